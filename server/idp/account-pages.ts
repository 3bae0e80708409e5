import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { findIdentityUserById, type IdentityUserRow } from '../db/repositories/identity-users';
import { formFields, localeOf, messagesOf, minutesOf, switchLanguageUrl, type FormFields, type PageContext, type PagesDeps, type PagesEnv } from './page-context';
import { ACCOUNT_CLIENT_ID, OIDC_ROUTES, PAGE_PATHS, REALM_PATH, realmUrl } from './realm';
import type { Site } from './sites';
import { changeEmail, changePassword } from './users';
import { accountPage, errorPage } from './views';
import type { FieldErrors } from './html';
import type { IdpLocale } from './messages';

/**
 * Account management (/realms/portal/account, keycloak-js accountManagement()): change the email
 * and the password. It needs a provider session: without one it runs an authorization request of
 * its own client (response_type none, so no token is issued) through the sign-in page and comes
 * back. The forms carry a CSRF token bound to the provider session.
 */

const accountPath = `${REALM_PATH}${PAGE_PATHS.account}`;
const callbackPath = `${accountPath}/callback`;
const emailPath = `${accountPath}/email`;
const passwordPath = `${accountPath}/password`;

interface SignedIn {
  sessionId: string;
  sessionUid: string;
  user: IdentityUserRow;
}

type ProviderSession = { jti: string; uid: string; accountId?: string | undefined };

export async function signedInUser(c: PageContext, deps: PagesDeps): Promise<SignedIn | null> {
  const { provider } = c.get('site');
  const koa = provider.createContext(c.env.incoming, c.env.outgoing);
  const session = (await (provider.Session as unknown as { get(ctx: unknown): Promise<ProviderSession> }).get(koa)) ?? null;
  if (!session?.accountId) return null;
  const user = await findIdentityUserById(deps.database, session.accountId);
  return user ? { sessionId: session.jti, sessionUid: session.uid, user } : null;
}

/** A same-origin URL to go back to (keycloak-js sends referrer_uri), else undefined. */
function backUrl(site: Site, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === site.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function csrfToken(deps: PagesDeps, sessionUid: string): string {
  return createHmac('sha256', deps.cookieKeys[0]!).update(`account-csrf:${sessionUid}`).digest('base64url');
}

function csrfValid(deps: PagesDeps, sessionUid: string, token: string): boolean {
  const expected = Buffer.from(csrfToken(deps, sessionUid));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function accountUrl(locale: IdpLocale, back: string | undefined, done?: 'email' | 'password'): string {
  const params = new URLSearchParams({ ui_locales: locale });
  if (back) params.set('referrer_uri', back);
  if (done) params.set('done', done);
  return `${accountPath}?${params}`;
}

/**
 * Pages of the provider other than the account page that a sign-in may come back to (the linking
 * confirmation link, issue 16): only these paths, only on the site's own origin.
 */
const RETURN_PATHS: ReadonlySet<string> = new Set([`${REALM_PATH}${PAGE_PATHS.confirmLinking}`]);

/** The path and query of a same-origin page of RETURN_PATHS to come back to after signing in, else undefined. */
export function returnTarget(site: Site, value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  try {
    const url = new URL(value, site.origin);
    return url.origin === site.origin && RETURN_PATHS.has(url.pathname) ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The authorization request that signs the user in (the provider's sign-in page) and comes back:
 * to the account page, or to `then`, a page of RETURN_PATHS (checked again on the way back).
 */
export function signInUrl(site: Site, locale: IdpLocale, opts: { back?: string | undefined; then?: string } = {}): string {
  const { back, then } = opts;
  const state = Buffer.from(JSON.stringify({ n: randomBytes(8).toString('base64url'), l: locale, ...(back ? { r: back } : {}), ...(then ? { t: then } : {}) })).toString('base64url');
  const params = new URLSearchParams({
    client_id: ACCOUNT_CLIENT_ID,
    response_type: 'none',
    scope: 'openid',
    redirect_uri: realmUrl(site.origin, `${PAGE_PATHS.account}/callback`),
    state,
    ui_locales: locale,
  });
  return `${REALM_PATH}${OIDC_ROUTES.authorization}?${params}`;
}

/** Signs the user in for the account pages. */
function signInRedirect(c: PageContext, locale: IdpLocale, back: string | undefined) {
  return c.redirect(signInUrl(c.get('site'), locale, { back }), 303);
}

export function mountAccountPages(app: Hono<PagesEnv>, deps: PagesDeps): void {
  const render = (
    c: PageContext,
    signedIn: SignedIn,
    locale: IdpLocale,
    back: string | undefined,
    opts: { errorsFor?: 'email' | 'password'; errors?: FieldErrors; form?: FormFields; done?: 'email' | 'password' } = {},
  ) =>
    accountPage({
      locale,
      brand: c.get('site').publisher.name,
      switchLanguageUrl: switchLanguageUrl(accountPath, locale, { referrer_uri: back }),
      email: signedIn.user.email,
      csrf: csrfToken(deps, signedIn.sessionUid),
      emailAction: emailPath,
      passwordAction: passwordPath,
      errorsFor: opts.errorsFor,
      errors: opts.errors ?? {},
      values: { newEmail: opts.form?.newEmail ?? '', confirmEmail: opts.form?.confirmEmail ?? '' },
      done: opts.done,
      backUrl: back,
    });

  app.get(accountPath, async (c) => {
    const locale = localeOf(c);
    const back = backUrl(c.get('site'), c.req.query('referrer_uri'));
    const signedIn = await signedInUser(c, deps);
    if (!signedIn) return signInRedirect(c, locale, back);
    const done = c.req.query('done');
    return c.html(render(c, signedIn, locale, back, done === 'email' || done === 'password' ? { done } : {}));
  });

  app.get(callbackPath, (c) => {
    let back: string | undefined;
    let then: string | undefined;
    let requested: unknown;
    try {
      const state = JSON.parse(Buffer.from(c.req.query('state') ?? '', 'base64url').toString('utf8')) as { r?: unknown; l?: unknown; t?: unknown };
      back = typeof state.r === 'string' ? backUrl(c.get('site'), state.r) : undefined;
      // The state is not signed: the page to come back to is checked again here.
      then = returnTarget(c.get('site'), state.t);
      requested = state.l;
    } catch {
      back = undefined;
    }
    const locale = localeOf(c, { requested });
    // Back to the page that asked for the sign-in (it asks again if it was cancelled).
    if (then) return c.redirect(then, 303);
    // Sign-in cancelled: back to the portal rather than round again.
    if (c.req.query('error')) return c.redirect(back ?? `${c.get('site').origin}/`, 303);
    return c.redirect(accountUrl(locale, back), 303);
  });

  /** The common steps of both forms: session, CSRF token, attempt limit. */
  async function guard(c: PageContext) {
    const form = await formFields(c);
    const locale = localeOf(c, { form });
    const t = messagesOf(locale);
    const back = backUrl(c.get('site'), form.referrer_uri);
    const signedIn = await signedInUser(c, deps);
    if (!signedIn) return { done: signInRedirect(c, locale, back) } as const;
    if (!csrfValid(deps, signedIn.sessionUid, form.csrf ?? '')) {
      const site = c.get('site');
      return {
        done: c.html(errorPage({ locale, brand: site.publisher.name, title: t.errorTitle, text: t.formExpired, portalUrl: accountUrl(locale, back) }), 403),
      } as const;
    }
    return { form, locale, t, back, signedIn } as const;
  }

  app.post(emailPath, async (c) => {
    const g = await guard(c);
    if ('done' in g) return g.done;
    const { form, locale, t, back, signedIn } = g;
    const wait = await deps.limiter.hit([['accountPasswordPerUser', signedIn.user.id]]);
    if (wait !== null) return c.html(render(c, signedIn, locale, back, { errorsFor: 'email', errors: { form: t.tooManyAttempts(minutesOf(wait)) }, form }), 429);
    const outcome = await changeEmail(
      deps.database,
      signedIn.user,
      { newEmail: form.newEmail ?? '', confirmEmail: form.confirmEmail ?? '', currentPassword: form.emailCurrentPassword ?? '' },
      t,
    );
    if (!outcome.ok) return c.html(render(c, signedIn, locale, back, { errorsFor: 'email', errors: outcome.errors, form }), 400);
    deps.log.info('identity provider: email changed', { publisher: c.get('site').publisher.globalCode });
    return c.redirect(accountUrl(locale, back, 'email'), 303);
  });

  app.post(passwordPath, async (c) => {
    const g = await guard(c);
    if ('done' in g) return g.done;
    const { form, locale, t, back, signedIn } = g;
    const wait = await deps.limiter.hit([['accountPasswordPerUser', signedIn.user.id]]);
    if (wait !== null) return c.html(render(c, signedIn, locale, back, { errorsFor: 'password', errors: { form: t.tooManyAttempts(minutesOf(wait)) } }), 429);
    const outcome = await changePassword(
      deps.database,
      signedIn.user,
      { currentPassword: form.currentPassword ?? '', newPassword: form.newPassword ?? '', confirmPassword: form.confirmPassword ?? '' },
      t,
      signedIn.sessionId,
    );
    if (!outcome.ok) return c.html(render(c, signedIn, locale, back, { errorsFor: 'password', errors: outcome.errors }), 400);
    deps.log.info('identity provider: password changed', { publisher: c.get('site').publisher.globalCode });
    return c.redirect(accountUrl(locale, back, 'password'), 303);
  });
}
