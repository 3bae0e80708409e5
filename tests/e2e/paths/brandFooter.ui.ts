import { expect } from '@playwright/test';
import { callSent, settled, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * The alternative brand footer (§2 Footer, §7 call 3) as a visitor sees it on Boréale, the publisher
 * that has one (Northwind's is off, so its machine never starts): the footer URL answers the
 * visitor's country, then that country's file answers the link lists, shown as headed lists of
 * links opened in new tabs. Until then, and when either call fails, the standard footer links show
 * (a footer never blocks the page). Each call is held at the browser until the path's answer: the
 * real server's, or a 500. In French, signed out (nothing is changed).
 */

const FOOTER_CALLS = /\/api\/footer\/(location|countries\/[^/?]+\.json)(\?|$)/;

const footer = (ctx: ReplayContext) => ctx.page.getByRole('contentinfo');
const brandLists = (ctx: ReplayContext) => footer(ctx).getByRole('navigation', { name: 'Marque' });
const standardLinks = (ctx: ReplayContext) => footer(ctx).getByRole('navigation', { name: 'Pied de page' });

/** The standard footer, no brand lists: while the lists load, and when they could not be had. */
async function standardFooter(ctx: ReplayContext): Promise<void> {
  await expect(standardLinks(ctx).getByRole('link', { name: 'Service à la clientèle' })).toBeVisible();
  await expect(brandLists(ctx)).toHaveCount(0);
  // The page itself is there whatever the footer does.
  await expect(ctx.page.getByRole('heading', { level: 1, name: 'Bienvenue chez Boréale' })).toBeVisible();
}

/** A busy state: the call under way is the one expected, held, and the brand lists are not shown yet. */
async function loadingFooter(ctx: ReplayContext, call: RegExp): Promise<void> {
  await callSent(ctx);
  const sent = ctx.notes.sent as string[];
  expect(sent.at(-1), 'the footer call under way').toMatch(call);
  await standardFooter(ctx);
}

export const brandFooterUi: UiExecutor = {
  machineId: 'brandFooter',
  setup: () => ({
    publisher: 'boreale',
    accountNumber: '20000001',
    postalCode: 'H2J2L4',
    signIn: false,
    prepare: async (ctx) => {
      const sent: string[] = [];
      ctx.notes.sent = sent;
      ctx.page.on('request', (request) => {
        if (FOOTER_CALLS.test(request.url())) sent.push(request.url());
      });
      await ctx.page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
      await trigger(ctx, FOOTER_CALLS, () => ctx.page.goto(urlOf(ctx, '/login')).then(() => {}), { refetch: false });
    },
  }),
  events: {
    'xstate.done.actor.locateCountry': settled,
    'xstate.error.actor.locateCountry': settled,
    'xstate.done.actor.fetchCountryFooter': settled,
    'xstate.error.actor.fetchCountryFooter': settled,
  },
  states: {
    locating: (ctx) => loadingFooter(ctx, /\/api\/footer\/location\?globalCode=BOR$/),
    // The country the footer URL answered (CA for the server's visitors) names the file.
    loadingLists: (ctx) => loadingFooter(ctx, /\/api\/footer\/countries\/CA\.json\?globalCode=BOR$/),
    loaded: async (ctx) => {
      const lists = brandLists(ctx);
      await expect(lists.getByRole('heading', { name: 'Nos magazines / Our magazines' })).toBeVisible();
      await expect(lists.getByRole('heading', { name: 'Aide / Help' })).toBeVisible();
      const boutique = lists.getByRole('link', { name: 'Boutique' });
      await expect(boutique).toHaveAttribute('href', 'https://boutique.boreale.example/ca');
      await expect(boutique).toHaveAttribute('target', '_blank');
      // The brand lists replace the standard links.
      await expect(standardLinks(ctx)).toHaveCount(0);
    },
    unavailable: async (ctx) => {
      await standardFooter(ctx);
      // No call is left under way: the footer gave up.
      const sent = ctx.notes.sent as string[];
      await ctx.page.waitForTimeout(300);
      expect(sent.length, 'no footer call after the failure').toBe(ctx.answered);
    },
  },
};
