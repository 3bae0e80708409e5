import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { TCountryFooter } from '../../contracts/schemas/config';

/**
 * Alternative brand footer (SPEC §2 Footer, §7 call 3).
 *
 * - locating: the footer URL answers the visitor's country.
 * - loadingLists: the country JSON file built from the base URL answers the link lists.
 * - loaded: the lists are in context.
 * - unavailable: either call failed; the shell falls back to the standard footer, because a
 *   footer must never block the page.
 */

/** The publisher's PageFooter.CustomFooter URLs (§3) and its globalCode. */
export interface BrandFooterInput {
  globalCode: string;
  footerUrl: string;
  countryBaseUrl: string;
}

export interface BrandFooterContext extends BrandFooterInput {
  country: string | null;
  footer: TCountryFooter | null;
}

export const brandFooterMachine = setup({
  types: {
    input: {} as BrandFooterInput,
    context: {} as BrandFooterContext,
  },
  actors: {
    /** Rejects when the footer URL fails. */
    locateCountry: fromPromise<string, { globalCode: string; footerUrl: string }>(() => {
      throw new Error('locateCountry: add it with .provide()');
    }),
    /** Rejects when the country file is missing or malformed. */
    fetchCountryFooter: fromPromise<TCountryFooter, { globalCode: string; countryBaseUrl: string; country: string }>(() => {
      throw new Error('fetchCountryFooter: add it with .provide()');
    }),
  },
}).createMachine({
  id: 'brandFooter',
  context: ({ input }) => ({ ...input, country: null, footer: null }),
  initial: 'locating',
  states: {
    locating: {
      invoke: {
        id: 'locateCountry',
        src: 'locateCountry',
        input: ({ context }) => ({ globalCode: context.globalCode, footerUrl: context.footerUrl }),
        onDone: { target: 'loadingLists', actions: assign({ country: ({ event }) => event.output }) },
        onError: { target: 'unavailable' },
      },
    },
    loadingLists: {
      invoke: {
        id: 'fetchCountryFooter',
        src: 'fetchCountryFooter',
        input: ({ context }) => ({
          globalCode: context.globalCode,
          countryBaseUrl: context.countryBaseUrl,
          country: context.country ?? '',
        }),
        onDone: { target: 'loaded', actions: assign({ footer: ({ event }) => event.output }) },
        onError: { target: 'unavailable' },
      },
    },
    loaded: { type: 'final' },
    unavailable: { type: 'final' },
  },
});

export type BrandFooterRef = ActorRefFrom<typeof brandFooterMachine>;
