import type { TBotCheckChallenge } from '../../contracts/schemas/bot-check';
import { createChallenge, verifySolution } from '../services/bot-check';
import { DEFAULT_POLICY } from '../services/policy';
import { mailedOrigin } from '../http/origin';
import type { Hono } from 'hono';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { formFields, localeOf, messagesOf, minutesOf, switchLanguageUrl, type PageContext, type PagesDeps, type PagesEnv } from './page-context';
import { requestPasswordReset } from './password-reset';
import { ACTION_PARAM, OIDC_ROUTES, PAGE_PATHS, REALM_PATH, REGISTER_ACTION } from './realm';
import { authenticate, emailError, register } from './users';
import { errorPage, forgotPage, registerPage, signInPage } from './views';

/**
 * The pages of one authorization request (an oidc-provider interaction): sign in, create an
 * account, forgotten password. oidc-provider sends the browser to /realms/portal/login-actions/<uid>
 * with a cookie scoped to that path; every page below it reads the interaction from that cookie.
 */

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const base = `${REALM_PATH}${PAGE_PATHS.loginActions}`;
const urls = (uid: string) => ({
  page: `${base}/${uid}`,
  login: `${base}/${uid}/login`,
  register: `${base}/${uid}/register`,
  forgot: `${base}/${uid}/forgot`,
  abort: `${base}/${uid}/abort`,
});

/** The interaction of this browser for `uid`, or null when it expired, finished or belongs to another page. */
async function interactionOf(c: PageContext): Promise<Interaction | null> {
  try {
    const interaction = await c.get('site').provider.interactionDetails(c.env.incoming, c.env.outgoing);
    return interaction.uid === c.req.param('uid') ? interaction : null;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

function expired(c: PageContext) {
  const locale = localeOf(c);
  const t = messagesOf(locale);
  return c.html(
    errorPage({ locale, brand: c.get('site').publisher.name, title: t.expiredTitle, text: t.expiredText, portalUrl: `${c.get('site').origin}/` }),
    400,
  );
}

/** Hands the result to oidc-provider and follows it back to the authorization endpoint. */
async function finish(c: PageContext, result: InteractionResults) {
  const returnTo = await c.get('site').provider.interactionResult(c.env.incoming, c.env.outgoing, result);
  return c.redirect(returnTo, 303);
}

/** A first-party client: whatever the consent prompt finds missing is granted without a page. */
async function autoConsent(provider: Provider, interaction: Interaction): Promise<InteractionResults> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const accountId = interaction.session!.accountId;
  const clientId = String(interaction.params.client_id);
  const grant = (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  return { consent: { grantId: await grant.save() } };
}

/** The display the authorization request asked for (SSP from the portal's popup), kept on every page of it. */
const displayOf = (interaction: Interaction) => (typeof interaction.params.display === 'string' ? interaction.params.display : undefined);
const loginHintOf = (interaction: Interaction) => (typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined);

export function mountInteractionPages(app: Hono<PagesEnv>, deps: PagesDeps): void {
  const { database, log, mailer, limiter } = deps;

  const renderSignIn = (
    c: PageContext,
    interaction: Interaction,
    opts: { email?: string | undefined; error?: string; locale?: ReturnType<typeof localeOf>; botCheck?: TBotCheckChallenge } = {},
  ) => {
    const locale = opts.locale ?? localeOf(c, { requested: interaction.params.ui_locales });
    const u = urls(interaction.uid);
    return signInPage({
      locale,
      brand: c.get('site').publisher.name,
      display: displayOf(interaction),
      switchLanguageUrl: switchLanguageUrl(u.page, locale),
      action: u.login,
      email: opts.email ?? loginHintOf(interaction),
      ...(opts.error ? { error: opts.error } : {}),
      ...(opts.botCheck ? { botCheck: opts.botCheck } : {}),
      registerUrl: `${u.register}?ui_locales=${locale}`,
      forgotUrl: `${u.forgot}?ui_locales=${locale}`,
      cancelAction: u.abort,
    });
  };

  // keycloak-js register(): the same authorization request, opening on the create-account page.
  app.get(`${REALM_PATH}${PAGE_PATHS.registrations}`, (c) => {
    const params = new URL(c.req.url).searchParams;
    params.set(ACTION_PARAM, REGISTER_ACTION);
    // Asked to create an account: show the form even when a provider session exists.
    if (!params.get('prompt')) params.set('prompt', 'login');
    return c.redirect(`${REALM_PATH}${OIDC_ROUTES.authorization}?${params}`, 303);
  });

  app.get(`${base}/:uid`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    if (interaction.prompt.name !== 'login') return finish(c, await autoConsent(c.get('site').provider, interaction));
    if (interaction.params[ACTION_PARAM] === REGISTER_ACTION) return c.redirect(urls(interaction.uid).register, 303);
    return c.html(renderSignIn(c, interaction));
  });

  app.post(`${base}/:uid/login`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    const form = await formFields(c);
    const locale = localeOf(c, { form, requested: interaction.params.ui_locales });
    const t = messagesOf(locale);
    const email = form.email ?? '';
    const wait = await limiter.hit([['signInPerAddress', deps.clientAddress(c)]]);
    if (wait !== null) return c.html(renderSignIn(c, interaction, { email, error: t.tooManyAttempts(minutesOf(wait)), locale }), 429);
    // An account tried too often from anywhere is not locked (issue 16, OWASP ASVS V6.3): each
    // further attempt for it needs a solved bot check, which costs a script real work per guess.
    if ((await limiter.hit([['signInPerEmail', email]])) !== null && !(await verifySolution(database, form.botCheck, new Date())).ok) {
      const botCheck = await createChallenge(database, { now: () => new Date(), botCheck: DEFAULT_POLICY.botCheck });
      return c.html(renderSignIn(c, interaction, { email, error: t.botCheckNeeded, locale, botCheck }), 429);
    }
    const user = await authenticate(database, email, form.password ?? '');
    if (!user) {
      log.info('identity provider: sign-in refused', { publisher: c.get('site').publisher.globalCode });
      return c.html(renderSignIn(c, interaction, { email, error: t.invalidCredentials, locale }), 401);
    }
    // remember: false keeps the provider session in a browser-session cookie, as Keycloak does.
    return finish(c, { login: { accountId: user.id, remember: false } });
  });

  const renderRegister = (c: PageContext, interaction: Interaction, form: Record<string, string>, fieldErrors: Record<string, string | undefined>) => {
    const locale = localeOf(c, { form, requested: interaction.params.ui_locales });
    const u = urls(interaction.uid);
    return registerPage({
      locale,
      brand: c.get('site').publisher.name,
      display: displayOf(interaction),
      switchLanguageUrl: switchLanguageUrl(u.register, locale),
      action: u.register,
      values: { email: form.email ?? loginHintOf(interaction) ?? '', firstName: form.firstName ?? '', lastName: form.lastName ?? '' },
      errors: fieldErrors,
      signInUrl: `${u.page}?ui_locales=${locale}`,
      cancelAction: u.abort,
    });
  };

  app.get(`${base}/:uid/register`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    return c.html(renderRegister(c, interaction, {}, {}));
  });

  app.post(`${base}/:uid/register`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    const form = await formFields(c);
    const locale = localeOf(c, { form, requested: interaction.params.ui_locales });
    const t = messagesOf(locale);
    const wait = await limiter.hit([['registerPerAddress', deps.clientAddress(c)]]);
    if (wait !== null) return c.html(renderRegister(c, interaction, form, { form: t.tooManyAttempts(minutesOf(wait)) }), 429);
    const outcome = await register(
      database,
      {
        email: form.email ?? '',
        password: form.password ?? '',
        confirmPassword: form.confirmPassword ?? '',
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
      },
      locale,
      t,
    );
    if (!outcome.ok) return c.html(renderRegister(c, interaction, form, outcome.errors), 400);
    log.info('identity provider: account created', { publisher: c.get('site').publisher.globalCode });
    return finish(c, { login: { accountId: outcome.user.id, remember: false } });
  });

  const renderForgot = (c: PageContext, interaction: Interaction, opts: { form?: Record<string, string>; errors?: Record<string, string | undefined>; sent?: boolean }) => {
    const locale = localeOf(c, { ...(opts.form ? { form: opts.form } : {}), requested: interaction.params.ui_locales });
    const u = urls(interaction.uid);
    return forgotPage({
      locale,
      brand: c.get('site').publisher.name,
      display: displayOf(interaction),
      switchLanguageUrl: opts.sent ? undefined : switchLanguageUrl(u.forgot, locale),
      action: u.forgot,
      email: opts.form?.email ?? loginHintOf(interaction),
      errors: opts.errors ?? {},
      sent: opts.sent ?? false,
      signInUrl: `${u.page}?ui_locales=${locale}`,
    });
  };

  app.get(`${base}/:uid/forgot`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    return c.html(renderForgot(c, interaction, {}));
  });

  app.post(`${base}/:uid/forgot`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    const form = await formFields(c);
    const locale = localeOf(c, { form, requested: interaction.params.ui_locales });
    const t = messagesOf(locale);
    const email = (form.email ?? '').trim();
    const problem = emailError(email, t);
    if (problem) return c.html(renderForgot(c, interaction, { form, errors: { email: problem } }), 400);
    const addressWait = await limiter.hit([['resetPerAddress', deps.clientAddress(c)]]);
    if (addressWait !== null) return c.html(renderForgot(c, interaction, { form, errors: { form: t.tooManyAttempts(minutesOf(addressWait)) } }), 429);
    // Over the per-email limit the answer is the same, but no further mail leaves.
    const emailWait = await limiter.hit([['resetPerEmail', email]]);
    if (emailWait === null) {
      const site = c.get('site');
      // Not awaited: the answer takes the same time whether or not the email has an account.
      requestPasswordReset(database, mailer, {
        email,
        // The publisher's host on the configured scheme and port, not the request's (issue 16).
        origin: (deps.publicOrigin && mailedOrigin(new URL(site.origin).hostname, deps.publicOrigin)) || site.origin,
        locale,
        publisher: { id: site.publisher.id, name: site.publisher.name },
        from: deps.mailFrom(site),
      }).catch((error: unknown) =>
        log.error('identity provider: password-reset mail failed', { error: error instanceof Error ? error.message : String(error) }),
      );
    }
    return c.html(renderForgot(c, interaction, { form, sent: true }));
  });

  app.post(`${base}/:uid/abort`, async (c) => {
    const interaction = await interactionOf(c);
    if (!interaction) return expired(c);
    return finish(c, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  });
}
