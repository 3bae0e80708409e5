import { expect } from '@playwright/test';
import { say, settled, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * Configuration load (§4, §2 Shell) as a visitor meets it: opening the sign-in page, the portal asks
 * for its client configuration (service discovery) and then its admin configuration, showing
 * "Loading..." meanwhile; a failing call shows the server-error page with the message and the URL
 * that failed, and "Try This Page Again" reloads the page.
 *
 * The server writes both answers into the page (issue 15), so no call would be seen: the replay
 * serves the page without them (as a portal whose configuration comes from elsewhere would), and
 * holds each call at the browser until the path's answer: the real server's, or a 500.
 *
 * Nobody signs in. Boréale in French for the failing admin configuration, Northwind otherwise.
 */

const CALLS = /\/api\/(discovery|AdminConfig)(\?|$)/;
const DISCOVERY = /\/api\/discovery$/;

/** Serves the sign-in page without the configuration the server writes into it, so calls 1 and 2 are made. */
async function withoutPageConfig(ctx: ReplayContext): Promise<void> {
  await ctx.page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      // Node does not resolve *.localhost as Chromium does: fetch from loopback with the publisher's Host.
      const target = new URL(route.request().url());
      const host = target.host;
      target.hostname = '127.0.0.1';
      const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
      const body = (await response.text()).replace(/<script id="portal-config"[\s\S]*?<\/script>/, '');
      expect(body, 'the page no longer carries its configuration').not.toContain('portal-config');
      ctx.notes.documents = Number(ctx.notes.documents ?? 0) + 1;
      await route.fulfill({ response, body });
    },
  );
}

const heading = (ctx: ReplayContext) => ctx.page.getByRole('heading', { level: 1 });
const loadingScreen = (ctx: ReplayContext) => ctx.page.getByRole('status').filter({ hasText: say(ctx, 'Loading...', 'Chargement...') });
const serverError = (ctx: ReplayContext) => ctx.page.getByRole('heading', { level: 1, name: say(ctx, 'Oops. There appears to be a server error.', 'Oups. Il semble y avoir une erreur de serveur.') });
const retryButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Try This Page Again', 'Réessayer cette page') });

/** A busy state: the call has gone out, is held, and the page says Loading... and nothing else. */
async function busyWith(ctx: ReplayContext, call: RegExp): Promise<void> {
  const plan = ctx.calls[ctx.answered];
  if (!plan) throw new Error('no configuration call is under way');
  await Promise.race([plan.requested, new Promise((_, reject) => setTimeout(() => reject(new Error(`the call ${call} was never sent`)), 10_000))]);
  const sent = (ctx.notes.sent as string[] | undefined) ?? [];
  expect(sent.at(-1), 'the call under way').toMatch(call);
  await expect(loadingScreen(ctx)).toBeVisible();
  await expect(heading(ctx)).toHaveCount(0);
}

export const configLoadUi: UiExecutor = {
  machineId: 'configLoad',
  setup: (path) => {
    const adminFails = path.steps.some((s) => s.event.type === 'xstate.error.actor.fetchAdminConfig');
    const prepare = async (ctx: ReplayContext) => {
      const sent: string[] = [];
      ctx.notes.sent = sent;
      ctx.page.on('request', (request) => {
        if (CALLS.test(request.url())) sent.push(request.url());
      });
      if (ctx.lang === 'fr') await ctx.page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
      await withoutPageConfig(ctx);
      await trigger(ctx, CALLS, () => ctx.page.goto(urlOf(ctx, '/login')).then(() => {}), { refetch: false });
    };
    if (adminFails) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4', signIn: false, prepare };
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118', signIn: false, prepare };
  },
  events: {
    'xstate.done.actor.discoverService': settled,
    'xstate.error.actor.discoverService': settled,
    'xstate.done.actor.fetchAdminConfig': settled,
    'xstate.error.actor.fetchAdminConfig': settled,
    // The service is still down: the reloaded page fails again.
    'CONFIG.RETRY': async (ctx) => {
      await ctx.page.unroute(CALLS);
      await ctx.page.route(DISCOVERY, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) }),
      );
      ctx.notes.documentsBefore = ctx.notes.documents;
      const reload = ctx.page.waitForEvent('load');
      await retryButton(ctx).click();
      await reload;
    },
  },
  states: {
    discovering: (ctx) => busyWith(ctx, DISCOVERY),
    loadingAdminConfig: (ctx) => busyWith(ctx, /\/api\/AdminConfig\?globalCode=(NWM|BOR)$/),
    loaded: async (ctx) => {
      await expect(heading(ctx)).toHaveText(say(ctx, 'Welcome to Northwind Magazines', 'Bienvenue chez Boréale'));
      await expect(loadingScreen(ctx)).toHaveCount(0);
      await expect(serverError(ctx)).toHaveCount(0);
    },
    failed: async (ctx) => {
      await expect(serverError(ctx)).toBeVisible();
      const admin = ctx.step?.event.type === 'xstate.error.actor.fetchAdminConfig';
      // The refusal's code said in the page's language (not the gateway's English) and the URL of the call that failed (§2 Shell).
      const alert = ctx.page.getByRole('alert');
      await expect(alert).toContainText(say(ctx, 'Something went wrong on our side. Please try again.', 'Un problème est survenu de notre côté. Veuillez réessayer.'));
      await expect(alert).not.toContainText('The service is unavailable.');
      await expect(alert.locator('code')).toHaveText(admin ? /\/api\/AdminConfig\?globalCode=BOR$/ : /\/api\/discovery$/);
      await expect(retryButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'CONFIG.RETRY') {
        // The page was loaded again (and failed again): not the same page left as it was.
        expect(ctx.notes.documents, 'Try This Page Again reloaded the page').toBe(Number(ctx.notes.documentsBefore) + 1);
      }
    },
  },
};
