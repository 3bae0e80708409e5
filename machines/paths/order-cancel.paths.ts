import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { OrderCancelContext, OrderCancelInput } from '../flows/order-cancel.machine';
import { endedSubject, failed, offerOutcomes, resinSubject, servSubject, timedOut } from './orders.paths';

/**
 * Input and events with payloads for the generated paths of the cancel (machines/index.ts
 * `orderCancel`): a SERV order refunded to the card (refundType R: a failure mails customer
 * service) and a Resin one refunded to store credit; a canceled order is refused. Sample data only.
 */

export const orderCancelInput: OrderCancelInput = { idempotencyKey: 'path-refund-key-0001' };

/** Guards read the order's system (a Resin cancel refunds to store credit): paths reach both. */
export const orderCancelStateKey = (snapshot: AnyMachineSnapshot) => (snapshot.context as OrderCancelContext).subject?.order.systemCode ?? null;

export const orderCancelPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: servSubject },
  { type: 'ORDER.FOUND', subject: resinSubject },
  { type: 'ORDER.FOUND', subject: endedSubject },
  { type: 'CANCEL.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: failed },
  { type: 'ACTION.SETTLED', result: timedOut },
  { type: 'xstate.done.actor.storeCreditRefund', output: { refund: { refundAmount: 30, transactionNumber: 'PO-1' } } },
  { type: 'xstate.done.actor.cancelOrderEmail', output: { success: true, messageId: '1' } },
  { type: 'xstate.error.actor.cancelOrderEmail', error: new Error('HTTP 500') },
  // A failure without a message: the screen still says the email failed.
  { type: 'xstate.error.actor.cancelOrderEmail', error: new Error('') },
  ...offerOutcomes,
];
