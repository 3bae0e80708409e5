import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TRenewalRequest, TRenewalResponse } from '../../contracts/schemas/actions';

/**
 * Renew in the portal (designed, issue 13: no renewal URL configured): terms and price first, then
 * the bill of one more term, paid under Make a Payment (card on file or a new card, idempotent).
 *
 * - awaitingOrder: RENEWAL.ORDER brings the order from the lookup.
 * - unavailable: the order cannot be renewed here (not a term subscription of ours).
 * - reviewing: the term and its price; RENEWAL.CONFIRM asks the gateway for the renewal's bill.
 * - requesting: `requestRenewal` (POST /renewal) answers the bill (the same one while it is open).
 * - failed: the §8 error text; RENEWAL.RETRY asks again, RENEWAL.BACK returns to the review.
 * - invoiced: the bill is ready; refetches the customer and navigates to Make a Payment with it chosen (final).
 */

export interface RenewalOrder {
  accountNumber: string;
  orderNumber: string;
  /** The order has a renewal term (Order.renewalTerm). */
  renewable: boolean;
}

export interface RenewalContext {
  order: RenewalOrder | null;
  bill: TRenewalResponse | null;
  errorMessage: string | null;
}

export type RenewalEvent =
  | { type: 'RENEWAL.ORDER'; order: RenewalOrder }
  | { type: 'RENEWAL.CONFIRM' }
  | { type: 'RENEWAL.RETRY' }
  | { type: 'RENEWAL.BACK' };

export const PAYMENT_PATH = '/accounts/payment';

/** Make a Payment with the renewal's bill chosen. */
export function renewalPaymentHref(accountNumber: string, bill: Pick<TRenewalResponse, 'orderNumber' | 'invoiceNumber'>): string {
  const search = new URLSearchParams({ account: accountNumber, order: bill.orderNumber, invoice: bill.invoiceNumber });
  return `${PAYMENT_PATH}?${search.toString()}`;
}

export const renewalMachine = setup({
  types: { context: {} as RenewalContext, events: {} as RenewalEvent },
  actors: {
    /** Rejects with the gateway's message (a 409 when the order cannot be renewed, a 500). */
    requestRenewal: fromPromise<TRenewalResponse, TRenewalRequest>(async () => {
      throw new Error('requestRenewal: add it with .provide()');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
    /** The bill is new: the account data is fetched again, so Make a Payment lists it. */
    'refetch customer': () => {
      throw new Error('refetch customer: add it with .provide()');
    },
  },
  guards: {
    renewable: ({ event }) => eventOf(event, 'RENEWAL.ORDER').order.renewable,
  },
}).createMachine({
  id: 'renewal',
  context: { order: null, bill: null, errorMessage: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'RENEWAL.ORDER': [
          { guard: 'renewable', target: 'reviewing', actions: assign({ order: ({ event }) => event.order }) },
          { target: 'unavailable', actions: assign({ order: ({ event }) => event.order }) },
        ],
      },
    },
    unavailable: {},
    reviewing: { on: { 'RENEWAL.CONFIRM': { target: 'requesting' } } },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestRenewal',
        src: 'requestRenewal',
        input: ({ context }) => ({ accountNumber: context.order!.accountNumber, orderNumber: context.order!.orderNumber }),
        onDone: { target: 'invoiced', actions: assign({ bill: ({ event }) => event.output, errorMessage: null }) },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    failed: { on: { 'RENEWAL.RETRY': { target: 'requesting' }, 'RENEWAL.BACK': { target: 'reviewing' } } },
    invoiced: {
      type: 'final',
      entry: ['refetch customer', { type: 'navigate', params: ({ context }) => ({ to: renewalPaymentHref(context.order!.accountNumber, context.bill!) }) }],
    },
  },
});

export type RenewalRef = ActorRefFrom<typeof renewalMachine>;
