import { and, assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import { REFETCH_DELAY_MS } from '../../contracts/constants';
import type { TAddressChangeResponse } from '../../contracts/schemas/actions';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import {
  addressChangePlan,
  addressCycleInput,
  datesInOrder,
  emptyAddressDraft,
  type AddressAccount,
  type AddressChangeDraft,
  type AddressChangePlan,
  type AddressFields,
} from '../rules/profile-actions';

/**
 * Change of address (SPEC §2 progress bar, §3, §4, §7 call 8), one state per step of the progress bar:
 * - accountInformation: which accounts change: the customer's, and a donor's gift recipients'.
 * - effectiveDates: an optional start (today by default) and end date, for a temporary change.
 * - accountUpdates: the new address (and the gift recipients' new address, when gifts were chosen).
 * - confirmation: everything chosen, to submit; after a failure the result is shown here and the
 *   draft is kept, so a retry sends what the user typed again. BACK walks the steps back.
 * - submitting: the generic action cycle runs as a child (`actionCycle`). One payload per account,
 *   all must succeed (§4 batch). A two-step gift change (own and gift accounts) runs the customer's
 *   change first with the refetch skipped, then the gift change with the first answer, then the
 *   refetch (§4). The refetch uses the new postal code when the looked-up account got one.
 * - confirmed: the confirmation page (change-address-confirmation or gift-change-address-confirmation).
 */

export interface AddressChangeInput {
  accounts: { own: AddressAccount[]; gifts: AddressAccount[] };
  /** The account the customer refetch looks up (by account number and postal code). */
  refetchAccountNumber: string;
  /** The browser's date (yyyy-mm-dd): the default start date. */
  today: string;
}

export interface AddressChangeContext extends AddressChangeInput {
  draft: AddressChangeDraft;
  plan: AddressChangePlan | null;
  /** The answers received, first call first. */
  responses: TAddressChangeResponse[];
  result: ActionResult | null;
}

export type AddressChangeEvent =
  | { type: 'ADDRESS.ACCOUNTS'; accountNumbers: string[]; giftAccountNumbers: string[] }
  | { type: 'ADDRESS.DATES'; startDate: string; endDate: string }
  | { type: 'ADDRESS.UPDATES'; address: AddressFields | null; giftAddress: AddressFields | null }
  | { type: 'ADDRESS.BACK' }
  | { type: 'ADDRESS.SUBMIT' }
  | { type: 'ADDRESS.RESTART' }
  | { type: 'ACTION.SETTLED'; result: ActionResult };

const settledAnswer = (result: ActionResult) => (result.status === 'success' ? (result.data as TAddressChangeResponse) : null);

export const addressChangeMachine = setup({
  types: {
    context: {} as AddressChangeContext,
    events: {} as AddressChangeEvent,
    input: {} as AddressChangeInput,
  },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    /** The first of two calls failed: nothing follows it, so the refetch the cycle skipped happens here (§4 "always a refetch"). */
    'refetch customer': (_, _params: { delayMs: number }) => {
      throw new Error('refetch customer: add it with .provide()');
    },
    'store accounts': assign({
      draft: ({ context, event }) => {
        const { accountNumbers, giftAccountNumbers } = eventOf(event, 'ADDRESS.ACCOUNTS');
        return { ...context.draft, accountNumbers, giftAccountNumbers };
      },
    }),
    'store dates': assign({
      draft: ({ context, event }) => {
        const { startDate, endDate } = eventOf(event, 'ADDRESS.DATES');
        return { ...context.draft, dates: { startDate, endDate } };
      },
    }),
    'store addresses': assign({
      draft: ({ context, event }) => {
        const { address, giftAddress } = eventOf(event, 'ADDRESS.UPDATES');
        return { ...context.draft, address, giftAddress };
      },
    }),
    'plan change': assign(({ context }) => ({ plan: addressChangePlan(context.accounts, context.draft, context.today), responses: [], result: null })),
    'store result': assign(({ context, event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      const answer = settledAnswer(result);
      return { result, responses: answer ? [...context.responses, answer] : context.responses };
    }),
    'start over': assign(({ context }) => ({ draft: emptyAddressDraft(context.today), plan: null, responses: [], result: null })),
  },
  guards: {
    'chose accounts': ({ context, event }) => {
      const { accountNumbers, giftAccountNumbers } = eventOf(event, 'ADDRESS.ACCOUNTS');
      return (
        accountNumbers.length + giftAccountNumbers.length > 0 &&
        accountNumbers.every((n) => context.accounts.own.some((a) => a.accountNumber === n)) &&
        giftAccountNumbers.every((n) => context.accounts.gifts.some((a) => a.accountNumber === n))
      );
    },
    'dates in order': ({ context, event }) => datesInOrder(eventOf(event, 'ADDRESS.DATES'), context.today),
    'addresses given': ({ context, event }) => {
      const { address, giftAddress } = eventOf(event, 'ADDRESS.UPDATES');
      return (context.draft.accountNumbers.length === 0 || address !== null) && (context.draft.giftAccountNumbers.length === 0 || giftAddress !== null);
    },
    succeeded: ({ event }) => eventOf(event, 'ACTION.SETTLED').result.status === 'success',
    'has second step': ({ context }) => context.plan?.second != null,
  },
}).createMachine({
  id: 'addressChange',
  context: ({ input }) => ({ ...input, draft: emptyAddressDraft(input.today), plan: null, responses: [], result: null }),
  initial: 'accountInformation',
  states: {
    accountInformation: {
      on: { 'ADDRESS.ACCOUNTS': { guard: 'chose accounts', target: 'effectiveDates', actions: 'store accounts' } },
    },
    effectiveDates: {
      on: {
        'ADDRESS.DATES': { guard: 'dates in order', target: 'accountUpdates', actions: 'store dates' },
        'ADDRESS.BACK': 'accountInformation',
      },
    },
    accountUpdates: {
      on: {
        'ADDRESS.UPDATES': { guard: 'addresses given', target: 'confirmation', actions: 'store addresses' },
        'ADDRESS.BACK': 'effectiveDates',
      },
    },
    confirmation: {
      on: {
        'ADDRESS.SUBMIT': { target: 'submitting', actions: 'plan change' },
        'ADDRESS.BACK': 'accountUpdates',
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'firstStep',
      states: {
        firstStep: {
          invoke: { id: 'actionCycle', src: 'actionCycle', input: ({ context }) => addressCycleInput(context, 'first') },
          on: {
            'ACTION.SETTLED': [
              { guard: and(['succeeded', 'has second step']), target: 'secondStep', actions: 'store result' },
              { guard: 'succeeded', target: '#addressChange.confirmed', actions: 'store result' },
              { guard: 'has second step', target: '#addressChange.confirmation', actions: ['store result', { type: 'refetch customer', params: { delayMs: REFETCH_DELAY_MS.addressOrEmailChanged } }] },
              { target: '#addressChange.confirmation', actions: 'store result' },
            ],
          },
        },
        secondStep: {
          invoke: { id: 'secondActionCycle', src: 'actionCycle', input: ({ context }) => addressCycleInput(context, 'second') },
          on: {
            'ACTION.SETTLED': [
              { guard: 'succeeded', target: '#addressChange.confirmed', actions: 'store result' },
              { target: '#addressChange.confirmation', actions: 'store result' },
            ],
          },
        },
      },
    },
    confirmed: {
      tags: ['success'],
      on: { 'ADDRESS.RESTART': { target: 'accountInformation', actions: 'start over' } },
    },
  },
});

export type AddressChangeRef = ActorRefFrom<typeof addressChangeMachine>;
