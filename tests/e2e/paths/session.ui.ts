import { expect } from '@playwright/test';
import {
  callSent,
  settled,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';
import { LINKED_IDENTITY, PROVIDER_PAGE, blockButton, completeAtProvider } from './secureSignIn.support';

/**
 * Session and sign-in as a subscriber meets it: opening the portal (its configuration loads, a saved
 * session is restored or not), the guest lookup by account number and postal code (found, unknown,
 * a dropped connection, a secured account refused), a continue-session link (/mylo/continue?ac=,
 * readable or not, signed out or in), the account refetched by a reload, signing out (the menu, or
 * /logout with nobody signed in), and a session timeout (the account refetch answered 'Invalid login
 * token' through page.route), and the secure sign-in as the session sees it: the identity provider's
 * popup (the seeded linked identity finds 10000014; a newly created identity finds nothing and lands
 * in the linking view, which Return to Sign In leaves), its exchange refused ('Invalid login token'
 * on /api/mylo by page.route) and the secured check's call dropped. These paths start signed out (no
 * sign-in in the setup). Paths that need an unreadable identity token (the provider always signs a
 * readable one), a publisher requiring secure sign-in, a logout while the portal is still starting, a
 * clean-up or a saved session the browser cannot fail to read are skipped with the reason.
 */

const LOOKUP = /\/api\/GC-call-globalcustomer$/;
const EXCHANGE = /\/api\/mylo$/;
const SECURED_CHECK = /\/api\/mylo\/secured/;

const findButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: 'Find Your Account' });
/**
 * The lookup notice on screen, once those a step cleared have left: a cleared notice fades out for a
 * moment, and a failure right after the clear can show its own while the last one is still leaving.
 */
async function lookupAlert(ctx: ReplayContext) {
  const alerts = ctx.page.getByRole('alert').filter({ hasText: 'Account Lookup Error' });
  await expect(alerts).toHaveCount(1);
  return alerts;
}

/** Why a path cannot be driven from the browser, or null. */
function unreachable(path: ReplayContext['path']): string | null {
  const types = path.steps.map((s) => s.event.type);
  if (path.steps.some((s) => s.event.type === 'SECURE.TOKENS' && !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(String((s.event as { idToken?: unknown }).idToken)))) {
    return 'an unreadable identity token cannot come from the provider: it always signs a readable one';
  }
  if (types.includes('xstate.error.actor.restoreSession')) return 'an unreadable saved session cannot be produced by a subscriber';
  // The gateway asks for a mailed confirmation only when a guest lookup from the linking view finds an
  // account its identity may not secure directly; a lookup that follows an exchange which found the
  // identity's own account never does. The notice itself is walked in tests/e2e/secure-sign-in.spec.ts.
  const confirming = path.steps.findIndex((s) => s.state === 'signedOut.linkConfirming');
  if (confirming > 0 && types.lastIndexOf('xstate.done.actor.identityExchange', confirming) > types.lastIndexOf('LOOKUP.SUBMIT', confirming)) {
    return 'a mailed linking confirmation follows a guest lookup from the linking view, never the lookup of an identity’s own account after the exchange (secure-sign-in.spec walks the notice)';
  }
  if (path.steps.some((s) => s.event.type === 'xstate.done.actor.sessionEnd' && (s.event as { output?: { cleared?: boolean } }).output?.cleared === false)) {
    return 'a failed clean-up (storage unavailable) cannot be produced by a subscriber';
  }
  const configuredAt = types.indexOf('SESSION.CONFIGURED');
  const continueAt = types.indexOf('SESSION.CONTINUE');
  if (continueAt >= 0 && (configuredAt < 0 || configuredAt > continueAt)) return 'a continue link read before the configuration loads is a page load: the configuration comes first';
  // Events while a call or the end is under way: the page gives the subscriber nothing to do then.
  for (const [i, step] of path.steps.entries()) {
    const before = i === 0 ? path.initial.state : path.steps[i - 1]!.state;
    if (['timingOut', 'loggingOut', 'continuing'].includes(before) && step.event.type === 'SESSION.CONFIGURED') return `the configuration loads once, not again in ${before}`;
  }
  const configured = path.steps.find((s) => s.event.type === 'SESSION.CONFIGURED');
  if ((configured?.event as { settings?: { requireSecureSignin?: boolean } } | undefined)?.settings?.requireSecureSignin) {
    return 'no demo publisher requires secure sign-in';
  }
  const logout = types.indexOf('SESSION.LOGOUT');
  const restored = types.findIndex((t) => t === 'xstate.done.actor.restoreSession');
  if (logout >= 0 && (restored < 0 || restored > logout)) return 'a logout while the portal is still starting cannot be clicked';
  return null;
}

function prevState(ctx: ReplayContext): string {
  return ctx.index <= 1 ? ctx.path.initial.state : ctx.path.steps[ctx.index - 2]!.state;
}

/** What the exchange that follows the i-th step answers: an account, none, or a failure. */
function exchangeAfter(path: ReplayContext['path'], i: number): 'account' | 'noAccount' | 'failed' {
  const done = path.steps.slice(i).find((s) => s.event.type === 'xstate.done.actor.identityExchange');
  return ((done?.event as { output?: { result?: 'account' | 'noAccount' | 'failed' } } | undefined)?.output?.result) ?? 'account';
}

const linkingHeading = (ctx: ReplayContext) => ctx.page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' });

function restoredSession(event: { type: string; output?: unknown }): boolean {
  return event.output !== null && event.output !== undefined;
}

export const sessionUi: UiExecutor = {
  machineId: 'session',
  drivableFirst: true,
  setup: (path) => {
    const reason = unreachable(path);
    if (reason) return { skip: reason };
    const lookup = path.steps.find((s) => s.event.type === 'xstate.done.actor.checkSecured');
    if ((lookup?.event as { output?: unknown } | undefined)?.output === true) {
      return { publisher: 'northwind', accountNumber: '10000014', postalCode: '98109', signIn: false };
    }
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118', signIn: false };
  },
  events: {
    // Opening the portal: its configuration loads by itself.
    'SESSION.CONFIGURED': async (ctx) => {
      if (!ctx.notes.opened) {
        await ctx.page.goto(urlOf(ctx, '/login'));
        ctx.notes.opened = true;
      }
    },
    // The saved session is read as the portal starts: none on a first visit; after a sign-in, a reload.
    'xstate.done.actor.restoreSession': async (ctx, event) => {
      if (restoredSession(event)) {
        await ctx.page.goto(urlOf(ctx, '/login'));
        await ctx.page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
        await ctx.page.getByLabel('Account Number').fill(ctx.setup.accountNumber);
        await ctx.page.getByRole('textbox', { name: 'Postal Code' }).fill(ctx.setup.postalCode);
        await findButton(ctx).click();
        await expect(ctx.page).toHaveURL(/\/accounts\/summary$/);
        await ctx.page.reload();
      } else if (!ctx.notes.opened) {
        await ctx.page.goto(urlOf(ctx, '/login'));
      }
      ctx.notes.opened = true;
    },
    'LOOKUP.SUBMIT': async (ctx) => {
      const { page } = ctx;
      const unknown = ctx.path.steps.some((s) => (s.event as { output?: { found?: boolean } }).output?.found === false);
      await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
      await page.getByLabel('Account Number').fill(unknown ? '99999999' : ctx.setup.accountNumber);
      await page.getByRole('textbox', { name: 'Postal Code' }).fill(ctx.setup.postalCode);
      await trigger(ctx, LOOKUP, () => findButton(ctx).click(), { refetch: false, failAbort: true });
    },
    // Sign In on /login opens the provider's popup: the linked identity (10000014) when the exchange finds
    // an account, a new identity when it finds none; a refused exchange and a dropped secured check are
    // answered at the browser. The provider's own session is ended first, so its page always shows.
    'SECURE.TOKENS': async (ctx) => {
      const { page } = ctx;
      const result = exchangeAfter(ctx.path, ctx.index);
      if (result === 'failed') {
        await page.route(EXCHANGE, (route) =>
          route.request().method() === 'OPTIONS'
            ? route.continue()
            : route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'SESSION_EXPIRED', message: 'Invalid login token' }) }),
        );
      }
      if (ctx.path.steps.some((s) => s.event.type === 'xstate.error.actor.checkSecured')) {
        await page.route(SECURED_CHECK, (route) => (route.request().method() === 'OPTIONS' ? route.continue() : route.abort('connectionfailed')));
      }
      await page.context().clearCookies({ name: /^idp_session/ });
      const action = result === 'noAccount' ? 'register' : 'login';
      const opened = page.waitForEvent('popup');
      await blockButton(page, action).click();
      const popup = await opened;
      await popup.waitForURL(PROVIDER_PAGE);
      const closed = popup.waitForEvent('close');
      ctx.notes.identity = await completeAtProvider(popup, action);
      await closed;
      ctx.notes.exchange = result;
    },
    // The exchange (/api/mylo) and the lookup it leads to go on by themselves after the popup closes.
    'xstate.done.actor.identityExchange': async () => {},
    'xstate.done.actor.lookupAccount': async (ctx, event) => {
      if (ctx.calls[ctx.answered]) return settled(ctx, event);
    },
    'xstate.error.actor.checkSecured': async () => {},
    'LINKING.CANCEL': async (ctx) => {
      await ctx.page.getByRole('button', { name: 'Return to Sign In' }).click();
    },
    // A dropped connection: the lookup never reaches the gateway.
    'xstate.error.actor.lookupAccount': settled,
    // Whether the account was secured: asked of the gateway as part of the guest sign-in.
    'xstate.done.actor.checkSecured': async (ctx) => {
      await expect(ctx.page.getByRole('alert').or(ctx.page.getByRole('button', { name: 'My Account', exact: true })).first()).toBeVisible();
    },
    // Signed in: My Account, Sign Out; nobody signed in: the /logout address (it still clears storage).
    'SESSION.LOGOUT': async (ctx) => {
      if (ctx.step && prevState(ctx) === 'signedIn') {
        await ctx.page.getByRole('button', { name: 'My Account', exact: true }).click();
        await ctx.page.getByRole('menuitem', { name: 'Sign Out' }).click();
      } else {
        await ctx.page.goto(urlOf(ctx, '/logout'));
      }
    },
    'xstate.done.actor.sessionEnd': async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
    },
    // A continue-session link opened in the browser (a page load: the saved session comes back first).
    'SESSION.CONTINUE': async (ctx, event) => {
      const ac = (event as { ac?: string }).ac ?? '';
      const readable = ac !== 'not-a-link';
      if (readable) {
        await trigger(ctx, LOOKUP, () => ctx.page.goto(urlOf(ctx, `/mylo/continue?ac=${encodeURIComponent(ac)}`)).then(() => undefined), { refetch: false, failAbort: true });
      } else {
        await ctx.page.goto(urlOf(ctx, `/mylo/continue?ac=${encodeURIComponent(ac)}`));
      }
    },
    // The account area refetches the customer: a reload of the signed-in page does.
    'SESSION.ACCOUNT_REFRESHED': async (ctx) => {
      const refetched = ctx.page.waitForResponse((r) => LOOKUP.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
      await ctx.page.reload();
      await refetched;
    },
    // §8 Session errors: the account refetch is answered 'Invalid login token' (page.route), the session times out.
    'SESSION.TIMEOUT': async (ctx) => {
      // The page shown may not have sent its own refetch yet (the summary reloaded after the sign-in shows My
      // Account before its lookup goes out). Answered 401 too, that page ended the session and cleared the saved
      // one before the new page read it, which then sent the visitor to /login?redirect=… without the notice
      // (CI, twice). So that page is left first; the tab's session storage stays.
      await ctx.page.goto('about:blank');
      await ctx.page.route(LOOKUP, (route) =>
        route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'SESSION_EXPIRED', message: 'Invalid login token' }) }),
      );
      ctx.notes.timedOut = true;
      await ctx.page.goto(urlOf(ctx, '/accounts/summary'));
    },
  },
  states: {
    // Before the portal is opened, and while it starts.
    restoring: async (ctx) => {
      if (ctx.index > 0) await expect(ctx.page).toHaveURL(/\/login/);
    },
    'signedOut.idle': async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      await expect(ctx.page.getByLabel('Find your account')).toBeVisible();
      const last = ctx.step?.event.type;
      if (last === 'xstate.done.actor.lookupAccount' || last === 'xstate.error.actor.lookupAccount') {
        await expect(await lookupAlert(ctx)).toBeVisible();
        await expect(ctx.page.getByLabel('Account Number')).not.toHaveValue('');
      }
      if (last === 'SESSION.CONTINUE') {
        await expect(await lookupAlert(ctx)).toBeVisible();
      }
      if (last === 'xstate.done.actor.sessionEnd' && ctx.notes.timedOut) {
        await expect(await lookupAlert(ctx)).toContainText('Invalid login token');
        await expect(ctx.page.getByText('Sign Out Successful')).toHaveCount(0);
        expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
      }
      if (last === 'xstate.done.actor.sessionEnd' && !ctx.notes.timedOut && prevState(ctx) === 'loggingOut' && ctx.notes.signedOutFromMenu) {
        await expect(ctx.page.getByText('Sign Out Successful')).toBeVisible();
      }
      if (last === 'xstate.done.actor.checkSecured') {
        await expect(await lookupAlert(ctx)).toContainText('Guest sign in is unavailable because you previously secured your account.');
      }
      if (last === 'xstate.done.actor.identityExchange') {
        // The exchange was refused: the sign-in failure is shown, nobody is signed in.
        await expect(ctx.page.getByRole('alert')).toContainText('Invalid login token');
        await expect(blockButton(ctx.page, 'login')).toBeEnabled();
        expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
      }
      if (last === 'LINKING.CANCEL') {
        await expect(linkingHeading(ctx)).toHaveCount(0);
        await expect(blockButton(ctx.page, 'login')).toBeEnabled();
        // The gateway session that carried the declined identity is left: the next call mints another.
        expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.sessionId')), 'the identity session is left').toBeNull();
      }
    },
    // A secure identity with no account of its own: the login page's linking view asks for a guest lookup.
    'signedOut.linking': async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      await expect(linkingHeading(ctx)).toBeVisible();
      await expect(ctx.page.getByRole('button', { name: 'Return to Sign In' })).toBeVisible();
      await expect(ctx.page.getByLabel('Find your account')).toBeVisible();
      if (ctx.step?.event.type === 'xstate.error.actor.checkSecured') await expect(await lookupAlert(ctx)).toBeVisible();
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session')), 'nobody is signed in').toBeNull();
    },
    // The popup closed with the tokens; the exchange (/api/mylo) runs.
    exchangingIdentity: async (ctx) => {
      expect(ctx.page.context().pages().filter((p) => p !== ctx.page && !p.isClosed()), 'the popup closed').toEqual([]);
    },
    // A guest lookup's call is held until its answer's step; after a secure exchange the lookup goes on by itself.
    authenticating: async (ctx) => {
      if (ctx.calls[ctx.answered]) await callSent(ctx);
    },
    checkingSecured: async (ctx) => {
      // The lookup answered and the secured check runs; the sign-in page is still shown.
      await expect(ctx.page).toHaveURL(/\/login|\/accounts/);
    },
    signedIn: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/accounts\//);
      await expect(ctx.page.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
      if (ctx.notes.exchange === 'account') await expect(ctx.page.getByTestId('signed-in-accounts')).toContainText(LINKED_IDENTITY.account);
    },
    // The end is under way or done (it is quick): the saved session is gone once the login page shows.
    loggingOut: async (ctx) => {
      ctx.notes.signedOutFromMenu = prevState(ctx) === 'signedIn';
      // The menu's Sign Out goes to /login; /logout goes to / and on to /login (with the page asked for).
      await expect(ctx.page).toHaveURL(ctx.notes.signedOutFromMenu ? /\/login$/ : /\/login/);
      await expect(ctx.page.getByText('Sign Out Successful')).toBeVisible();
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    },
    timingOut: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
    },
    // A readable continue link: the lookup it causes has gone out.
    continuing: async () => {},
  },
};
