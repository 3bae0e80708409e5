import { and, assign, fromPromise, not, setup, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { TCancelOrderEmailPayload, TCustServEmailResponse } from '../../contracts/schemas/mail';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  cancelConfirmationType,
  cancelFallsBackToEmail,
  cancelOrderEmailPayload,
  cancelRefusal,
  cancelRequest,
  isTransferTarget,
  refundsToStoreCredit,
  resinCancelRequest,
  transferRefusal,
  transferRequest,
  type CancelConfirmationType,
  type OrderChangeRefusal,
  type OrderSubject,
} from '../rules/orders';
import { retentionOfferMachine, type RetentionOfferOutput } from './retention-offer.machine';
import { storeCreditRefundMachine, type StoreCreditRefund } from './store-credit-refund.machine';
import { errorMessageOf, isInvalidLoginToken } from '../rules/sign-in';

/**
 * Cancel or transfer an order (SPEC §4 Specific transitions and Other catalogues, §7 calls 22,
 * 23, 25, 27, 29).
 *
 * - awaitingOrder: ORDER.FOUND brings the order and the change asked for (cancel or transfer);
 *   an order the change is not offered for ends in `unavailable` with the refusal code.
 * - reviewingCancel: what the cancel refunds and where (the gateway's cancelQuote), to confirm.
 *   The first confirmation makes a retention offer (`offering`, event cancel): accepting ends in
 *   `offerAccepted` and the order stays; declining goes on to `cancelling`. A failure comes back
 *   here with the §8 result; confirming again retries without a second offer.
 * - cancelling: PUT /orderupdate orderChange cancel (category Order Change), or for Resin PUT
 *   /resinorderupdate path cancel (category Resin Order Update). A Resin cancel that refunds to
 *   store credit goes on to `refunding`: the storeCreditRefund child (POST /payout with the flow's
 *   Idempotency-Key), which waits for a retry with the same key when the payout fails.
 * - A failed cancel whose quote has refundType R sends the cancel-order email to the product's
 *   customer service instead (`emailingCustomerService`) and ends in `sentToCustomerService`.
 * - choosingTarget, reviewingTransfer, transferring: the transfer to one of order.transferTargets.
 * - canceled (with its §4 confirmation page type), transferred, offerAccepted, sentToCustomerService,
 *   sessionEnded: done.
 */

export type OrderChangeKind = 'cancel' | 'transfer';

export interface OrderChangeInput {
  /** The Idempotency-Key of this flow's refund: a retry is the same refund (ARCHITECTURE §5). */
  idempotencyKey: string;
}

export interface OrderChangeContext extends OrderChangeInput {
  kind: OrderChangeKind | null;
  subject: OrderSubject | null;
  refusal: OrderChangeRefusal | null;
  toMagAbbr: string | null;
  offerDeclined: boolean;
  offerOutcome: RetentionOfferOutput | null;
  confirmation: CancelConfirmationType | null;
  /** The payout's answer: the amount credited. */
  refund: StoreCreditRefund | null;
  /** The cancel-order email could not be sent either: its message. */
  mailFailure: string | null;
  result: ActionResult | null;
}

export type OrderChangeEvent =
  /** The order, and which change the screen offers for it (its route: /accounts/cancel or /accounts/transfer). */
  | { type: 'ORDER.FOUND'; subject: OrderSubject; kind: OrderChangeKind }
  | { type: 'CANCEL.CONFIRM' }
  | { type: 'TRANSFER.CHOOSE'; toMagAbbr: string }
  | { type: 'TRANSFER.BACK' }
  | { type: 'TRANSFER.CONFIRM' }
  | ActionSettledEvent
  | DoneActorEvent<RetentionOfferOutput, 'retentionOffer'>
  | DoneActorEvent<{ refund: StoreCreditRefund | null }, 'storeCreditRefund'>
  | DoneActorEvent<TCustServEmailResponse, 'cancelOrderEmail'>
  | ErrorActorEvent<unknown, 'cancelOrderEmail'>;

type Guarded = { context: OrderChangeContext; event: OrderChangeEvent };
const outcomeIs = (outcome: RetentionOfferOutput['outcome']) => ({ event }: Guarded) =>
  event.type === 'xstate.done.actor.retentionOffer' && event.output.outcome === outcome;
const sessionEnded = ({ event }: Guarded) => event.type === 'ACTION.SETTLED' && event.result.status === 'error' && isInvalidLoginToken(event.result.message);

export const orderChangeMachine = setup({
  types: { input: {} as OrderChangeInput, context: {} as OrderChangeContext, events: {} as OrderChangeEvent },
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
    'store order': assign(({ event }) => {
      if (event.type !== 'ORDER.FOUND') return {};
      const refusal = event.kind === 'cancel' ? cancelRefusal(event.subject) : transferRefusal(event.subject);
      return { kind: event.kind, subject: event.subject, refusal };
    }),
    'store target': assign({ toMagAbbr: ({ context, event }) => (event.type === 'TRANSFER.CHOOSE' ? event.toMagAbbr : context.toMagAbbr) }),
    'store offer outcome': assign({
      offerOutcome: ({ event }) => (event.type === 'xstate.done.actor.retentionOffer' ? event.output : null),
      offerDeclined: ({ event }) => event.type === 'xstate.done.actor.retentionOffer' && event.output.outcome === 'declined',
    }),
    'store confirmation': assign({ confirmation: ({ context }) => cancelConfirmationType(context.subject!.order) }),
    'store refund': assign({ refund: ({ event }) => (event.type === 'xstate.done.actor.storeCreditRefund' ? event.output.refund : null) }),
    'store mail failure': assign({ mailFailure: ({ event }) => (event.type === 'xstate.error.actor.cancelOrderEmail' ? errorMessageOf(event.error) || 'error' : null) }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null, mailFailure: null }),
  },
  guards: {
    'cancel offered': ({ event }) => event.type === 'ORDER.FOUND' && event.kind === 'cancel' && cancelRefusal(event.subject) === null,
    'transfer offered': ({ event }) => event.type === 'ORDER.FOUND' && event.kind === 'transfer' && transferRefusal(event.subject) === null,
    'offer declined already': ({ context }) => context.offerDeclined,
    'offer accepted': outcomeIs('accepted'),
    'offer declined': outcomeIs('declined'),
    'settled successfully': settledSuccessfully,
    'refunds to store credit': ({ context }) => refundsToStoreCredit(context.subject!.order),
    'session ended': sessionEnded,
    'falls back to customer service': ({ context }) => cancelFallsBackToEmail(context.subject!),
    'is a transfer target': ({ context, event }) => event.type === 'TRANSFER.CHOOSE' && isTransferTarget(context.subject!, event.toMagAbbr),
  },
}).createMachine({
  id: 'orderChange',
  context: ({ input }) => ({
    ...input,
    kind: null,
    subject: null,
    refusal: null,
    toMagAbbr: null,
    offerDeclined: false,
    offerOutcome: null,
    confirmation: null,
    refund: null,
    mailFailure: null,
    result: null,
  }),
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'ORDER.FOUND': [
          { guard: 'cancel offered', target: 'reviewingCancel', actions: 'store order' },
          { guard: 'transfer offered', target: 'choosingTarget', actions: 'store order' },
          { target: 'unavailable', actions: 'store order' },
        ],
      },
    },
    unavailable: {},
    reviewingCancel: {
      on: {
        'CANCEL.CONFIRM': [
          { guard: 'offer declined already', target: 'cancelling', actions: 'clear result' },
          { target: 'offering', actions: 'clear result' },
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
      invoke: invokeActionCycle('actionCycle', (context: OrderChangeContext) => {
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
      invoke: invokeActionCycle('transferCycle', (context: OrderChangeContext) => ({
        category: 'Order Change',
        submission: { request: transferRequest(context.subject!, context.toMagAbbr!), label: context.subject!.order.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('transferred', 'reviewingTransfer', 'store result') },
    },
    canceled: {},
    sentToCustomerService: {},
    transferred: {},
    offerAccepted: {},
    sessionEnded: {},
  },
});

export type OrderChangeRef = ActorRefFrom<typeof orderChangeMachine>;
