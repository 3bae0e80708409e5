import type { TOrderUpdateResponse } from '../../../contracts/schemas/actions';
import { returnWindowDaysOf } from '../../../contracts/schemas/config';
import { loadAdminConfig } from '../configuration';
import { findOrderItems, updateOrder, type OrderItemRow, type OrderRow } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { findOrderInvoices, insertRefund } from '../../db/repositories/orders';
import { returnOrderLine } from '../../db/repositories/order-returns';
import { publisherMoney } from '../money';
import { addDays, audit, conflict, done, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import type { OrderOutcome } from './common';
import type { OrderChangeRequest } from './order-change';

/**
 * Returns of shop orders (designed for SPEC §4 action Return and the statuses returned and
 * partially returned; §7 call 22 PUT /orderupdate orderChange with orderStatus return).
 *
 * - Only shop orders (EHUB) of physical goods are returned; a line can come back within
 *   the publisher's return window (AdminConfig Preferences.returnWindowDays, default
 *   RETURN_WINDOW_DAYS) of the day it shipped, once, and not when it was canceled or never shipped.
 * - The request's orderItems name the lines (lineNumber) and how many of each (quantity, default
 *   the whole line). Every line is checked before anything changes: one refused line refuses all.
 * - The order becomes `returned` when nothing it still holds is left with the subscriber, else
 *   `partially returned`; the value of what came back is refunded to the card that paid the order,
 *   recorded (audit kind order-return) and confirmed by mail like the other changes.
 */

/** The order statuses whose shipped lines may still be returned. */
const RETURNABLE_ORDER_STATUSES = new Set(['completed', 'active', 'partially returned', 'partially canceled']);

/** The line's own status: returned or canceled lines are done. */
const lineOpen = (line: Pick<OrderItemRow, 'itemStatus'>) => !line.itemStatus;

/** Whether the order is one whose lines may be returned at all (a shop order in a returnable status). */
export function orderTakesReturns(order: Pick<OrderRow, 'systemCode' | 'orderStatus'>): boolean {
  return order.systemCode === 'EHUB' && RETURNABLE_ORDER_STATUSES.has(order.orderStatus.trim().toLowerCase());
}

/** The last day the line can be returned (windowDays after it shipped), while today is not past it; null when it cannot be. */
export function returnableUntilOf(
  order: Pick<OrderRow, 'systemCode' | 'orderStatus'>,
  line: Pick<OrderItemRow, 'itemStatus' | 'shippedAt'>,
  today: string,
  windowDays: number,
): string | null {
  if (!orderTakesReturns(order) || !lineOpen(line) || !line.shippedAt) return null;
  const until = addDays(line.shippedAt, windowDays);
  return until >= today ? until : null;
}

/** The lines a return asks for: line number and quantity (the whole line when no quantity is given). */
interface AskedLine {
  lineNumber: number;
  quantity: number | undefined;
}

export async function returnOrder(
  ctx: ActionContext,
  customer: CustomerRow,
  order: OrderRow,
  change: OrderChangeRequest['order'],
): Promise<OrderOutcome<TOrderUpdateResponse>> {
  if (!orderTakesReturns(order)) return conflict('NOT_RETURNABLE', `Order ${order.orderNumber} cannot be returned here.`);
  const asked: AskedLine[] = [];
  for (const item of change.orderItems ?? []) {
    if (item.lineNumber === undefined) return unprocessable('RETURN_ITEM_NOT_IN_ORDER', 'body.order.orderItems', 'Each returned item names its line (lineNumber).');
    if (asked.some((a) => a.lineNumber === item.lineNumber)) {
      return unprocessable('DETAILS_MISMATCH', 'body.order.orderItems', `Line ${item.lineNumber} is named twice.`);
    }
    asked.push({ lineNumber: item.lineNumber, quantity: item.quantity });
  }
  if (asked.length === 0) return unprocessable('BAD_REQUEST', 'body.order.orderItems', 'A return names at least one item.');

  const today = todayOf(ctx.policy);
  const windowDays = returnWindowDaysOf(await loadAdminConfig(ctx.database, ctx.publisher.globalCode));
  const lines = await findOrderItems(ctx.database, order.id);
  const returning: Array<{ line: OrderItemRow; quantity: number }> = [];
  for (const a of asked) {
    const line = lines.find((l) => l.lineNumber === a.lineNumber);
    if (!line) return unprocessable('RETURN_ITEM_NOT_IN_ORDER', 'body.order.orderItems', `Line ${a.lineNumber} is not part of order ${order.orderNumber}.`);
    if (line.itemStatus === 'returned') return conflict('ALREADY_RETURNED', `Line ${a.lineNumber} of order ${order.orderNumber} was already returned.`);
    if (!lineOpen(line) || !line.shippedAt) return conflict('NOT_RETURNABLE', `Line ${a.lineNumber} of order ${order.orderNumber} was not shipped, so it cannot be returned.`);
    if (!returnableUntilOf(order, line, today, windowDays)) {
      return conflict('RETURN_WINDOW_CLOSED', `Line ${a.lineNumber} shipped on ${line.shippedAt}: returns are taken within ${windowDays} days.`);
    }
    const quantity = a.quantity ?? line.quantity;
    if (quantity > line.quantity) {
      return unprocessable('RETURN_QUANTITY_TOO_HIGH', 'body.order.orderItems', `Line ${a.lineNumber} holds ${line.quantity}; ${quantity} cannot be returned.`);
    }
    returning.push({ line, quantity });
  }

  const payment = (await findOrderInvoices(ctx.database, [order.id])).find((i) => i.invoice.status === 'paid' && i.paymentId !== null);
  if (!payment) return conflict('NOT_RETURNABLE', `Order ${order.orderNumber} has no card payment to refund, so it cannot be returned here.`);

  for (const r of returning) await returnOrderLine(ctx.database, r.line, r.quantity);
  const after = await findOrderItems(ctx.database, order.id);
  const kept = after.some(lineOpen);
  const orderStatus = kept ? 'partially returned' : 'returned';
  await updateOrder(ctx.database, order.id, { orderStatus, ...(kept ? {} : { closedOn: today }) });
  const refundedCents = returning.reduce((sum, r) => sum + r.line.itemValueCents * r.quantity, 0);
  if (refundedCents > 0) {
    await insertRefund(ctx.database, {
      publisherId: ctx.publisher.id,
      customerId: customer.id,
      orderId: order.id,
      paymentId: payment.paymentId,
      amountCents: refundedCents,
      refundType: 'card',
      reasonCode: change.reasonCode,
    });
  }
  await audit(ctx, customer, {
    kind: 'order-return',
    orderId: order.id,
    reasonCode: change.reasonCode,
    payload: {
      orderNumber: order.orderNumber,
      fromStatus: order.orderStatus,
      toStatus: orderStatus,
      refundedCents,
      lines: returning.map((r) => ({ lineNumber: r.line.lineNumber, quantity: r.quantity })),
    },
  });
  return done({
    success: true,
    message: `Order ${order.orderNumber} is ${orderStatus}. ${publisherMoney(ctx, refundedCents)} will be refunded to the card that paid for it.`,
  });
}
