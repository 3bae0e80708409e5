import { expect, type Page } from '@playwright/test';
import { urlOf, type ReplayContext, type UiExecutor } from './replay';
import { LINKED_IDENTITY, PHONE, TOKEN_ENDPOINT, blockButton, completeAtProvider, heldOf, heldSent, hold } from './secureSignIn.support';

/**
 * The token screen /auth/success (SPEC §2 Secure sign-in popup screens;
 * machines/flows/secure-sign-in.popup.machine.ts, secureSignInTokens), reached for real: on
 * Northwind's /login the subscriber presses Sign In and signs in at the provider as the seeded
 * linked identity (account 10000014), which sends the window back to /auth/success with a code.
 * The code exchange (the provider's token endpoint) is held at the browser (`page.route`) until the
 * path's answer: the provider's own, or a 400 invalid_grant (no tokens).
 * - In the popup (the opener is ours): the tokens go to the opener, which signs in; the popup closes.
 *   A path that presses "Click here to close window." needs a window the browser did not close:
 *   Chromium always closes a popup a script opened, so for that path an init script records
 *   window.close() on /auth/success instead of closing (a browser that refuses), and the button's
 *   press must ask again.
 * - No opener of ours: the window is phone-sized (§9 small screen), so the flow runs in this window
 *   and the token screen has no opener; the tokens go to this window's session, which goes on from
 *   /login to the summary.
 */

const winOf = (ctx: ReplayContext) => ctx.notes.win as Page;
const inPlace = (ctx: ReplayContext) => ctx.path.steps.some((s) => s.event.type === 'xstate.error.actor.postToOpener');
const closeRefused = (ctx: ReplayContext) => ctx.path.steps.some((s) => s.event.type === 'WINDOW.CLOSE');
const closeCalls = (win: Page) => win.evaluate(() => (window as unknown as { __closeCalls?: number }).__closeCalls ?? 0);
const closeButton = (win: Page) => win.getByRole('button', { name: 'Click here to close window.' });

async function signedIn(page: Page) {
  await expect(page).toHaveURL(/\/accounts\/summary$/, { timeout: 15_000 });
  await expect(page.getByTestId('signed-in-accounts')).toContainText(LINKED_IDENTITY.account);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.idToken')), 'the id token is kept for the provider logout').toBeTruthy();
}

export const secureSignInTokensUi: UiExecutor = {
  machineId: 'secureSignInTokens',
  drivableFirst: true,
  setup: () => ({
    publisher: 'northwind',
    accountNumber: LINKED_IDENTITY.account,
    postalCode: '98109',
    signIn: false,
    prepare: async (ctx) => {
      const { page } = ctx;
      // Every window of the context: the token screen runs in the popup.
      ctx.notes.held = await hold(page, TOKEN_ENDPOINT, 'context');
      if (closeRefused(ctx)) {
        await page.context().addInitScript(() => {
          if (location.pathname !== '/auth/success') return;
          const w = window as unknown as { __closeCalls: number };
          w.__closeCalls = 0;
          window.close = () => void w.__closeCalls++;
        });
      }
      await page.goto(urlOf(ctx, '/login'));
      if (inPlace(ctx)) {
        await page.setViewportSize(PHONE);
        await blockButton(page, 'login').click();
        ctx.notes.win = page;
      } else {
        const opened = page.waitForEvent('popup');
        await blockButton(page, 'login').click();
        ctx.notes.win = await opened;
      }
      await completeAtProvider(winOf(ctx), 'login');
    },
  }),
  events: {
    'xstate.done.actor.exchangeCode': async (ctx) => {
      await heldOf(ctx).pass();
    },
    'xstate.error.actor.exchangeCode': async (ctx) => {
      await heldOf(ctx).fail({ status: 400, body: { error: 'invalid_grant', error_description: 'Code not valid' } });
    },
    // The screen posts to its opener by itself; without one it goes on here.
    'xstate.done.actor.postToOpener': async () => {},
    'xstate.error.actor.postToOpener': async () => {},
    'WINDOW.CLOSE': async (ctx) => {
      const win = winOf(ctx);
      const before = await closeCalls(win);
      await closeButton(win).click();
      await expect.poll(() => closeCalls(win), { message: 'the button asks the browser to close the window' }).toBe(before + 1);
    },
  },
  states: {
    exchanging: async (ctx) => {
      const win = winOf(ctx);
      await expect(win).toHaveURL(/\/auth\/success/);
      await expect(win.getByRole('status').filter({ hasText: 'Completing secure sign-in…' })).toBeVisible();
      const request = await heldSent(ctx);
      expect(request.postData() ?? '', 'the authorization code is exchanged').toContain('grant_type=authorization_code');
    },
    postingToOpener: async (ctx) => {
      // The provider answered the exchange with the tokens.
      const response = await (await heldSent(ctx)).response();
      expect(response?.status(), 'the token endpoint answered').toBe(200);
    },
    posted: async (ctx) => {
      const win = winOf(ctx);
      if (closeRefused(ctx)) {
        await expect.poll(() => closeCalls(win), { message: 'the popup asks to close itself' }).toBeGreaterThanOrEqual(1);
        await expect(closeButton(win)).toBeVisible();
      } else {
        await win.waitForEvent('close');
      }
      // The opener got the tokens: signed in.
      await signedIn(ctx.page);
    },
    continuingHere: async (ctx) => {
      // No opener: this window's session takes the tokens and goes on from /login.
      expect(winOf(ctx)).toBe(ctx.page);
      await signedIn(ctx.page);
    },
    failed: async (ctx) => {
      const win = winOf(ctx);
      await expect(win.getByRole('alert').filter({ hasText: 'Secure sign-in did not complete' })).toBeVisible();
      // The page that opened the popup is still signed out on /login.
      await expect(ctx.page).toHaveURL(/\/login$/);
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
      if (ctx.isLast) {
        await win.getByRole('link', { name: 'Return to Sign In' }).click();
        await expect(win).toHaveURL(/\/login$/);
      }
    },
  },
  describe: {
    events: {
      'xstate.done.actor.exchangeCode': "the provider's token endpoint answers (held at the browser until then)",
      'xstate.error.actor.exchangeCode': 'the token endpoint answers 400 invalid_grant (page.route)',
      'xstate.done.actor.postToOpener': 'none: the popup posts the tokens to the page that opened it',
      'xstate.error.actor.postToOpener': 'none: a phone-sized window ran the flow in place, no opener',
      'WINDOW.CLOSE': '"Click here to close window." (window.close() recorded: Chromium would have closed the popup)',
    },
    states: {
      exchanging: '/auth/success says "Completing secure sign-in…"; the code exchange is sent',
      postingToOpener: 'the exchange answered 200 with the tokens',
      posted: 'the popup asked to close; the opener is signed in (10000014)',
      continuingHere: 'this window goes on from /login to the summary (10000014)',
      failed: '"Secure sign-in did not complete" with "Return to Sign In"; the opener still signed out',
    },
  },
};
