import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import { REFETCH_DELAY_MS } from '../../contracts/constants';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { emailChangePayloads } from '../rules/profile-actions';

/**
 * Change of email (SPEC §2 /accounts/email, §5 "Emails do not match", §7 call 9, §8, §9).
 *
 * - editing: the form, with every account chosen at first; EMAIL.ACCOUNTS changes the accounts
 *   chosen; EMAIL.SUBMIT (the new email, confirmed by the form) is taken only with an account chosen.
 *   A failure comes back here with its §8 result, the accounts and the email kept.
 * - changing: the generic action cycle runs as a child, one POST /cofe per chosen account (category
 *   'Change of Email'), then the refetch 2 s later.
 * - changed: the confirmation page (change-email-confirmation) with the email sent; EMAIL.AGAIN
 *   shows the form again.
 */

export interface EmailChangeContext {
  customers: TCustomer[];
  /** The account numbers the change is for. */
  chosen: string[];
  /** The new email, as sent. */
  email: string;
  result: ActionResult | null;
}

export type EmailChangeEvent =
  | { type: 'EMAIL.ACCOUNTS'; accountNumbers: string[] }
  | { type: 'EMAIL.SUBMIT'; email: string }
  | { type: 'EMAIL.AGAIN' }
  | ActionSettledEvent;

const chosenCustomers = (context: EmailChangeContext) => context.customers.filter((c) => context.chosen.includes(c.accountNumber));

export const emailChangeMachine = setup({
  types: { context: {} as EmailChangeContext, events: {} as EmailChangeEvent, input: {} as { customers: TCustomer[] } },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store accounts': assign({ chosen: ({ event }) => eventOf(event, 'EMAIL.ACCOUNTS').accountNumbers }),
    'store email': assign({ email: ({ event }) => eventOf(event, 'EMAIL.SUBMIT').email.trim() }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'chose accounts': ({ context }) => chosenCustomers(context).length > 0,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ customers: input.customers, chosen: input.customers.map((c) => c.accountNumber), email: '', result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'EMAIL.ACCOUNTS': { actions: 'store accounts' },
        'EMAIL.SUBMIT': { guard: 'chose accounts', target: 'changing', actions: ['clear result', 'store email'] },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: EmailChangeContext) => {
        const request = emailChangePayloads(chosenCustomers(context), context.email);
        return {
          category: 'Change of Email',
          refetch: { delayMs: REFETCH_DELAY_MS.addressOrEmailChanged },
          submission: { request, label: request[0]!.prodIdAlias },
        };
      }),
      on: { 'ACTION.SETTLED': onSettled('changed', 'editing', 'store result') },
    },
    changed: {
      on: { 'EMAIL.AGAIN': { target: 'editing', actions: 'clear result' } },
    },
  },
});

export type EmailChangeRef = ActorRefFrom<typeof emailChangeMachine>;
