import type { TOrderUpdateResponse } from '../../../contracts/schemas/actions';
import { findAccountOrders, type OrderRow } from '../../db/repositories/account-actions';
import { insertUnpaidInvoice } from '../../db/repositories/orders';
import { addDays, audit, conflict, currentSubscription, done, todayOf, unprocessable, withCustomer, type ActionContext, type Outcome } from './common';
import { moveExpiry } from './subscription-term';

/** Days the bill of an extension is due in (as an accepted offer's). */
const EXTENSION_INVOICE_DUE_DAYS = 30;

/**
 * The price of one issue of an order: its price over its term, in cents (0 when either is unknown).
 * The spec shows no extension price; subscribers expect to be told what more issues cost, and to pay
 * the same per issue as their subscription.
 */
export function issuePriceCents(order: Pick<OrderRow, 'orderValueCents' | 'termLength' | 'isContinuity' | 'planCode'>): number {
  // The plan's own term (a print plan's code ends with its issues, NWM-12): an extension lengthens
  // termLength but must not make the next issue cheaper.
  const planTerm = Number(/-(\d+)$/.exec(order.planCode ?? '')?.[1] ?? 0) || order.termLength;
  if (order.isContinuity || !planTerm || planTerm <= 0) return 0;
  return Math.round(order.orderValueCents / planTerm);
}

/** The most issues one extension may add (ten years of a monthly): beyond that it is a typing slip. */
export const MAX_EXTENSION_ISSUES = 120;

export interface ExtensionRequest {
  accountNumber: string;
  prodIdAlias: string;
  /** The issue number of the new last issue. */
  subscriptionEnd: number;
  reasonCode: string;
}

/**
 * §7 call 13: the subscription now ends with issue `subscriptionEnd`, which must come after the
 * current last issue (409 otherwise: an extension never shortens a subscription).
 */
export async function extendSubscription(ctx: ActionContext, request: ExtensionRequest): Promise<Outcome<TOrderUpdateResponse>> {
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const current = customer.expireIssueNumber;
    if (current === null) return conflict('NO_RUNNING_SUBSCRIPTION', 'This account has no subscription to extend.');
    const target = request.subscriptionEnd;
    if (target <= current) return conflict('EXTENSION_NOT_LATER', `Your subscription already runs to issue ${current}. Choose a later issue to extend it.`);
    if (target - current > MAX_EXTENSION_ISSUES) {
      return unprocessable('EXTENSION_TOO_LONG', 'body.order.subscriptionEnd', `An extension can add at most ${MAX_EXTENSION_ISSUES} issues.`);
    }
    const subscription = currentSubscription(await findAccountOrders(ctx.database, customer, request.prodIdAlias));
    if (!subscription) return conflict('NO_RUNNING_SUBSCRIPTION', 'This account has no running subscription to extend.');
    const { order } = subscription;
    await moveExpiry(ctx, customer, order, target);
    // The added issues are billed at the subscription's price per issue, payable under Make a Payment.
    const amountCents = issuePriceCents(order) * (target - current);
    const invoice =
      amountCents > 0
        ? await insertUnpaidInvoice(ctx.database, {
            publisherId: ctx.publisher.id,
            customerId: customer.id,
            orderId: order.id,
            invoiceNumber: `INV-EXT-${order.orderNumber}-${target}`,
            amountDueCents: amountCents,
            dueDate: addDays(todayOf(ctx.policy), EXTENSION_INVOICE_DUE_DAYS),
          })
        : null;
    await audit(ctx, customer, {
      kind: 'extension',
      orderId: order.id,
      reasonCode: request.reasonCode,
      payload: { orderNumber: order.orderNumber, fromIssue: current, toIssue: target, ...(invoice ? { invoiceNumber: invoice.invoiceNumber, amountCents } : {}) },
    });
    return done({
      success: true,
      expireIssueNumber: target,
      message: `Your subscription now runs to issue ${target}.`,
      ...(invoice ? { invoice: { invoiceNumber: invoice.invoiceNumber, amountDue: amountCents / 100 } } : {}),
    });
  });
}
