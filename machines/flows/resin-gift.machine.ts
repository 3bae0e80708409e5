import { REFETCH_DELAY_MS } from '../../contracts/constants';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { nextIdempotentAttempt, refusedByGateway, type IdempotentAttempt } from '../rules/billing';
import type { TCreateOrder } from '../../contracts/schemas/actions';
import { createOrderRequest, giftOrderRefusal, orderQuoteOf, type GiftOrderChoice, type GiftOrderRefusal, type OrderQuote, type OrderSubject } from '../rules/orders';

/**
 * Give a digital (Resin) subscription as a gift (SPEC §4 Specific transitions, §7 call 26, §9).
 *
 * - awaitingOrder: ORDER.FOUND brings the subscription whose product is given, with the donor's
 *   card on file; without a card or outside Resin it ends in `unavailable`.
 * - choosing: the plan (3, 6 or 12 months) and the recipient's name and email.
 * - quoting: a speculative POST /order prices the gift (category Create Order, no refetch); a
 *   failure returns to choosing with the §8 result and the choice kept.
 * - reviewing: the price, to confirm. ordering: POST /order places it, paid by the card on file,
 *   with the idempotency key of this order (ARCHITECTURE §5): GIFT.CONFIRM of the same order keeps
 *   the key, so a retry after a lost answer is answered again, never charged twice; another choice
 *   takes the fresh key the event offers, and so does a retry after a refusal (the gateway replays
 *   a refusal stored under its key). The customer is refetched 2 s later (§9
 *   REFETCH_DELAY_MS.resinOrderCreated). A failure returns to reviewing with the result.
 * - ordered: done; GIFT.ANOTHER starts a new gift.
 */

export interface ResinGiftContext {
  subject: OrderSubject | null;
  refusal: GiftOrderRefusal | null;
  choice: GiftOrderChoice | null;
  quote: OrderQuote | null;
  order: OrderQuote | null;
  /** The placed order's body and key; null before the first GIFT.CONFIRM and after a refusal. */
  attempt: IdempotentAttempt<TCreateOrder> | null;
  result: ActionResult | null;
}

export type ResinGiftEvent =
  | { type: 'ORDER.FOUND'; subject: OrderSubject }
  | { type: 'GIFT.QUOTE'; choice: GiftOrderChoice }
  | { type: 'GIFT.BACK' }
  /** `idempotencyKey`: a fresh key, used only when this order differs from the last one tried. */
  | { type: 'GIFT.CONFIRM'; idempotencyKey: string }
  | { type: 'GIFT.ANOTHER' }
  | ActionSettledEvent;

const answerOf = ({ event }: { event: ResinGiftEvent }) => {
  const { result } = eventOf(event, 'ACTION.SETTLED');
  return result.status === 'success' ? orderQuoteOf(result.data) : null;
};

export const resinGiftMachine = setup({
  types: { context: {} as ResinGiftContext, events: {} as ResinGiftEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store order': assign(({ event }) => {
      const { subject } = eventOf(event, 'ORDER.FOUND');
      return { subject, refusal: giftOrderRefusal(subject) };
    }),
    'store choice': assign({ choice: ({ event }) => eventOf(event, 'GIFT.QUOTE').choice }),
    'store quote': assign({ quote: answerOf }),
    'store placed order': assign({ order: answerOf }),
    'forget gift': assign({ choice: null, quote: null, order: null, attempt: null, result: null }),
    'take order key': assign({
      attempt: ({ context, event }) =>
        nextIdempotentAttempt(context.attempt, createOrderRequest(context.subject!, context.choice!, false).body, eventOf(event, 'GIFT.CONFIRM').idempotencyKey),
    }),
    'forget key after refusal': assign({ attempt: ({ context, event }) => (refusedByGateway(eventOf(event, 'ACTION.SETTLED').result) ? null : context.attempt) }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'gift offered': ({ event }) => giftOrderRefusal(eventOf(event, 'ORDER.FOUND').subject) === null,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'resinGift',
  context: { subject: null, refusal: null, choice: null, quote: null, order: null, attempt: null, result: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'ORDER.FOUND': [
          { guard: 'gift offered', target: 'choosing', actions: 'store order' },
          { target: 'unavailable', actions: 'store order' },
        ],
      },
    },
    unavailable: {},
    choosing: {
      on: { 'GIFT.QUOTE': { target: 'quoting', actions: ['store choice', 'clear result'] } },
    },
    quoting: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: ResinGiftContext) => ({
        category: 'Create Order',
        refetch: false,
        submission: { request: createOrderRequest(context.subject!, context.choice!, true), label: context.subject!.order.prodIdAlias },
      }), 'quoteCycle'),
      on: {
        'ACTION.SETTLED': [
          { guard: 'settled successfully', target: 'reviewing', actions: 'store quote' },
          { target: 'choosing', actions: 'store result' },
        ],
      },
    },
    reviewing: {
      on: {
        'GIFT.CONFIRM': { target: 'ordering', actions: ['take order key', 'clear result'] },
        'GIFT.BACK': { target: 'choosing', actions: 'clear result' },
      },
    },
    ordering: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: ResinGiftContext) => ({
        category: 'Create Order',
        refetch: { delayMs: REFETCH_DELAY_MS.resinOrderCreated },
        submission: {
          request: { call: 'createOrder', body: context.attempt!.body, idempotencyKey: context.attempt!.idempotencyKey },
          label: context.subject!.order.prodIdAlias,
          amount: context.quote?.total ?? 0,
        },
      })),
      on: {
        'ACTION.SETTLED': [
          { guard: 'settled successfully', target: 'ordered', actions: ['store result', 'store placed order'] },
          { target: 'reviewing', actions: ['store result', 'forget key after refusal'] },
        ],
      },
    },
    ordered: {
      on: { 'GIFT.ANOTHER': { target: 'choosing', actions: 'forget gift' } },
    },
  },
});

export type ResinGiftRef = ActorRefFrom<typeof resinGiftMachine>;
