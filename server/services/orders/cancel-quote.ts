import type { TOrder } from '../../../contracts/schemas/order';
import type { OrderRow } from '../../db/repositories/account-actions';
import { ENDED_STATUSES } from '../../db/schema';
import { daysBetween } from './common';

/**
 * What cancelling an order today gives back (Order.cancelQuote, shown before the subscriber
 * confirms; §7 call 22 refunds exactly this). Pure: the caller gives the order's invoices (with how
 * they were paid), what was already refunded, and today.
 */

export type TCancelQuote = NonNullable<TOrder['cancelQuote']>;

export interface QuoteInvoice {
  status: string;
  amountDueCents: number;
  amountPaidCents: number;
  /** 'CC', 'CHECK', 'PPAL', ... of its payment; null when unpaid. */
  paymentType: string | null;
}

/** Payment types the processor can refund automatically (a card). */
const CARD_PAYMENT_TYPES = new Set(['CC']);

/** The share of the term not yet used on `today` (1 before it starts, 0 after it ends or without dates). */
export function unusedShare(order: Pick<OrderRow, 'subscriptionStart' | 'subscriptionEnd'>, today: string): number {
  const { subscriptionStart: start, subscriptionEnd: end } = order;
  if (!start || !end) return 0;
  const total = daysBetween(start, end);
  if (total <= 0) return 0;
  const left = daysBetween(today < start ? start : today, end);
  return Math.min(1, Math.max(0, left / total));
}

export interface CancelQuoteInput {
  order: OrderRow;
  invoices: readonly QuoteInvoice[];
  refundedCents: number;
  today: string;
}

export interface CancelQuoteCents {
  refundCents: number;
  refundTo: TCancelQuote['refundTo'];
  voidsOpenInvoice: boolean;
  /** 'R' when a refund is due (by card, store credit, or by an agent when not paid by card). */
  refundType?: 'R';
  /** A refund is due, but the payment was not by card: an agent has to make it (§4 cancel-order email). */
  manualRefund: boolean;
}

/** The quote in cents, or null when the subscriber cannot cancel the order (ended, or a gift received). */
export function cancelQuoteCents({ order, invoices, refundedCents, today }: CancelQuoteInput): CancelQuoteCents | null {
  if (ENDED_STATUSES.has(order.orderStatus) || order.isRecipient) return null;
  const none: CancelQuoteCents = { refundCents: 0, refundTo: 'none', voidsOpenInvoice: false, manualRefund: false };
  const open = invoices.some((i) => i.status === 'unpaid' && i.amountDueCents > i.amountPaidCents);
  if (open) return { ...none, voidsOpenInvoice: true };
  const paid = invoices.filter((i) => i.status === 'paid' && i.amountPaidCents > 0);
  const paidCents = paid.reduce((sum, i) => sum + i.amountPaidCents, 0);
  const left = Math.max(0, paidCents - refundedCents);
  const refundCents = Math.min(left, Math.round(paidCents * unusedShare(order, today)));
  if (refundCents <= 0) return none;
  if (order.systemCode === 'RESIN') return { ...none, refundCents, refundTo: 'storeCredit', refundType: 'R' };
  const byCard = paid.every((i) => i.paymentType !== null && CARD_PAYMENT_TYPES.has(i.paymentType));
  if (byCard) return { ...none, refundCents, refundTo: 'card', refundType: 'R' };
  // Paid by cheque (or an alternative payment): the amount is due, but only an agent can pay it back.
  return { ...none, refundCents, refundType: 'R', manualRefund: true };
}

/** The wire form (dollars) of a quote. */
export function toCancelQuote(quote: CancelQuoteCents): TCancelQuote {
  return {
    refundAmount: Math.round(quote.refundCents) / 100,
    refundTo: quote.refundTo,
    voidsOpenInvoice: quote.voidsOpenInvoice,
    ...(quote.refundType ? { refundType: quote.refundType } : {}),
  };
}
