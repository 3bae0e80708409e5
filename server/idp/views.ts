import type { TBotCheckChallenge } from '../../contracts/schemas/bot-check';
import {
  BOT_CHECK_SCRIPT_URL,
  FORM_ERROR_ID,
  LOGOUT_SCRIPT_URL,
  field,
  firstInvalid,
  formError,
  hidden,
  html,
  notice,
  page,
  raw,
  type FieldErrors,
} from './html';
import { MESSAGES, type IdpLocale } from './messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './users';

/** The pages of the identity provider, each a full HTML document in the requested language. */

interface Common {
  locale: IdpLocale;
  brand: string;
  switchLanguageUrl?: string | undefined;
  /** The authorization request's display (page in html.ts). */
  display?: string | undefined;
}

export interface SignInView extends Common {
  action: string;
  email?: string | undefined;
  error?: string | undefined;
  /** The bot check the next attempt needs (an account tried too often), solved by resources/bot-check.js. */
  botCheck?: TBotCheckChallenge | undefined;
  registerUrl: string;
  forgotUrl: string;
  cancelAction: string;
}

export function signInPage(v: SignInView): string {
  const t = MESSAGES[v.locale];
  const errors: FieldErrors = v.error ? { form: v.error } : {};
  const describedBy = v.error ? [FORM_ERROR_ID] : [];
  return page({
    ...v,
    title: t.signInTitle,
    ...(v.botCheck ? { scripts: [BOT_CHECK_SCRIPT_URL] } : {}),
    body: html`${formError(v.error)}
<form method="post" action="${v.action}" novalidate>
${hidden('ui_locales', v.locale)}
${field({ name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'username', errors, describedBy, autofocus: !v.email || !!v.error, maxLength: EMAIL_MAX_LENGTH })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', errors, describedBy, autofocus: !!v.email && !v.error })}
${v.botCheck ? botCheckBlock(v.botCheck, t.botCheckRunning, t.botCheckVerified) : raw('')}
<button type="submit" id="sign-in-button"${raw(v.botCheck ? ' disabled' : '')}>${t.signInButton}</button>
</form>
<div class="links">
<p><a href="${v.forgotUrl}">${t.forgotPasswordLink}</a></p>
<p>${t.noAccount} <a href="${v.registerUrl}">${t.createAccountLink}</a></p>
</div>
${cancelForm(v.cancelAction, t.cancel)}`,
  });
}

/** The challenge for resources/bot-check.js, its answer field and a live status line. */
function botCheckBlock(challenge: TBotCheckChallenge, running: string, verified: string) {
  return html`<div id="bot-check" data-challenge="${JSON.stringify(challenge)}" data-verified="${verified}">
<input type="hidden" name="botCheck" id="botCheck" value="">
<p id="bot-check-status" role="status">${running}</p>
</div>`;
}

function cancelForm(action: string, label: string) {
  return html`<form method="post" action="${action}" class="cancel"><button type="submit" class="secondary">${label}</button></form>`;
}

export interface RegisterView extends Common {
  action: string;
  values: { email?: string; firstName?: string; lastName?: string };
  errors: FieldErrors;
  signInUrl: string;
  cancelAction: string;
}

const REGISTER_FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName'];

export function registerPage(v: RegisterView): string {
  const t = MESSAGES[v.locale];
  const focus = firstInvalid(REGISTER_FIELDS, v.errors, 'email');
  const summary = v.errors.form ?? (Object.keys(v.errors).length ? t.errorSummary : undefined);
  return page({
    ...v,
    title: t.registerTitle,
    body: html`${formError(summary)}
<p>${t.registerIntro}</p>
<form method="post" action="${v.action}" novalidate>
${hidden('ui_locales', v.locale)}
${field({ name: 'email', label: t.email, type: 'email', value: v.values.email, autocomplete: 'email', errors: v.errors, autofocus: focus === 'email', maxLength: EMAIL_MAX_LENGTH })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors: v.errors, autofocus: focus === 'password', maxLength: PASSWORD_MAX_LENGTH })}
${field({ name: 'confirmPassword', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', errors: v.errors, autofocus: focus === 'confirmPassword', maxLength: PASSWORD_MAX_LENGTH })}
${field({ name: 'firstName', label: t.firstName, value: v.values.firstName, autocomplete: 'given-name', errors: v.errors, autofocus: focus === 'firstName', maxLength: NAME_MAX_LENGTH })}
${field({ name: 'lastName', label: t.lastName, value: v.values.lastName, autocomplete: 'family-name', errors: v.errors, autofocus: focus === 'lastName', maxLength: NAME_MAX_LENGTH })}
<button type="submit">${t.registerButton}</button>
</form>
<div class="links"><p>${t.haveAccount} <a href="${v.signInUrl}">${t.signInButton}</a></p></div>
${cancelForm(v.cancelAction, t.cancel)}`,
  });
}

export interface ForgotView extends Common {
  action: string;
  email?: string | undefined;
  errors: FieldErrors;
  /** Set once the request was handled: the page shows the neutral answer. */
  sent: boolean;
  signInUrl: string;
}

export function forgotPage(v: ForgotView): string {
  const t = MESSAGES[v.locale];
  const body = v.sent
    ? html`${notice(t.forgotSent)}<div class="links"><p><a href="${v.signInUrl}">${t.backToSignIn}</a></p></div>`
    : html`${formError(v.errors.form ?? (v.errors.email ? t.errorSummary : undefined))}
<p>${t.forgotIntro}</p>
<form method="post" action="${v.action}" novalidate>
${hidden('ui_locales', v.locale)}
${field({ name: 'email', label: t.email, type: 'email', value: v.email, autocomplete: 'email', errors: v.errors, autofocus: true, maxLength: EMAIL_MAX_LENGTH })}
<button type="submit">${t.forgotButton}</button>
</form>
<div class="links"><p><a href="${v.signInUrl}">${t.backToSignIn}</a></p></div>`;
  return page({ ...v, title: t.forgotTitle, body });
}

export interface ResetView extends Common {
  action: string;
  token: string;
  errors: FieldErrors;
}

export function resetPage(v: ResetView): string {
  const t = MESSAGES[v.locale];
  const focus = firstInvalid(['password', 'confirmPassword'], v.errors, 'password');
  return page({
    ...v,
    title: t.resetTitle,
    body: html`${formError(v.errors.form ?? (Object.keys(v.errors).length ? t.errorSummary : undefined))}
<form method="post" action="${v.action}" novalidate>
${hidden('ui_locales', v.locale)}
${hidden('key', v.token)}
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors: v.errors, autofocus: focus === 'password', maxLength: PASSWORD_MAX_LENGTH })}
${field({ name: 'confirmPassword', label: t.confirmNewPassword, type: 'password', autocomplete: 'new-password', errors: v.errors, autofocus: focus === 'confirmPassword', maxLength: PASSWORD_MAX_LENGTH })}
<button type="submit">${t.resetButton}</button>
</form>`,
  });
}

export interface ResetOutcomeView extends Common {
  ok: boolean;
  portalSignInUrl: string;
}

export function resetOutcomePage(v: ResetOutcomeView): string {
  const t = MESSAGES[v.locale];
  return page({
    ...v,
    title: v.ok ? t.resetTitle : t.expiredTitle,
    body: html`${v.ok ? notice(t.resetDone) : formError(t.resetLinkInvalid)}
<p><a class="button" href="${v.portalSignInUrl}">${t.signInToPortal}</a></p>`,
  });
}

export interface ReleaseView extends Common {
  /** The form (the token in a hidden field), or the outcome. */
  step: { kind: 'confirm'; action: string; token: string; accountNumber: string } | { kind: 'released'; accountNumber: string } | { kind: 'nothing' };
  portalSignInUrl: string;
}

/** The owner's undo of a linking: opening the mailed link asks first (mail scanners open links), the button releases. */
export function releasePage(v: ReleaseView): string {
  const t = MESSAGES[v.locale];
  const { step } = v;
  const body =
    step.kind === 'confirm'
      ? html`<p>${t.releaseIntro(step.accountNumber)}</p>
<form method="post" action="${step.action}" novalidate>
${hidden('token', step.token)}
${hidden('ui_locales', v.locale)}
<button type="submit">${t.releaseButton}</button>
</form>`
      : html`${step.kind === 'released' ? notice(t.releaseDone(step.accountNumber)) : formError(t.releaseNothing)}
<p><a class="button" href="${v.portalSignInUrl}">${t.signInToPortal}</a></p>`;
  return page({ ...v, title: t.releaseTitle, body });
}

export interface AccountView extends Common {
  email: string;
  csrf: string;
  emailAction: string;
  passwordAction: string;
  /** Which form the errors belong to. */
  errorsFor?: 'email' | 'password' | undefined;
  errors: FieldErrors;
  values: { newEmail?: string; confirmEmail?: string };
  done?: 'email' | 'password' | undefined;
  backUrl?: string | undefined;
}

export function accountPage(v: AccountView): string {
  const t = MESSAGES[v.locale];
  const emailErrors = v.errorsFor === 'email' ? v.errors : {};
  const passwordErrors = v.errorsFor === 'password' ? v.errors : {};
  const emailFocus = v.errorsFor === 'email' ? firstInvalid(['newEmail', 'confirmEmail', 'emailCurrentPassword'], emailErrors, '') : '';
  const passwordFocus = v.errorsFor === 'password' ? firstInvalid(['currentPassword', 'newPassword', 'confirmPassword'], passwordErrors, '') : '';
  const summary = v.errors.form ?? (v.errorsFor ? t.errorSummary : undefined);
  return page({
    ...v,
    title: t.accountTitle,
    body: html`${formError(summary)}
${notice(v.done === 'email' ? t.emailChanged : v.done === 'password' ? t.passwordChanged : undefined)}
<p>${t.accountSignedInAs(v.email)}</p>
<h2 id="email-heading">${t.changeEmailTitle}</h2>
<form method="post" action="${v.emailAction}" aria-labelledby="email-heading" novalidate>
${hidden('csrf', v.csrf)}
${hidden('ui_locales', v.locale)}
${hidden('referrer_uri', v.backUrl)}
${field({ name: 'newEmail', label: t.newEmail, type: 'email', value: v.values.newEmail, autocomplete: 'email', errors: emailErrors, autofocus: emailFocus === 'newEmail', maxLength: EMAIL_MAX_LENGTH })}
${field({ name: 'confirmEmail', label: t.confirmNewEmail, type: 'email', value: v.values.confirmEmail, autocomplete: 'email', errors: emailErrors, autofocus: emailFocus === 'confirmEmail', maxLength: EMAIL_MAX_LENGTH })}
${field({ name: 'emailCurrentPassword', label: t.currentPassword, type: 'password', autocomplete: 'current-password', errors: emailErrors, autofocus: emailFocus === 'emailCurrentPassword' })}
<button type="submit">${t.changeEmailButton}</button>
</form>
<h2 id="password-heading">${t.changePasswordTitle}</h2>
<form method="post" action="${v.passwordAction}" aria-labelledby="password-heading" novalidate>
${hidden('csrf', v.csrf)}
${hidden('ui_locales', v.locale)}
${hidden('referrer_uri', v.backUrl)}
<input type="text" name="username" value="${v.email}" autocomplete="username" hidden>
${field({ name: 'currentPassword', label: t.currentPassword, type: 'password', autocomplete: 'current-password', errors: passwordErrors, autofocus: passwordFocus === 'currentPassword' })}
${field({ name: 'newPassword', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors: passwordErrors, autofocus: passwordFocus === 'newPassword', maxLength: PASSWORD_MAX_LENGTH })}
${field({ name: 'confirmPassword', label: t.confirmNewPassword, type: 'password', autocomplete: 'new-password', errors: passwordErrors, autofocus: passwordFocus === 'confirmPassword', maxLength: PASSWORD_MAX_LENGTH })}
<button type="submit">${t.changePasswordButton}</button>
</form>
${v.backUrl ? html`<div class="links"><p><a href="${v.backUrl}">${t.backToPortal}</a></p></div>` : ''}`,
  });
}

export interface LogoutView {
  locale: IdpLocale;
  brand: string;
  /** oidc-provider's form (id op.logoutForm, with its xsrf field). */
  form: string;
  /** Submit on load (the portal asked, with a valid id_token_hint), else ask. */
  automatic: boolean;
}

/** RP-initiated logout: submits itself through resources/logout.js, or asks for confirmation. */
export function logoutPage({ locale, brand, form, automatic }: LogoutView): string {
  const t = MESSAGES[locale];
  if (automatic) {
    const withLogout = form.replace('</form>', `<input type="hidden" name="logout" value="yes"/><button type="submit">${t.signOut}</button></form>`);
    return page({
      locale,
      brand,
      title: t.logoutTitle,
      body: html`<p role="status">${t.logoutInProgress}</p>${raw(withLogout)}`,
      scripts: [LOGOUT_SCRIPT_URL],
      bodyData: { 'auto-logout': 'true' },
    });
  }
  return page({
    locale,
    brand,
    title: t.logoutTitle,
    body: html`<p>${t.logoutConfirm}</p>${raw(form)}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t.logoutYes}</button>
<button type="submit" form="op.logoutForm" class="secondary">${t.logoutNo}</button>`,
  });
}

export function loggedOutPage({ locale, brand, portalUrl }: { locale: IdpLocale; brand: string; portalUrl: string }): string {
  const t = MESSAGES[locale];
  return page({
    locale,
    brand,
    title: t.loggedOutTitle,
    body: html`<p>${t.loggedOutText}</p><p><a class="button" href="${portalUrl}">${t.backToPortal}</a></p>`,
  });
}

export interface ErrorView extends Common {
  title: string;
  text: string;
  /** A machine-readable code (e.g. invalid_request), shown for support. */
  code?: string | undefined;
  portalUrl: string;
}

export function errorPage(v: ErrorView): string {
  const t = MESSAGES[v.locale];
  return page({
    ...v,
    body: html`<div class="alert" role="alert">${v.text}</div>
${v.code ? html`<p><code>${v.code}</code></p>` : ''}
<p><a class="button" href="${v.portalUrl}">${t.backToPortal}</a></p>`,
  });
}

export interface ConfirmLinkView extends Common {
  step: { kind: 'confirm'; action: string; token: string; accountNumber: string; email: string } | { kind: 'done'; accountNumber: string } | { kind: 'sign-in'; signInUrl: string } | { kind: 'refused' };
  portalSignInUrl: string;
}

/** The confirmation link of a linking (issue 16): opening it asks first (mail scanners open links), the button links. */
export function confirmLinkPage(v: ConfirmLinkView): string {
  const t = MESSAGES[v.locale];
  const { step } = v;
  const body =
    step.kind === 'confirm'
      ? html`<p>${t.confirmLinkIntro({ account: step.accountNumber, email: step.email })}</p>
<form method="post" action="${step.action}" novalidate>
${hidden('token', step.token)}
${hidden('ui_locales', v.locale)}
<button type="submit">${t.confirmLinkButton}</button>
</form>`
      : step.kind === 'sign-in'
        ? html`<p>${t.confirmLinkSignIn}</p>
<p><a class="button" href="${step.signInUrl}">${t.confirmLinkSignInButton}</a></p>`
        : html`${step.kind === 'done' ? notice(t.confirmLinkDone(step.accountNumber)) : formError(t.confirmLinkRefused)}
<p><a class="button" href="${v.portalSignInUrl}">${t.signInToPortal}</a></p>`;
  return page({ ...v, title: t.confirmLinkTitle, body });
}
