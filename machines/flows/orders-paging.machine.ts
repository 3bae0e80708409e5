import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';

/**
 * The orders list (SPEC §2 Orders, §3 viewAllOrders): the first few orders, or every order a page
 * at a time.
 *
 * - awaitingOrders: ORDERS.LISTED brings how many orders there are and the session's viewAllOrders.
 * - fewer: the first `fewerCount` orders; ORDERS.VIEW_ALL (only for a longer list) shows them all.
 * - all: every order, `perPage` a page, from the first page; ORDERS.PAGE goes to a page that exists;
 *   ORDERS.VIEW_FEWER (only for a longer list) goes back to the first few.
 * Each switch is remembered for the session (§9 session storage). ORDERS.LISTED again (a refetch)
 * only updates the count.
 */

export interface OrdersPagingInput {
  /** Orders a page once every order is shown. */
  perPage: number;
  /** Orders shown until View all is chosen. */
  fewerCount: number;
}

export interface OrdersPagingContext extends OrdersPagingInput {
  total: number;
  page: number;
}

export type OrdersPagingEvent =
  | { type: 'ORDERS.LISTED'; total: number; viewAll: boolean }
  | { type: 'ORDERS.VIEW_ALL' }
  | { type: 'ORDERS.VIEW_FEWER' }
  | { type: 'ORDERS.PAGE'; page: number };

const pagesOf = (context: OrdersPagingContext) => Math.max(1, Math.ceil(context.total / context.perPage));

export const ordersPagingMachine = setup({
  types: { context: {} as OrdersPagingContext, events: {} as OrdersPagingEvent, input: {} as OrdersPagingInput },
  actions: {
    'store total': assign({ total: ({ event }) => eventOf(event, 'ORDERS.LISTED').total }),
    'store page': assign({ page: ({ event }) => eventOf(event, 'ORDERS.PAGE').page }),
    'first page': assign({ page: 1 }),
    /** §3 viewAllOrders, kept in session storage so a reload keeps it and logout forgets it. */
    'remember view all': (_, _params: { viewAll: boolean }) => {
      throw new Error('remember view all: add it with .provide()');
    },
  },
  guards: {
    'views all': ({ event }) => eventOf(event, 'ORDERS.LISTED').viewAll,
    'list is long': ({ context }) => context.total > context.fewerCount,
    'page exists': ({ context, event }) => {
      const { page } = eventOf(event, 'ORDERS.PAGE');
      return Number.isInteger(page) && page >= 1 && page <= pagesOf(context);
    },
  },
}).createMachine({
  id: 'ordersPaging',
  context: ({ input }) => ({ ...input, total: 0, page: 1 }),
  initial: 'awaitingOrders',
  on: { 'ORDERS.LISTED': { actions: 'store total' } },
  states: {
    awaitingOrders: {
      on: {
        'ORDERS.LISTED': [
          { guard: 'views all', target: 'all', actions: 'store total' },
          { target: 'fewer', actions: 'store total' },
        ],
      },
    },
    fewer: {
      on: {
        'ORDERS.VIEW_ALL': { guard: 'list is long', target: 'all', actions: ['first page', { type: 'remember view all', params: { viewAll: true } }] },
      },
    },
    all: {
      on: {
        'ORDERS.VIEW_FEWER': { guard: 'list is long', target: 'fewer', actions: { type: 'remember view all', params: { viewAll: false } } },
        'ORDERS.PAGE': { guard: 'page exists', actions: 'store page' },
      },
    },
  },
});

export type OrdersPagingRef = ActorRefFrom<typeof ordersPagingMachine>;
