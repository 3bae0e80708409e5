import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { refusedByGateway } from '../rules/billing';
import { storeCreditPayoutRequest, type OrderSubject } from '../rules/orders';

/**
 * The refund of a canceled Resin order to store credit (SPEC §7 call 25), run by the cancel flow
 * after PUT /resinorderupdate cancel.
 *
 * - refunding: POST /payout of the quoted amount through the action cycle (category Store Credit
 *   Refund, then the refetch), with the cancel flow's Idempotency-Key.
 * - failed: the §8 result; REFUND.RETRY sends the same refund. After an exception (network, 5xx,
 *   409 still processing) it keeps the key, so a refund that did go through is answered again
 *   rather than paid twice; after a refusal (success false, a 4xx) it takes the fresh key the event
 *   offers, because the gateway replays a refusal stored under its key (ARCHITECTURE §5).
 * - refunded: final; the output is what the payout credited.
 */

export interface StoreCreditRefundInput {
  subject: OrderSubject;
  idempotencyKey: string;
}

export interface StoreCreditRefund {
  refundAmount: number;
  transactionNumber?: string;
}

export interface StoreCreditRefundContext extends StoreCreditRefundInput {
  refund: StoreCreditRefund | null;
  result: ActionResult | null;
}

/** `idempotencyKey` on a retry: a fresh key, used only when the last answer was a refusal. */
export type StoreCreditRefundEvent = { type: 'REFUND.RETRY'; idempotencyKey: string } | ActionSettledEvent;

export const storeCreditRefundMachine = setup({
  types: {
    input: {} as StoreCreditRefundInput,
    context: {} as StoreCreditRefundContext,
    events: {} as StoreCreditRefundEvent,
    output: {} as { refund: StoreCreditRefund | null },
  },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store refund': assign({
      refund: ({ event }) => {
        const { result } = eventOf(event, 'ACTION.SETTLED');
        if (result.status !== 'success') return null;
        const data = result.data as { refundAmount?: number; transactionNumber?: string } | undefined;
        return { refundAmount: data?.refundAmount ?? 0, ...(data?.transactionNumber ? { transactionNumber: data.transactionNumber } : {}) };
      },
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
    'renew key after refusal': assign({
      idempotencyKey: ({ context, event }) => {
        const { idempotencyKey } = eventOf(event, 'REFUND.RETRY');
        return refusedByGateway(context.result) ? idempotencyKey : context.idempotencyKey;
      },
    }),
  },
  guards: { 'settled successfully': settledSuccessfully },
}).createMachine({
  id: 'storeCreditRefund',
  context: ({ input }) => ({ ...input, refund: null, result: null }),
  initial: 'refunding',
  states: {
    refunding: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: StoreCreditRefundContext) => ({
        category: 'Store Credit Refund',
        submission: {
          request: storeCreditPayoutRequest(context.subject, context.idempotencyKey),
          label: context.subject.order.prodIdAlias,
          amount: context.subject.order.cancelQuote?.refundAmount ?? 0,
        },
      }), 'refundCycle'),
      on: {
        'ACTION.SETTLED': [
          { guard: 'settled successfully', target: 'refunded', actions: ['store result', 'store refund'] },
          { target: 'failed', actions: 'store result' },
        ],
      },
    },
    failed: {
      on: { 'REFUND.RETRY': { target: 'refunding', actions: ['renew key after refusal', 'clear result'] } },
    },
    refunded: { type: 'final' },
  },
  output: ({ context }) => ({ refund: context.refund }),
});

export type StoreCreditRefundRef = ActorRefFrom<typeof storeCreditRefundMachine>;
