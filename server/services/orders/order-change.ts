import { publisherMoney } from '../money';
import type { TOrderUpdateResponse } from '../../../contracts/schemas/actions';
import type { TOrderItem } from '../../../contracts/schemas/order';
import { findOrderItems, updateCustomer, updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import {
  extendedMonthsByOrder,
  findHeldOrder,
  findOrderInvoices,
  insertOrder,
  insertRefund,
  newOrderNumber,
  refundedCentsByOrder,
  voidOpenInvoices,
} from '../../db/repositories/orders';
import type { TSystemCode } from '../../db/schema';
import { addMonths, audit, conflict, done, notFound, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { cancelQuoteCents, hasPartlyPaidOpenInvoice, PARTLY_PAID_MESSAGE, shopOrderShipped, type CancelQuoteCents } from './cancel-quote';
import { transferTargetsOf } from './catalogue';
import { isRunning, monthsBetween, withAccount, type OrderOutcome } from './common';
import { returnOrder } from './order-return';
import { cancelOrderLines } from '../../db/repositories/order-returns';

/** §7 call 22 (PUT /orderupdate orderChange). */
export interface OrderChangeRequest {
  accountNumber: string;
  prodIdAlias: string;
  systemCode?: TSystemCode | undefined;
  order: {
    orderNumber: string;
    invoiceNumber?: string | undefined;
    orderStatus: string;
    reasonCode: string;
    cancel?: 'Y' | undefined;
    toMagAbbr?: string | undefined;
    moveSw?: string | undefined;
    refundType?: string | undefined;
    orderItems?: TOrderItem[] | undefined;
    [key: string]: unknown;
  };
}

/** The answer of a cancel whose refund only an agent can make (§4: the client sends the cancel-order email). */
export const MANUAL_REFUND_MESSAGE = 'This refund needs a customer service agent.';

const CANCEL_STATUSES = new Set(['cancel', 'canceled', 'cancelled']);
/** The orderStatus of a return of shop items (services/orders/order-return.ts). */
export const RETURN_STATUS = 'return';

/** The quote for an order now, from its invoices and refunds (the same numbers the lookup shows). */
export async function quoteOf(ctx: ActionContext, order: OrderRow): Promise<CancelQuoteCents | null> {
  return (await quoteWithInputs(ctx, order)).quote;
}

/** The quote with what it was computed from (the invoices and what was already refunded). */
export async function quoteWithInputs(ctx: ActionContext, order: OrderRow) {
  const invoices = (await findOrderInvoices(ctx.database, [order.id])).map(({ invoice, paymentType }) => ({ ...invoice, paymentType }));
  const refundedCents = (await refundedCentsByOrder(ctx.database, [order.id])).get(order.id) ?? 0;
  const extendedMonths = (await extendedMonthsByOrder(ctx.database, [order.id])).get(order.id) ?? 0;
  const lines = order.systemCode === 'EHUB' ? await findOrderItems(ctx.database, order.id) : [];
  const quote = cancelQuoteCents({ order, invoices, refundedCents, today: todayOf(ctx.policy), extendedMonths, lines });
  return { quote, invoices, refundedCents, lines };
}

/**
 * Cancel (cancel Y / orderStatus cancel), transfer (toMagAbbr with moveSw Y) or return of shop
 * items (orderStatus return, order-return.ts) of an order the
 * account holds. Resin orders change through PUT /resinorderupdate instead (422 here).
 */
export async function changeOrder(ctx: ActionContext, request: OrderChangeRequest) {
  return withAccount<TOrderUpdateResponse>(ctx, request.accountNumber, async (customer) => {
    const { order: change } = request;
    if (request.systemCode === 'RESIN') return resinRefusal();
    const order = await findOrderOf(ctx, customer, change.orderNumber);
    if (!order.ok) return order;
    const target = order.value;
    if (target.systemCode === 'RESIN') return resinRefusal();
    // A return (shop orders) takes back items of an order that has ended: completed, delivered.
    if (change.orderStatus.toLowerCase() === RETURN_STATUS) return returnOrder(ctx, customer, target, change);
    const cancelling = change.cancel === 'Y' || CANCEL_STATUSES.has(change.orderStatus.toLowerCase());
    // A shop order on its way (even in part, and once completed) is returned, not cancelled.
    if (cancelling && target.systemCode === 'EHUB' && shopOrderShipped(target, await findOrderItems(ctx.database, target.id))) {
      return conflict('SHOP_ORDER_SHIPPED', `Items of order ${target.orderNumber} have shipped, so it cannot be cancelled; they can be returned once delivered.`);
    }
    if (!isRunning(target)) return conflict('ORDER_ENDED', `Order ${target.orderNumber} has ended, so it cannot change.`);
    if (change.invoiceNumber && target.invoiceNumber && change.invoiceNumber !== target.invoiceNumber) {
      return unprocessable('DETAILS_MISMATCH', 'body.order.invoiceNumber', 'The invoice number does not match this order.');
    }
    if (cancelling) return cancelOrder(ctx, customer, target, change);
    if (change.toMagAbbr) return transferOrder(ctx, customer, target, change);
    return unprocessable('UNSUPPORTED_CHANGE', 'body.order.orderStatus', 'Only a cancel (cancel Y), a transfer (toMagAbbr) or a return (orderStatus return) can be requested here.');
  });
}

const resinRefusal = () =>
  unprocessable('WRONG_SYSTEM', 'body.systemCode', 'Digital (Resin) subscriptions are cancelled through the Resin order update.');

async function findOrderOf(ctx: ActionContext, customer: CustomerRow, orderNumber: string): Promise<OrderOutcome<OrderRow>> {
  const order = await findHeldOrder(ctx.database, customer, orderNumber);
  return order ? done(order) : notFound('ORDER_NOT_FOUND', `We could not find order ${orderNumber} on this account.`);
}

async function cancelOrder(
  ctx: ActionContext,
  customer: CustomerRow,
  order: OrderRow,
  change: OrderChangeRequest['order'],
): Promise<OrderOutcome<TOrderUpdateResponse>> {
  const { quote, invoices, lines } = await quoteWithInputs(ctx, order);
  if (hasPartlyPaidOpenInvoice(invoices)) return conflict('PARTLY_PAID_BILL', PARTLY_PAID_MESSAGE);
  if (!quote) return conflict('NOT_CANCELLABLE', `Order ${order.orderNumber} cannot be cancelled here.`);
  const refundRequested = change.refundType === 'R';
  // A refund is due but was not paid by card: nothing changes, the client mails customer service (§4).
  if (refundRequested && quote.manualRefund) return done({ success: false, code: 'MANUAL_REFUND', message: MANUAL_REFUND_MESSAGE });

  await updateOrder(ctx.database, order.id, {
    orderStatus: 'canceled',
    closedOn: todayOf(ctx.policy),
    autoRenew: false,
    recurringCharge: false,
    isSuspendable: false,
    isResumable: false,
    cancelReasonCode: change.reasonCode,
  });
  // A shop order's lines are canceled with it (the order table shows each line's status).
  if (lines.length > 0) await cancelOrderLines(ctx.database, order.id);
  if (order.systemCode !== 'EHUB' && customer.activeSubscriptions > 0) {
    await updateCustomer(ctx.database, customer.id, { activeSubscriptions: customer.activeSubscriptions - 1 });
  }
  const voided = quote.voidsOpenInvoice ? await voidOpenInvoices(ctx.database, order.id) : [];
  let refundedCents = 0;
  if (refundRequested && quote.refundTo === 'card' && quote.refundCents > 0) {
    const invoices = await findOrderInvoices(ctx.database, [order.id]);
    const payment = invoices.find((i) => i.invoice.status === 'paid' && i.paymentId !== null);
    await insertRefund(ctx.database, {
      publisherId: ctx.publisher.id,
      customerId: customer.id,
      orderId: order.id,
      paymentId: payment?.paymentId ?? null,
      amountCents: quote.refundCents,
      refundType: 'card',
      reasonCode: change.reasonCode,
    });
    refundedCents = quote.refundCents;
  }
  await audit(ctx, customer, {
    kind: 'order-cancel',
    orderId: order.id,
    reasonCode: change.reasonCode,
    payload: {
      orderNumber: order.orderNumber,
      fromStatus: order.orderStatus,
      refundType: change.refundType ?? null,
      refundedCents,
      voidedInvoices: voided,
    },
  });
  const message =
    refundedCents > 0
      ? `Order ${order.orderNumber} is cancelled. ${publisherMoney(ctx, refundedCents)} will be refunded to your card.`
      : voided.length > 0
        ? `Order ${order.orderNumber} is cancelled and its open bill is cancelled with it.`
        : `Order ${order.orderNumber} is cancelled.`;
  return done({ success: true, message });
}

async function transferOrder(
  ctx: ActionContext,
  customer: CustomerRow,
  order: OrderRow,
  change: OrderChangeRequest['order'],
): Promise<OrderOutcome<TOrderUpdateResponse>> {
  const target = transferTargetsOf(order.prodIdAlias).find((t) => t.prodIdAlias === change.toMagAbbr);
  if (order.systemCode !== 'SERV' || order.isGift || !target) {
    return unprocessable('NOT_TRANSFERABLE', 'body.order.toMagAbbr', 'This subscription cannot be transferred to that product.');
  }
  if (change.moveSw !== undefined && change.moveSw !== 'Y') {
    return unprocessable('UNSUPPORTED_CHANGE', 'body.order.moveSw', 'A transfer moves the remaining term (moveSw Y).');
  }
  const open = (await findOrderInvoices(ctx.database, [order.id])).some(
    ({ invoice }) => invoice.status === 'unpaid' && invoice.amountDueCents > invoice.amountPaidCents,
  );
  if (open) return conflict('OPEN_BILL', 'Please pay the open bill before transferring this subscription.');
  const today = todayOf(ctx.policy);
  const end = order.subscriptionEnd && order.subscriptionEnd > today ? order.subscriptionEnd : null;
  const months = end ? monthsBetween(today, end) : 0;
  if (!end || months < 1) return conflict('NOTHING_TO_TRANSFER', 'Less than one issue is left on this subscription, so there is nothing to transfer.');

  await updateOrder(ctx.database, order.id, {
    orderStatus: 'transferred',
    closedOn: today,
    transferredTo: target.prodIdAlias,
    autoRenew: false,
    recurringCharge: false,
    isSuspendable: false,
    isResumable: false,
  });
  const orderNumber = await newOrderNumber(ctx.database, ctx.publisher.id, order.orderNumber.slice(0, 1));
  const subscriptionName = `${target.productName} – ${months} months`;
  // The digital editions are Resin subscriptions (as the seed's transferred 10000022 shows).
  const created = await insertOrder(
    ctx.database,
    {
      publisherId: ctx.publisher.id,
      customerId: customer.id,
      orderNumber,
      accountNumber: customer.accountNumber,
      billToAccountNumber: order.billToAccountNumber,
      prodIdAlias: target.prodIdAlias,
      productName: target.productName,
      subscriptionName,
      systemCode: 'RESIN',
      planCode: `${target.prodIdAlias}-TRANSFER`,
      orderStatus: 'active',
      orderDate: today,
      isDigital: true,
      subscriptionStart: today,
      subscriptionEnd: addMonths(today, months),
      termLength: months,
      orderValueCents: 0,
      resinSubscriptionId: `rsub_${orderNumber.toLowerCase()}`,
    },
    [
      {
        shipToAccountNumber: customer.accountNumber,
        productDesc: `${target.productName}, ${months} months transferred from order ${order.orderNumber}`,
        itemValueCents: 0,
        subscriptionName,
      },
    ],
  );
  await audit(ctx, customer, {
    kind: 'order-transfer',
    orderId: order.id,
    reasonCode: change.reasonCode,
    payload: { orderNumber: order.orderNumber, toMagAbbr: target.prodIdAlias, newOrderNumber: created.orderNumber, months },
  });
  return done({
    success: true,
    message: `Your subscription moved to ${target.productName} (order ${created.orderNumber}) for the ${months} months that were left.`,
  });
}
