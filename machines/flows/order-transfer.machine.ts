import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { isTransferTarget, transferRefusal, transferRequest, type OrderChangeRefusal, type OrderSubject } from '../rules/orders';
import { awaitingOrder, offered, storeOrder, type OrderFoundEvent } from './order-found';

/**
 * Transfer the rest of a subscription to another product (SPEC §4 Specific transitions, §7 call 22).
 *
 * - awaitingOrder: ORDER.FOUND brings the order; one the transfer is not offered for (not running,
 *   Resin, owing a bill, no transfer targets) ends in `unavailable` with the refusal code.
 * - choosingTarget: one of order.transferTargets; another is not taken.
 * - reviewingTransfer: the target, to confirm, or Back to choose again; a failure comes back here
 *   with the §8 result.
 * - transferring: PUT /orderupdate orderChange transfer with toMagAbbr and moveSw Y (category
 *   Order Change), then the refetch. transferred: done.
 */

export interface OrderTransferContext {
  subject: OrderSubject | null;
  refusal: OrderChangeRefusal | null;
  toMagAbbr: string | null;
  result: ActionResult | null;
}

export type OrderTransferEvent =
  | OrderFoundEvent
  | { type: 'TRANSFER.CHOOSE'; toMagAbbr: string }
  | { type: 'TRANSFER.BACK' }
  | { type: 'TRANSFER.CONFIRM' }
  | ActionSettledEvent;

export const orderTransferMachine = setup({
  types: { context: {} as OrderTransferContext, events: {} as OrderTransferEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store order': assign(storeOrder(transferRefusal)),
    'store target': assign({ toMagAbbr: ({ event }) => eventOf(event, 'TRANSFER.CHOOSE').toMagAbbr }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'transfer offered': offered(transferRefusal),
    'settled successfully': settledSuccessfully,
    'is a transfer target': ({ context, event }) => isTransferTarget(context.subject!, eventOf(event, 'TRANSFER.CHOOSE').toMagAbbr),
  },
}).createMachine({
  id: 'orderTransfer',
  context: { subject: null, refusal: null, toMagAbbr: null, result: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: awaitingOrder('transfer offered', 'choosingTarget'),
    unavailable: {},
    choosingTarget: {
      on: { 'TRANSFER.CHOOSE': { guard: 'is a transfer target', target: 'reviewingTransfer', actions: 'store target' } },
    },
    reviewingTransfer: {
      on: {
        'TRANSFER.CONFIRM': { target: 'transferring', actions: 'clear result' },
        'TRANSFER.BACK': { target: 'choosingTarget', actions: 'clear result' },
      },
    },
    transferring: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: OrderTransferContext) => ({
        category: 'Order Change',
        submission: { request: transferRequest(context.subject!, context.toMagAbbr!), label: context.subject!.order.prodIdAlias },
      }), 'transferCycle'),
      on: { 'ACTION.SETTLED': onSettled('transferred', 'reviewingTransfer', 'store result') },
    },
    transferred: {},
  },
});

export type OrderTransferRef = ActorRefFrom<typeof orderTransferMachine>;
