import { expect } from '@playwright/test';
import { secureSignInRedirectInput } from '../../../machines/paths/secure-sign-in.paths';
import { REDIRECT_STALL_MS } from '../../../machines/flows/secure-sign-in.popup.machine';
import { urlOf, type ReplayContext, type UiExecutor } from './replay';
import { heldOf, heldSent, hold, providerHeading } from './secureSignIn.support';

/**
 * The popup-URL screen /auth/login (SPEC §2 Secure sign-in popup screens;
 * machines/flows/secure-sign-in.popup.machine.ts, secureSignInRedirect), opened at the URL the
 * block gives the popup for the path's input (`?action=register&locale=fr-CA`). The screen loads
 * keycloak-js and sends the window to the provider's create-account page in French. keycloak-js's
 * chunk is held at the browser (`page.route`) until the path says how it goes:
 * - the redirect fails at once: the chunk's request is dropped, so "Click here if not redirected."
 *   shows before the stall delay is over; the link leads back to /login;
 * - the redirect does not happen in time: the chunk is still held when the delay (4 s) expires, and
 *   the screen offers the link; once let go, keycloak-js sends the window on to the provider's
 *   create-account page, asked in French (ui_locales=fr-CA), which shows in French.
 */

const KEYCLOAK_CHUNK = /\/assets\/[^/]*keycloak[^/]*\.js$/;
const PROVIDER_REDIRECT = /\/realms\/portal\/protocol\/openid-connect\/(registrations|auth)\?/;

const link = (ctx: ReplayContext) => ctx.page.getByRole('link', { name: 'Click here if not redirected.' });
const busy = (ctx: ReplayContext) => ctx.page.getByRole('status').filter({ hasText: 'Opening secure sign-in…' });

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
      ctx.notes.held = await hold(ctx.page, KEYCLOAK_CHUNK);
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
      // keycloak-js is asked for (and held).
      await heldSent(ctx);
    },
    stalled: async (ctx) => {
      if (ctx.step?.event.type === 'xstate.error.actor.redirectToProvider') {
        // At once, not by the stall delay: before it could have run out.
        const limit = heldOf(ctx).sentAt()! + REDIRECT_STALL_MS - 500;
        await expect(link(ctx)).toBeVisible({ timeout: Math.max(1, limit - Date.now()) });
      } else {
        await expect(link(ctx)).toBeVisible({ timeout: REDIRECT_STALL_MS + 8_000 });
        await expect(busy(ctx)).toBeVisible();
        // Let go, keycloak-js sends the window to the provider's create-account page, in French.
        const redirect = ctx.page.waitForRequest(PROVIDER_REDIRECT);
        await heldOf(ctx).pass();
        const url = new URL((await redirect).url());
        expect(url.pathname).toMatch(/\/registrations$/);
        expect(url.searchParams.get('ui_locales')).toBe(secureSignInRedirectInput.locale);
        expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/success$/);
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
      'xstate.after.redirectStall.secureSignInRedirect.redirecting': '4 s pass with keycloak-js held at the browser',
    },
    states: {
      redirecting: '"Opening secure sign-in…", no link; keycloak-js asked for',
      stalled: '"Click here if not redirected." (back to /login); let go, the redirect asks the French create-account page and lands there',
    },
  },
};
