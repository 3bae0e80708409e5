import { expect, type Page } from '@playwright/test';
import type { SecureAction } from '../../../machines/flows/secure-sign-in.opener.machine';
import { urlOf, type ReplayContext, type UiExecutor } from './replay';
import { LINKED_IDENTITY, PHONE, PROVIDER_PAGE, blockButton, completeAtProvider, providerHeading } from './secureSignIn.support';

/**
 * The secure sign-in block on /login (SPEC §2 Login page; machines/flows/secure-sign-in.opener.machine.ts),
 * as a subscriber meets it on Northwind: "Sign In" or "Create an Account" opens the identity
 * provider's popup (a real popup window of the embedded provider, server/idp). In the popup the
 * subscriber signs in as the seeded linked identity (account 10000014) or creates a new identity;
 * the popup posts the tokens back and closes, and the page goes on (the summary, or the linking view
 * for a new identity). Closing the popup by hand leaves the buttons as they were (the block notices
 * one poll later). No popup: the window is phone-sized (§9 small screen), so the portal opens none
 * and runs the same flow in this window. When the path opens the popup again after the tokens, the
 * session refuses them (its identity exchange, /api/mylo, answered 500 by `page.route`), so the
 * block is still there to be pressed.
 */

const LINK = /\/api\/mylo$/;

const popupOf = (ctx: ReplayContext) => ctx.notes.popup as Page | null | undefined;
const actionOf = (ctx: ReplayContext) => (ctx.notes.action as SecureAction | undefined) ?? 'login';

async function onLoginPage(ctx: ReplayContext) {
  await expect(ctx.page).toHaveURL(/\/login$/);
  await expect(blockButton(ctx.page, 'login')).toBeEnabled();
  await expect(blockButton(ctx.page, 'register')).toBeEnabled();
}

/** Only the portal's own window is open. */
function noPopup(ctx: ReplayContext) {
  expect(
    ctx.page.context().pages().filter((p) => p !== ctx.page && !p.isClosed()),
    'no popup window is open',
  ).toEqual([]);
}

export const secureSignInOpenerUi: UiExecutor = {
  machineId: 'secureSignInOpener',
  drivableFirst: true,
  setup: () => ({
    publisher: 'northwind',
    accountNumber: LINKED_IDENTITY.account,
    postalCode: '98109',
    signIn: false,
    prepare: async (ctx) => {
      await ctx.page.goto(urlOf(ctx, '/login'));
    },
  }),
  events: {
    'SECURE.OPEN': async (ctx, event) => {
      const action = event.action as SecureAction;
      const { page } = ctx;
      const open = popupOf(ctx);
      ctx.notes.action = action;
      if (ctx.next?.type === 'POPUP.BLOCKED') {
        // A phone: the portal opens no popup.
        await page.setViewportSize(PHONE);
        await blockButton(page, action).click();
        ctx.notes.popup = null;
      } else if (open && !open.isClosed()) {
        // The popup is still open: the same window goes to the other page (window.open by name).
        await blockButton(page, action).click();
        await open.waitForURL(PROVIDER_PAGE);
      } else {
        const opened = page.waitForEvent('popup');
        await blockButton(page, action).click();
        const popup = await opened;
        await popup.waitForURL(PROVIDER_PAGE);
        ctx.notes.popup = popup;
      }
    },
    'POPUP.TOKENS': async (ctx) => {
      const popup = popupOf(ctx);
      if (!popup) throw new Error('no popup is open');
      if (ctx.next?.type === 'SECURE.OPEN') {
        // The session refuses the tokens: its identity exchange fails.
        await ctx.page.route(LINK, (route) =>
          route.request().method() === 'OPTIONS'
            ? route.continue()
            : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) }),
        );
        ctx.notes.refused = true;
      }
      const closed = popup.waitForEvent('close');
      await completeAtProvider(popup, actionOf(ctx));
      await closed;
    },
    // The page does the rest by itself (see SECURE.OPEN).
    'POPUP.BLOCKED': async () => {},
    'POPUP.CLOSED': async (ctx) => {
      const popup = popupOf(ctx);
      if (!popup) throw new Error('no popup is open');
      await popup.close();
      ctx.notes.popup = null;
      // The block looks every second, and reports a closed popup one look later.
      await ctx.page.waitForTimeout(2_500);
    },
  },
  states: {
    idle: async (ctx) => {
      await onLoginPage(ctx);
      noPopup(ctx);
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session')), 'nobody is signed in').toBeNull();
    },
    popupOpen: async (ctx) => {
      if (ctx.next?.type === 'POPUP.BLOCKED') {
        // Asked for a popup and got none: nothing opened.
        noPopup(ctx);
        return;
      }
      const popup = popupOf(ctx);
      if (!popup || popup.isClosed()) throw new Error('the popup is not open');
      await expect(providerHeading(popup, actionOf(ctx))).toBeVisible();
      // The page waits on /login.
      await onLoginPage(ctx);
    },
    continuingHere: async (ctx) => {
      // This window goes to the provider's page for the action chosen, by the in-place popup URL.
      await expect(ctx.page).toHaveURL(PROVIDER_PAGE);
      await expect(providerHeading(ctx.page, actionOf(ctx))).toBeVisible();
      noPopup(ctx);
    },
    tokensReceived: async (ctx) => {
      const { page } = ctx;
      expect(popupOf(ctx)?.isClosed() ?? true, 'the popup closed').toBe(true);
      if (ctx.notes.refused) {
        // The session got the tokens and could not exchange them: the block is still there.
        await expect(page.getByRole('alert')).toBeVisible();
        await onLoginPage(ctx);
        ctx.notes.popup = null;
        await page.unroute(LINK);
        ctx.notes.refused = false;
        // The provider is still signed in: a second Sign In would pass through it without a page
        // (opener/8 failed there). Its session ends, so that the next popup shows the provider's page.
        await page.context().clearCookies({ name: /^idp_session/ });
        return;
      }
      if (actionOf(ctx) === 'register') {
        // A new identity has no account yet: the linking view.
        await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Return to Sign In' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/accounts\/summary$/);
        await expect(page.getByTestId('signed-in-accounts')).toContainText(LINKED_IDENTITY.account);
      }
      expect(await page.evaluate(() => sessionStorage.getItem('portal.idToken')), 'the id token is kept for the provider logout').toBeTruthy();
    },
  },
  describe: {
    events: {
      'SECURE.OPEN': 'Sign In or Create an Account pressed on /login (on a phone when no popup follows)',
      'POPUP.TOKENS': 'the subscriber signs in (linked@northwind.example) or creates an identity in the popup, which closes',
      'POPUP.BLOCKED': 'none: a phone-sized window gets no popup',
      'POPUP.CLOSED': 'the subscriber closes the popup without signing in',
    },
    states: {
      idle: '/login with both buttons, no popup, nobody signed in',
      popupOpen: "the popup shows the provider's page for the action; the page waits on /login",
      continuingHere: "this window shows the provider's page for the action",
      tokensReceived: 'the popup closed; the summary (10000014), or the linking view for a new identity',
    },
  },
};
