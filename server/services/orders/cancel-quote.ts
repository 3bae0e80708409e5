import type { TOrder } from '../../../contracts/schemas/order';
import type { OrderItemRow, OrderRow } from '../../db/repositories/account-actions';
import { ENDED_STATUSES } from '../../db/schema';
import { addMonths } from '../account-actions/common';
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

/**
 * The share of the paid term not yet used on `today` (1 before it starts, 0 after it ends or
 * without dates). The paid term ends `extendedMonths` before the order's end: extensions and
 * retention offers move the end (an issue of a monthly counts as a month) but were not paid for
 * by the invoices the refund comes from.
 */
export function unusedShare(order: Pick<OrderRow, 'subscriptionStart' | 'subscriptionEnd'>, today: string, extendedMonths = 0): number {
  const start = order.subscriptionStart;
  const end = order.subscriptionEnd && extendedMonths > 0 ? addMonths(order.subscriptionEnd, -extendedMonths) : order.subscriptionEnd;
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
  /** Months (issues) added free by extensions and accepted retention offers; 0 when unknown. */
  extendedMonths?: number;
  /** The order's lines: a shop order (EHUB) is cancelled only while none of them has shipped. */
  lines?: readonly ShopLine[];
}

/** What a shop order's cancel looks at on each line. */
export type ShopLine = Pick<OrderItemRow, 'shippedAt'>;

/**
 * Whether a shop order (EHUB) has a line on its way: then it is not cancelled, in whole or in part
 * (the subscriber returns what arrives, order-return.ts). Cancelling only the unshipped lines would
 * split a parcel the subscriber ordered as one; a refusal that says why is what they expect.
 */
export const shopOrderShipped = (order: Pick<OrderRow, 'systemCode'>, lines: readonly ShopLine[]) =>
  order.systemCode === 'EHUB' && lines.some((l) => l.shippedAt !== null);

export interface CancelQuoteCents {
  refundCents: number;
  refundTo: TCancelQuote['refundTo'];
  voidsOpenInvoice: boolean;
  /** 'R' when a refund is due (by card, store credit, or by an agent when not paid by card). */
  refundType?: 'R';
  /** A refund is due, but the payment was not by card: an agent has to make it (§4 cancel-order email). */
  manualRefund: boolean;
}

/** An open bill of which part is paid: a cancel would void it and keep that part, so none is offered. */
export const PARTLY_PAID_MESSAGE = 'Part of this bill is paid; please contact customer service to cancel.';
export const hasPartlyPaidOpenInvoice = (invoices: readonly QuoteInvoice[]) =>
  invoices.some((i) => i.status === 'unpaid' && i.amountPaidCents > 0 && i.amountDueCents > i.amountPaidCents);

/**
 * The quote in cents, or null when the subscriber cannot cancel the order here (ended, a gift
 * received, a shop order of which something shipped, or an open bill already partly paid:
 * customer service cancels that one).
 */
export function cancelQuoteCents({ order, invoices, refundedCents, today, extendedMonths = 0, lines = [] }: CancelQuoteInput): CancelQuoteCents | null {
  if (ENDED_STATUSES.has(order.orderStatus) || order.isRecipient) return null;
  if (shopOrderShipped(order, lines)) return null;
  if (hasPartlyPaidOpenInvoice(invoices)) return null;
  const none: CancelQuoteCents = { refundCents: 0, refundTo: 'none', voidsOpenInvoice: false, manualRefund: false };
  const open = invoices.some((i) => i.status === 'unpaid' && i.amountDueCents > i.amountPaidCents);
  if (open) return { ...none, voidsOpenInvoice: true };
  const paid = invoices.filter((i) => i.status === 'paid' && i.amountPaidCents > 0);
  const paidCents = paid.reduce((sum, i) => sum + i.amountPaidCents, 0);
  const left = Math.max(0, paidCents - refundedCents);
  // Nothing of an unshipped shop order was delivered: all of what was paid comes back.
  const share = order.systemCode === 'EHUB' ? 1 : unusedShare(order, today, extendedMonths);
  const refundCents = Math.min(left, Math.round(paidCents * share));
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
