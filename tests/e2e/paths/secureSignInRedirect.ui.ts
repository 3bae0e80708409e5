import { expect } from '@playwright/test';
import { secureSignInRedirectInput } from '../../../machines/paths/secure-sign-in.paths';
import { REDIRECT_STALL_MS } from '../../../machines/flows/secure-sign-in.popup.machine';
import { urlOf, type ReplayContext, type UiExecutor } from './replay';
import { heldOf, heldSent, hold, providerHeading } from './secureSignIn.support';

/**
 * The popup-URL screen /auth/login (SPEC §2 Secure sign-in popup screens;
 * machines/flows/secure-sign-in.popup.machine.ts, secureSignInRedirect), opened at the URL the
 * block gives the popup for the path's input (`?action=register&locale=fr-CA`). The screen loads
 * keycloak-js and sends the window to the provider's create-account page in French. Two ways it
 * does not get there:
 * - the redirect fails at once: keycloak-js cannot be loaded (its chunk's request is dropped by
 *   `page.route`), so "Click here if not redirected." shows before the stall delay is over;
 * - the redirect does not happen in time: the provider's page is held at the browser (`page.route`),
 *   so the screen is still shown when the delay (4 s) expires and offers the link; once let go, the
 *   provider's French create-account page shows.
 */

const KEYCLOAK_CHUNK = /\/assets\/[^/]*keycloak[^/]*\.js$/;
const PROVIDER_REDIRECT = /\/realms\/portal\/protocol\/openid-connect\/(registrations|auth)\?/;

const link = (ctx: ReplayContext) => ctx.page.getByRole('link', { name: 'Click here if not redirected.' });
const busy = (ctx: ReplayContext) => ctx.page.getByRole('status').filter({ hasText: 'Opening secure sign-in…' });
const failsAtOnce = (ctx: ReplayContext) => ctx.path.steps.some((s) => s.event.type === 'xstate.error.actor.redirectToProvider');

export const secureSignInRedirectUi: UiExecutor = {
  machineId: 'secureSignInRedirect',
  drivableFirst: true,
  setup: () => ({
    publisher: 'northwind',
    accountNumber: '10000014',
    postalCode: '98109',
    signIn: false,
    prepare: async (ctx) => {
      const { action, locale } = secureSignInRedirectInput;
      ctx.notes.held = await hold(ctx.page, failsAtOnce(ctx) ? KEYCLOAK_CHUNK : PROVIDER_REDIRECT);
      await ctx.page.goto(urlOf(ctx, `/auth/login?action=${action}&locale=${locale}`));
    },
  }),
  events: {
    'xstate.error.actor.redirectToProvider': async (ctx) => {
      await heldOf(ctx).fail('abort');
    },
    // The delay runs out by itself.
    'xstate.after.redirectStall.secureSignInRedirect.redirecting': async () => {},
  },
  states: {
    redirecting: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/auth\/login\?/);
      await expect(busy(ctx)).toBeVisible();
      await expect(link(ctx)).toHaveCount(0);
      const request = await heldSent(ctx);
      if (!failsAtOnce(ctx)) {
        // The window goes to the provider's create-account page, in French.
        const url = new URL(request.url());
        expect(url.pathname).toMatch(/\/registrations$/);
        expect(url.searchParams.get('ui_locales')).toBe(secureSignInRedirectInput.locale);
        expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/success$/);
      }
    },
    stalled: async (ctx) => {
      if (ctx.step?.event.type === 'xstate.error.actor.redirectToProvider') {
        // At once, not by the stall delay: before it could have run out.
        const limit = heldOf(ctx).sentAt()! + REDIRECT_STALL_MS - 500;
        await expect(link(ctx)).toBeVisible({ timeout: Math.max(1, limit - Date.now()) });
      } else {
        await expect(link(ctx)).toBeVisible({ timeout: REDIRECT_STALL_MS + 8_000 });
        // Let go, the redirect lands on the provider's create-account page in French.
        await heldOf(ctx).pass();
        await expect(providerHeading(ctx.page, 'register', 'fr')).toBeVisible();
        return;
      }
      // The link leads back to /login.
      await link(ctx).click();
      await expect(ctx.page).toHaveURL(/\/login$/);
      await expect(ctx.page.getByRole('button', { name: 'Create an Account', exact: true })).toBeVisible();
    },
  },
  describe: {
    events: {
      'xstate.error.actor.redirectToProvider': "keycloak-js's chunk cannot be loaded (page.route drops it)",
      'xstate.after.redirectStall.secureSignInRedirect.redirecting': "4 s pass with the provider's page held at the browser",
    },
    states: {
      redirecting: '"Opening secure sign-in…", no link; the redirect asked for is the French create-account page',
      stalled: '"Click here if not redirected." (back to /login); the held redirect lands on the French provider page',
    },
  },
};
