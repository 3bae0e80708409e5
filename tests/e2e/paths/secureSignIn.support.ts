import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { SecureAction } from '../../../machines/flows/secure-sign-in.opener.machine';
import type { ReplayContext } from './replay';

/**
 * What the three secure sign-in executors share (secureSignInOpener, secureSignInRedirect,
 * secureSignInTokens): the embedded identity provider at /realms/portal (server/idp), its demo
 * identities, and a hold on one request at the browser (`page.route`) until a step of the path
 * lets it go on to the real server or answers it with a failure.
 *
 * Secure sign-in is offered by Northwind only (Boréale's EmailPasswordEnabled is off, and Northwind
 * is in English only), so these paths run on Northwind; French shows at the provider, asked by the
 * popup URL's `locale` (ui_locales).
 */

export const PROVIDER_PASSWORD = 'Portal-demo-2026';
/** The seeded identity linked to account 10000014 (server/seed/identity.ts). */
export const LINKED_IDENTITY = { email: 'linked@northwind.example', account: '10000014' };
/** The seeded identity linked to two accounts, 10000045 (print) and 10000046 (digital). */
export const TWO_ACCOUNTS_IDENTITY = { email: 'two.accounts@northwind.example', accounts: ['10000045', '10000046'] };

/** Signs in on /login through the provider's popup as `email` and waits for the summary. */
export async function secureSignIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies({ name: /^idp_session/ });
  const opened = page.waitForEvent('popup');
  await blockButton(page, 'login').click();
  const popup = await opened;
  await popup.waitForURL(PROVIDER_PAGE);
  const closed = popup.waitForEvent('close');
  await completeAtProvider(popup, 'login', email);
  await closed;
  await expect(page).toHaveURL(/\/accounts\/summary$/);
}

export const PROVIDER_PAGE = /\/realms\/portal\//;
export const TOKEN_ENDPOINT = /\/realms\/portal\/protocol\/openid-connect\/token$/;

/** The §9 small screen: the portal opens no popup and runs the flow in this window. */
export const PHONE = { width: 390, height: 844 };

/** The provider's page for the action, by its heading. */
export function providerHeading(page: Page, action: SecureAction, lang: 'en' | 'fr' = 'en') {
  const name =
    action === 'register'
      ? lang === 'fr'
        ? 'Créer un compte'
        : 'Create an account'
      : lang === 'fr'
        ? 'Connectez-vous à votre compte'
        : 'Sign in to your account';
  return page.getByRole('heading', { name });
}

/** The block's button for the action on /login. */
export function blockButton(page: Page, action: SecureAction) {
  return page.getByRole('button', { name: action === 'register' ? 'Create an Account' : 'Sign In', exact: true });
}

/** Signs in (or creates an identity) on the provider's page shown in `win`; returns the email used. */
export async function completeAtProvider(win: Page, action: SecureAction, email = LINKED_IDENTITY.email): Promise<string> {
  await expect(providerHeading(win, action)).toBeVisible();
  if (action === 'register') {
    const email = `path-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await win.getByLabel('First name').fill('Paula');
    await win.getByLabel('Last name').fill('Replay');
    await win.getByLabel('Email').fill(email);
    await win.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await win.getByLabel('Confirm password').fill('a-long-password-2026');
    await win.getByRole('button', { name: 'Create an Account' }).click();
    return email;
  }
  await win.getByLabel('Email').fill(email);
  await win.getByLabel('Password').fill(PROVIDER_PASSWORD);
  await win.getByRole('button', { name: 'Sign In' }).click();
  return email;
}

/** One request held at the browser until a step answers it. */
export interface Held {
  /** Resolved with the request once the browser has sent it. */
  requested: Promise<Request>;
  /** Lets it go on to the real server. */
  pass: () => Promise<void>;
  /** Answers it with this status and JSON body, or drops the connection ('abort'). */
  fail: (answer: { status: number; body: unknown } | 'abort') => Promise<void>;
  /** The answer the browser got, once handed over. */
  answered: Promise<void>;
  /** When the browser sent it (Date.now()), or null before. */
  sentAt: () => number | null;
}

/** Holds the first request to `url` (on `page`, or every page of its context) until pass() or fail(). */
export async function hold(page: Page, url: RegExp, scope: 'page' | 'context' = 'page'): Promise<Held> {
  let onRequest: (r: Request) => void = () => {};
  const requested = new Promise<Request>((r) => (onRequest = r));
  let decide: (how: 'pass' | { status: number; body: unknown } | 'abort') => void = () => {};
  const decision = new Promise<'pass' | { status: number; body: unknown } | 'abort'>((r) => (decide = r));
  let done: () => void = () => {};
  const answered = new Promise<void>((r) => (done = r));
  let taken = false;
  let sentAt: number | null = null;
  const handler = async (route: Route) => {
    if (taken || route.request().method() === 'OPTIONS') return route.continue();
    taken = true;
    sentAt = Date.now();
    onRequest(route.request());
    const how = await decision;
    try {
      if (how === 'pass') await route.continue();
      else if (how === 'abort') await route.abort('connectionfailed');
      else await route.fulfill({ status: how.status, contentType: 'application/json', body: JSON.stringify(how.body) });
    } catch {
      // The window went away: nothing to answer.
    }
    done();
  };
  if (scope === 'context') await page.context().route(url, handler);
  else await page.route(url, handler);
  const within = (what: string) =>
    Promise.race([
      requested,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: the request to ${url} was never sent`)), 15_000)),
    ]);
  return {
    requested,
    answered,
    sentAt: () => sentAt,
    pass: async () => {
      await within('pass');
      decide('pass');
      await answered;
    },
    fail: async (answer) => {
      await within('fail');
      decide(answer);
      await answered;
    },
  };
}

/** The held request of the path, kept in the replay's notes. */
export function heldOf(ctx: ReplayContext): Held {
  const held = ctx.notes.held as Held | undefined;
  if (!held) throw new Error('no request is held: the previous step started nothing');
  return held;
}

/** The request was sent and is held (a busy state). */
export async function heldSent(ctx: ReplayContext): Promise<Request> {
  return Promise.race([
    heldOf(ctx).requested,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the call was never sent')), 15_000)),
  ]);
}
