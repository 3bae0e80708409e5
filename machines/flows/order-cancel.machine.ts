import { and, assign, fromPromise, not, setup, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { eventOf } from './event-of';
import type { TCancelOrderEmailPayload, TCustServEmailResponse } from '../../contracts/schemas/mail';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  cancelConfirmationType,
  cancelFallsBackToEmail,
  cancelOrderEmailPayload,
  cancelRefusal,
  cancelRequest,
  refundsToStoreCredit,
  resinCancelRequest,
  type CancelConfirmationType,
  type OrderChangeRefusal,
  type OrderSubject,
} from '../rules/orders';
import { awaitingOrder, offered, storeOrder, type OrderFoundEvent } from './order-found';
import { retentionOfferMachine, type RetentionOfferOutput } from './retention-offer.machine';
import { storeCreditRefundMachine, type StoreCreditRefund } from './store-credit-refund.machine';
import { errorMessageOf, isInvalidLoginToken } from '../rules/sign-in';

/**
 * Cancel an order (SPEC §4 Specific transitions and Other catalogues, §7 calls 22, 23, 25, 27, 29).
 *
 * - awaitingOrder: ORDER.FOUND brings the order; one the cancel is not offered for ends in
 *   `unavailable` with the refusal code.
 * - reviewingCancel: what the cancel refunds and where (the gateway's cancelQuote), to confirm.
 *   The first confirmation makes a retention offer (`offering`, event cancel): accepting ends in
 *   `offerAccepted` and the order stays; declining goes on to `cancelling`. A failure comes back
 *   here with the §8 result; confirming again retries without a second offer.
 * - cancelling: PUT /orderupdate orderChange cancel (category Order Change), or for Resin PUT
 *   /resinorderupdate path cancel (category Resin Order Update). A Resin cancel that refunds to
 *   store credit goes on to `refunding`: the storeCreditRefund child (POST /payout with the flow's
 *   Idempotency-Key), which waits for a retry with the same key when the payout fails.
 * - A failed cancel whose quote has refundType R sends the cancel-order email to the product's
 *   customer service instead (`emailingCustomerService`) and ends in `sentToCustomerService`;
 *   not a final refusal (SHOP_ORDER_SHIPPED: a shop order that shipped), which is shown.
 * - canceled (with its §4 confirmation page type), offerAccepted, sentToCustomerService,
 *   sessionEnded: done.
 */

export interface OrderCancelInput {
  /** The Idempotency-Key of this flow's refund: a retry is the same refund (ARCHITECTURE §5). */
  idempotencyKey: string;
}

export interface OrderCancelContext extends OrderCancelInput {
  subject: OrderSubject | null;
  refusal: OrderChangeRefusal | null;
  offerDeclined: boolean;
  offerOutcome: RetentionOfferOutput | null;
  confirmation: CancelConfirmationType | null;
  /** The payout's answer: the amount credited. */
  refund: StoreCreditRefund | null;
  /** The cancel-order email could not be sent either: its message. */
  mailFailure: string | null;
  result: ActionResult | null;
}

export type OrderCancelEvent =
  | OrderFoundEvent
  | { type: 'CANCEL.CONFIRM' }
  | ActionSettledEvent
  | DoneActorEvent<RetentionOfferOutput, 'retentionOffer'>
  | DoneActorEvent<{ refund: StoreCreditRefund | null }, 'storeCreditRefund'>
  | DoneActorEvent<TCustServEmailResponse, 'cancelOrderEmail'>
  | ErrorActorEvent<unknown, 'cancelOrderEmail'>;

type Guarded = { context: OrderCancelContext; event: OrderCancelEvent };
const outcomeIs = (outcome: RetentionOfferOutput['outcome']) => ({ event }: Guarded) =>
  eventOf(event, 'xstate.done.actor.retentionOffer').output.outcome === outcome;
const sessionEnded = ({ event }: Guarded) => {
  const { result } = eventOf(event, 'ACTION.SETTLED');
  return result.status === 'error' && isInvalidLoginToken(result.message);
};

export const orderCancelMachine = setup({
  types: { input: {} as OrderCancelInput, context: {} as OrderCancelContext, events: {} as OrderCancelEvent },
  actors: {
    actionCycle: actionCycleMachine,
    retentionOffer: retentionOfferMachine,
    storeCreditRefund: storeCreditRefundMachine,
    /** §7 call 29 with the cancel-order payload; resolves on HTTP 200, rejects with the message otherwise. */
    sendCancelOrderEmail: fromPromise<TCustServEmailResponse, TCancelOrderEmailPayload>(() => {
      throw new Error('sendCancelOrderEmail: add it with .provide()');
    }),
  },
  actions: {
    'store order': assign(storeOrder(cancelRefusal)),
    'store offer outcome': assign({
      offerOutcome: ({ event }) => eventOf(event, 'xstate.done.actor.retentionOffer').output,
      offerDeclined: ({ event }) => eventOf(event, 'xstate.done.actor.retentionOffer').output.outcome === 'declined',
    }),
    'store confirmation': assign({ confirmation: ({ context }) => cancelConfirmationType(context.subject!.order) }),
    'store refund': assign({ refund: ({ event }) => eventOf(event, 'xstate.done.actor.storeCreditRefund').output.refund }),
    'store mail failure': assign({ mailFailure: ({ event }) => errorMessageOf(eventOf(event, 'xstate.error.actor.cancelOrderEmail').error) || 'error' }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null, mailFailure: null }),
  },
  guards: {
    'cancel offered': offered(cancelRefusal),
    'offer declined already': ({ context }) => context.offerDeclined,
    'offer accepted': outcomeIs('accepted'),
    'offer declined': outcomeIs('declined'),
    'settled successfully': settledSuccessfully,
    'refunds to store credit': ({ context }) => refundsToStoreCredit(context.subject!.order),
    'session ended': sessionEnded,
    'falls back to customer service': ({ context, event }) => cancelFallsBackToEmail(context.subject!, eventOf(event, 'ACTION.SETTLED').result),
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({
    ...input,
    subject: null,
    refusal: null,
    offerDeclined: false,
    offerOutcome: null,
    confirmation: null,
    refund: null,
    mailFailure: null,
    result: null,
  }),
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: awaitingOrder('cancel offered', 'reviewingCancel'),
    unavailable: {},
    reviewingCancel: {
      on: {
        'CANCEL.CONFIRM': [
          { guard: 'offer declined already', target: 'cancelling', actions: 'clear result' },
          { target: 'offering' }, // nothing to clear: only a cancel leaves a result, and only after a declined offer
        ],
      },
    },
    offering: {
      invoke: {
        id: 'retentionOffer',
        src: 'retentionOffer',
        input: ({ context }) => ({ event: 'cancel' as const, order: context.subject!.order }),
        onDone: [
          { guard: 'offer accepted', target: 'offerAccepted', actions: 'store offer outcome' },
          { guard: 'offer declined', target: 'cancelling', actions: 'store offer outcome' },
          { target: 'sessionEnded', actions: 'store offer outcome' },
        ],
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: OrderCancelContext) => {
        const resin = context.subject!.order.systemCode === 'RESIN';
        return {
          category: resin ? 'Resin Order Update' : 'Order Change',
          submission: { request: resin ? resinCancelRequest(context.subject!) : cancelRequest(context.subject!), label: context.subject!.order.prodIdAlias },
        };
      }),
      on: {
        'ACTION.SETTLED': [
          { guard: and(['settled successfully', 'refunds to store credit']), target: 'refunding', actions: 'store result' },
          { guard: 'settled successfully', target: 'canceled', actions: ['store result', 'store confirmation'] },
          { guard: and([not('session ended'), 'falls back to customer service']), target: 'emailingCustomerService', actions: 'store result' },
          { target: 'reviewingCancel', actions: 'store result' },
        ],
      },
    },
    refunding: {
      invoke: {
        id: 'storeCreditRefund',
        src: 'storeCreditRefund',
        input: ({ context }) => ({ subject: context.subject!, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'canceled', actions: ['store refund', 'store confirmation'] },
      },
    },
    emailingCustomerService: {
      tags: ['busy'],
      invoke: {
        id: 'cancelOrderEmail',
        src: 'sendCancelOrderEmail',
        input: ({ context }) => cancelOrderEmailPayload(context.subject!, context.result),
        onDone: { target: 'sentToCustomerService' },
        onError: { target: 'reviewingCancel', actions: 'store mail failure' },
      },
    },
    canceled: {},
    sentToCustomerService: {},
    offerAccepted: {},
    sessionEnded: {},
  },
});

export type OrderCancelRef = ActorRefFrom<typeof orderCancelMachine>;
