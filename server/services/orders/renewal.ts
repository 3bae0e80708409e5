import type { TRenewalRequest, TRenewalResponse } from '../../../contracts/schemas/actions';
import { findOrderItems, updateCustomer, updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import { findCustomer } from '../../db/repositories/billing';
import { findIssue } from '../../db/repositories/issues';
import { findHeldOrder, findOrderInvoices, insertUnpaidInvoice } from '../../db/repositories/orders';
import { addDays, addMonths, audit, conflict, done, notFound, todayOf, type ActionContext } from '../account-actions/common';
import { monthsBetween, withAccount, type OrderOutcome } from './common';

/**
 * Renewal in the portal (designed, issue 13: no external renewal URL configured). A renewal is a
 * bill for one more term of the order's plan at its price; paying that bill in full (Make a
 * Payment, with its Idempotency-Key) renews the order. Asking again while the bill is open answers
 * the same bill, so a double click or a second tab never bills twice.
 */

/** Days a renewal bill is due in. */
const RENEWAL_DUE_DAYS = 30;
/** Statuses a term subscription can be renewed from (§4 Renew Now, and running terms). */
const RENEWABLE: ReadonlySet<string> = new Set(['active', 'active-renew', 'renewing_soon', 'expired', 'expired-renew', 'future']);

/** The issues of the order's plan: a print plan's code ends with them (NWM-12). */
export function planTermIssues(order: Pick<OrderRow, 'planCode' | 'termLength'>): number {
  return Number(/-(\d+)$/.exec(order.planCode ?? '')?.[1] ?? 0) || 0;
}

export async function requestRenewal(ctx: ActionContext, request: TRenewalRequest): Promise<OrderOutcome<TRenewalResponse>> {
  return withAccount<TRenewalResponse>(ctx, request.accountNumber, async (customer) => {
    const order = await findHeldOrder(ctx.database, customer, request.orderNumber);
    if (!order) return notFound('ORDER_NOT_FOUND', `We could not find order ${request.orderNumber} on this account.`);
    const termIssues = planTermIssues(order);
    const renewable = order.systemCode === 'SERV' && !order.isContinuity && RENEWABLE.has(order.orderStatus) && termIssues > 0 && order.orderValueCents > 0;
    if (!renewable) return conflict('NOT_RENEWABLE', 'This subscription cannot be renewed here. Please contact customer service.');

    const open = (await findOrderInvoices(ctx.database, [order.id])).find(
      ({ invoice }) => invoice.renewalIssues !== null && invoice.status === 'unpaid' && invoice.amountPaidCents === 0,
    );
    const invoice =
      open?.invoice ??
      (await insertUnpaidInvoice(ctx.database, {
        publisherId: ctx.publisher.id,
        customerId: customer.id,
        orderId: order.id,
        invoiceNumber: `INV-REN-${order.orderNumber}-${(order.termLength ?? 0) + termIssues}`,
        amountDueCents: order.orderValueCents,
        dueDate: addDays(todayOf(ctx.policy), RENEWAL_DUE_DAYS),
        renewalIssues: termIssues,
      }));
    if (!open) {
      await audit(ctx, customer, {
        kind: 'renewal-request',
        orderId: order.id,
        payload: { orderNumber: order.orderNumber, invoiceNumber: invoice.invoiceNumber, amountCents: invoice.amountDueCents, termIssues },
      });
    }
    return done({ success: true, orderNumber: order.orderNumber, invoiceNumber: invoice.invoiceNumber, amountDue: invoice.amountDueCents / 100, termIssues });
  });
}

/**
 * Carries out a paid renewal: the subscription ships to its account for `issues` more issues, from
 * its last issue, or from the current issue when it has already ended. Answers the new end date.
 */
export async function renewOrder(ctx: ActionContext, order: OrderRow, issues: number): Promise<{ orderNumber: string; subscriptionEnd: string }> {
  const shipTo = (await findOrderItems(ctx.database, order.id))[0]?.shipToAccountNumber ?? order.accountNumber;
  const reader = await findCustomer(ctx.database, ctx.publisher.id, shipTo);
  const today = todayOf(ctx.policy);
  const ended = !order.subscriptionEnd || order.subscriptionEnd < today;
  const lastIssue = reader?.expireIssueNumber ?? null;
  // An ended subscription starts again with the current issue: the issues missed meanwhile (one a
  // month, the demo magazines are monthly) are skipped, not owed.
  const missed = ended && order.subscriptionEnd ? Math.max(0, monthsBetween(order.subscriptionEnd, today)) : 0;
  const target = (lastIssue ?? 0) + missed + issues;
  const cover = lastIssue !== null ? await findIssue(ctx.database, ctx.publisher.magCode, target) : null;
  const subscriptionEnd = cover?.coverDate ?? addMonths(ended ? today : order.subscriptionEnd!, issues);
  if (reader && lastIssue !== null) await updateCustomer(ctx.database, reader.id, { expireIssueNumber: target });
  await updateOrder(ctx.database, order.id, {
    orderStatus: 'active',
    subscriptionEnd,
    ...(order.termLength !== null ? { termLength: order.termLength + issues } : {}),
    isSuspendable: true,
  });
  return { orderNumber: order.orderNumber, subscriptionEnd };
}
