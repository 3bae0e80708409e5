import { and, assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TPaymentResponse } from '../../contracts/schemas/billing';
import type { TCard } from '../../contracts/schemas/payment';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  isPayable,
  nextPaymentAttempt,
  paymentFollowUps,
  paymentRequest,
  type PayableInvoice,
  type PaymentAttempt,
  type PaymentMethodChoice,
} from '../rules/billing';

/**
 * Make a payment (SPEC §3 Payment, §4 Specific transitions, §7 calls 20 and 24, §8).
 *
 * - choosingInvoice: an open invoice to pay (a Pay Now link chooses its order's invoice at once).
 * - choosingMethod: a card on file of the invoice's account, or a new card. enteringCard: the
 *   capture script tokenises the new card in the browser; only its token and safe fields arrive.
 * - reviewing: amount, card and the auto-renew opt-in, to confirm. After a failed payment the §8
 *   result ('Error on Payment') is shown here and every choice is kept.
 * - paying: the action cycle runs POST /payment as a child (category Payment). Each attempt
 *   carries an idempotency key: a retry of the same body keeps it, a changed body gets a new one
 *   (billing.ts nextPaymentAttempt). PAYMENT.PAY is not heard here, so a double click pays once.
 * - updatingPaymentMethod: §4, each paid item with autoRenewOptIn, SERVPF and a planCode moves its
 *   plan to the card just used (PUT /series cardupdate, category 'Update Payment Method'). The
 *   payment stands whatever this answers: its failure is shown on the confirmation.
 * - paid: the payment-confirmation page; PAYMENT.RESTART pays another invoice.
 */

export interface PaymentInput {
  /** The browser's date (yyyy-mm-dd): cards expired by then cannot pay. */
  today: string;
}

export interface PaymentContext extends PaymentInput {
  invoice: PayableInvoice | null;
  /** The usable cards on file of the invoice's account (token and safe fields). */
  cardsOnFile: TCard[];
  method: PaymentMethodChoice | null;
  autoRenewOptin: boolean;
  /** The last attempt sent: its key is reused while the body stays the same. */
  attempt: PaymentAttempt | null;
  payment: TPaymentResponse | null;
  result: ActionResult | null;
  followUpResult: ActionResult | null;
}

export type PaymentEvent =
  | { type: 'PAYMENT.CHOOSE_INVOICE'; invoice: PayableInvoice; cardsOnFile: TCard[] }
  | { type: 'PAYMENT.USE_CARD_ON_FILE'; cardProfileId: string }
  | { type: 'PAYMENT.USE_NEW_CARD' }
  | { type: 'PAYMENT.CARD_CAPTURED'; card: TCard }
  | { type: 'PAYMENT.AUTO_RENEW'; optIn: boolean }
  /** `idempotencyKey`: a fresh key, used only when this attempt's body differs from the last one. */
  | { type: 'PAYMENT.PAY'; idempotencyKey: string }
  | { type: 'PAYMENT.BACK' }
  | { type: 'PAYMENT.RESTART' }
  | ActionSettledEvent;

const paymentOf = (event: PaymentEvent): TPaymentResponse | null => {
  const { result } = eventOf(event, 'ACTION.SETTLED');
  return result.status === 'success' ? (result.data as TPaymentResponse) : null;
};

const initialChoices = { invoice: null, cardsOnFile: [], method: null, autoRenewOptin: false, attempt: null, payment: null, result: null, followUpResult: null };

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store invoice': assign(({ event }) => {
      const { invoice, cardsOnFile } = eventOf(event, 'PAYMENT.CHOOSE_INVOICE');
      return { invoice, cardsOnFile, method: null, result: null };
    }),
    'use card on file': assign(({ context, event }) => {
      const { cardProfileId } = eventOf(event, 'PAYMENT.USE_CARD_ON_FILE');
      const card = context.cardsOnFile.find((c) => c.cardProfileId === cardProfileId);
      return card ? { method: { source: 'onFile' as const, card } } : {};
    }),
    'use new card': assign(({ event }) => ({ method: { source: 'new' as const, card: eventOf(event, 'PAYMENT.CARD_CAPTURED').card } })),
    'store opt-in': assign(({ event }) => ({ autoRenewOptin: eventOf(event, 'PAYMENT.AUTO_RENEW').optIn })),
    'key attempt': assign(({ context, event }) => {
      const { idempotencyKey } = eventOf(event, 'PAYMENT.PAY');
      return { attempt: nextPaymentAttempt(context.attempt, paymentRequest(context.invoice!, context.method!, context.autoRenewOptin), idempotencyKey), result: null };
    }),
    'store result': assign({ result: settledResult }),
    'store payment': assign(({ event }) => ({ result: settledResult({ event }), payment: paymentOf(event) })),
    'store follow-up result': assign({ followUpResult: settledResult }),
    'clear result': assign({ result: null }),
    // The last attempt stays: coming back to the same invoice and card retries with its key.
    'forget invoice': assign({ invoice: null, cardsOnFile: [], method: null, result: null }),
    'start over': assign(initialChoices),
  },
  guards: {
    'invoice payable': ({ event }) => isPayable(eventOf(event, 'PAYMENT.CHOOSE_INVOICE').invoice),
    'card on file': ({ context, event }) => {
      const { cardProfileId } = eventOf(event, 'PAYMENT.USE_CARD_ON_FILE');
      return context.cardsOnFile.some((c) => c.cardProfileId === cardProfileId);
    },
    'settled successfully': settledSuccessfully,
    'follow-up due': ({ context, event }) => {
      const payment = paymentOf(event)!; // wired only behind 'settled successfully' (and)
      return paymentFollowUps(payment, context.invoice!, context.method!.card).length > 0;
    },
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ today: input.today, ...initialChoices }),
  initial: 'choosingInvoice',
  states: {
    choosingInvoice: {
      tags: ['accountInformation'],
      on: { 'PAYMENT.CHOOSE_INVOICE': { guard: 'invoice payable', target: 'choosingMethod', actions: 'store invoice' } },
    },
    choosingMethod: {
      tags: ['accountUpdates'],
      on: {
        'PAYMENT.USE_CARD_ON_FILE': { guard: 'card on file', target: 'reviewing', actions: 'use card on file' },
        'PAYMENT.USE_NEW_CARD': 'enteringCard',
        'PAYMENT.BACK': { target: 'choosingInvoice', actions: 'forget invoice' },
      },
    },
    enteringCard: {
      tags: ['accountUpdates'],
      on: {
        'PAYMENT.CARD_CAPTURED': { target: 'reviewing', actions: 'use new card' },
        'PAYMENT.BACK': 'choosingMethod',
      },
    },
    reviewing: {
      tags: ['accountUpdates'],
      on: {
        'PAYMENT.AUTO_RENEW': { actions: 'store opt-in' },
        'PAYMENT.PAY': { target: 'paying', actions: 'key attempt' },
        'PAYMENT.BACK': { target: 'choosingMethod', actions: 'clear result' },
      },
    },
    paying: {
      tags: ['accountUpdates', 'busy'],
      invoke: invokeActionCycle((context: PaymentContext) => ({
        category: 'Payment',
        submission: {
          request: { call: 'payment', idempotencyKey: context.attempt!.idempotencyKey, body: context.attempt!.body },
          label: context.invoice!.prodIdAlias,
          amount: context.attempt!.body.amountPaid,
        },
      })),
      on: {
        'ACTION.SETTLED': [
          { guard: and(['settled successfully', 'follow-up due']), target: 'updatingPaymentMethod', actions: 'store payment' },
          { guard: 'settled successfully', target: 'paid', actions: 'store payment' },
          { target: 'reviewing', actions: 'store result' },
        ],
      },
    },
    updatingPaymentMethod: {
      tags: ['accountUpdates', 'busy'],
      invoke: invokeActionCycle((context: PaymentContext) => ({
        category: 'Update Payment Method',
        submission: {
          request: { call: 'cards', calls: paymentFollowUps(context.payment!, context.invoice!, context.method!.card).map((body) => ({ call: 'series', body })) },
          label: context.invoice!.prodIdAlias,
        },
      }), 'followUpCycle'),
      on: { 'ACTION.SETTLED': { target: 'paid', actions: 'store follow-up result' } },
    },
    paid: {
      tags: ['confirmation'],
      on: { 'PAYMENT.RESTART': { target: 'choosingInvoice', actions: 'start over' } },
    },
  },
});

export type PaymentRef = ActorRefFrom<typeof paymentMachine>;
