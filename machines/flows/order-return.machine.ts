import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import type { OrderSubject } from '../rules/orders';
import { isReturnChoice, returnRefundOf, returnRefusal, returnRequest, type ReturnChoice, type ReturnRefusal } from '../rules/order-returns';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';

/**
 * Return items of a shop order (designed for SPEC §4 action Return and the statuses returned and
 * partially returned; §7 call 22 PUT /orderupdate orderChange with orderStatus return).
 *
 * - awaitingOrder: ORDER.FOUND brings the order; one without an item the gateway still takes back
 *   ends in `unavailable` with the refusal code.
 * - choosing: which items, how many of each, and why (RETURN.CHOOSE; a choice the order does not
 *   allow is ignored). reviewing: what comes back and the refund to the card that paid, to
 *   confirm; Back keeps the choice. After a failed call the §8 result is shown here.
 * - returning: the action cycle runs the call as a child (category Order Change), refetches the
 *   customer and reports ACTION.SETTLED.
 * - returned: done; the refund and the confirmation mail are the gateway's.
 */

export interface OrderReturnContext {
  subject: OrderSubject | null;
  refusal: ReturnRefusal | null;
  choice: ReturnChoice | null;
  /** The refund of the choice, as the review shows it. */
  refund: number | null;
  result: ActionResult | null;
}

export type OrderReturnEvent =
  | { type: 'ORDER.FOUND'; subject: OrderSubject }
  | ({ type: 'RETURN.CHOOSE' } & ReturnChoice)
  | { type: 'RETURN.BACK' }
  | { type: 'RETURN.CONFIRM' }
  | ActionSettledEvent;

export const orderReturnMachine = setup({
  types: { context: {} as OrderReturnContext, events: {} as OrderReturnEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store order': assign(({ event }) => {
      const { subject } = eventOf(event, 'ORDER.FOUND');
      return { subject, refusal: returnRefusal(subject.order) };
    }),
    'store choice': assign(({ context, event }) => {
      const { lines, reason } = eventOf(event, 'RETURN.CHOOSE');
      const choice = { lines, reason };
      return { choice, refund: returnRefundOf(context.subject!, choice) };
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'return offered': ({ event }) => returnRefusal(eventOf(event, 'ORDER.FOUND').subject.order) === null,
    'choice allowed': ({ context, event }) => {
      const { lines, reason } = eventOf(event, 'RETURN.CHOOSE');
      return isReturnChoice(context.subject!, { lines, reason });
    },
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'orderReturn',
  context: { subject: null, refusal: null, choice: null, refund: null, result: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'ORDER.FOUND': [
          { guard: 'return offered', target: 'choosing', actions: 'store order' },
          { target: 'unavailable', actions: 'store order' },
        ],
      },
    },
    unavailable: {},
    choosing: {
      on: { 'RETURN.CHOOSE': { guard: 'choice allowed', target: 'reviewing', actions: 'store choice' } },
    },
    reviewing: {
      on: {
        'RETURN.CONFIRM': { target: 'returning', actions: 'clear result' },
        'RETURN.BACK': { target: 'choosing', actions: 'clear result' },
      },
    },
    returning: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: OrderReturnContext) => ({
        category: 'Order Change',
        submission: { request: returnRequest(context.subject!, context.choice!), label: context.subject!.order.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('returned', 'reviewing', 'store result') },
    },
    returned: {},
  },
});

export type OrderReturnRef = ActorRefFrom<typeof orderReturnMachine>;
