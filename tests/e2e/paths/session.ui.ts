import { expect } from '@playwright/test';
import {
  callSent,
  settled,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Session and sign-in as a subscriber meets it: opening the portal (its configuration loads, a saved
 * session is restored or not), the guest lookup by account number and postal code (found, unknown,
 * a dropped connection, a secured account refused), a continue-session link (/mylo/continue?ac=,
 * readable or not, signed out or in), the account refetched by a reload, signing out (the menu, or
 * /logout with nobody signed in), and a session timeout (the account refetch answered 'Invalid login
 * token' through page.route). These paths start signed out (no sign-in in the setup). Paths that need
 * the identity provider's popup (SECURE.TOKENS, the exchange, linking), a publisher requiring secure
 * sign-in, a logout while the portal is still starting, a clean-up or a saved session the browser
 * cannot fail to read are skipped with the reason.
 */

const LOOKUP = /\/api\/GC-call-globalcustomer$/;

const findButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: 'Find Your Account' });
const lookupAlert = (ctx: ReplayContext) => ctx.page.getByRole('alert').filter({ hasText: 'Account Lookup Error' });

/** Why a path cannot be driven from the browser, or null. */
function unreachable(path: ReplayContext['path']): string | null {
  const types = path.steps.map((s) => s.event.type);
  if (types.some((t) => t.startsWith('SECURE.') || t.startsWith('LINKING.') || t.includes('exchangeIdentity'))) {
    return 'secure sign-in goes through the identity provider popup, which the replay does not drive yet';
  }
  if (types.includes('xstate.error.actor.restoreSession')) return 'an unreadable saved session cannot be produced by a subscriber';
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
    'xstate.done.actor.lookupAccount': settled,
    // A dropped connection: the lookup never reaches the gateway.
    'xstate.error.actor.lookupAccount': settled,
    // Whether the account was secured: asked of the gateway as part of the guest sign-in.
    'xstate.done.actor.checkSecured': async (ctx) => {
      await expect(ctx.page.getByRole('alert').or(ctx.page.getByRole('button', { name: 'My Account' })).first()).toBeVisible();
    },
    // Signed in: My Account, Sign Out; nobody signed in: the /logout address (it still clears storage).
    'SESSION.LOGOUT': async (ctx) => {
      if (ctx.step && prevState(ctx) === 'signedIn') {
        await ctx.page.getByRole('button', { name: 'My Account' }).click();
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
        await expect(lookupAlert(ctx)).toBeVisible();
        await expect(ctx.page.getByLabel('Account Number')).not.toHaveValue('');
      }
      if (last === 'SESSION.CONTINUE') {
        await expect(lookupAlert(ctx)).toBeVisible();
      }
      if (last === 'xstate.done.actor.sessionEnd' && ctx.notes.timedOut) {
        await expect(lookupAlert(ctx)).toContainText('Invalid login token');
        await expect(ctx.page.getByText('Sign Out Successful')).toHaveCount(0);
        expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
      }
      if (last === 'xstate.done.actor.sessionEnd' && !ctx.notes.timedOut && prevState(ctx) === 'loggingOut' && ctx.notes.signedOutFromMenu) {
        await expect(ctx.page.getByText('Sign Out Successful')).toBeVisible();
      }
      if (last === 'xstate.done.actor.checkSecured') {
        await expect(lookupAlert(ctx)).toContainText('Guest sign in is unavailable because you previously secured your account.');
      }
    },
    authenticating: callSent,
    checkingSecured: async (ctx) => {
      // The lookup answered and the secured check runs; the sign-in page is still shown.
      await expect(ctx.page).toHaveURL(/\/login|\/accounts/);
    },
    signedIn: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/accounts\//);
      await expect(ctx.page.getByRole('button', { name: 'My Account' })).toBeVisible();
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
