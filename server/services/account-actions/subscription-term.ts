import { updateCustomer, updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { findIssue } from '../../db/repositories/issues';
import { addMonths, todayOf, type ActionContext } from './common';

/**
 * Moves the last issue of an account's subscription (extension, call 13; a replacement turned into
 * an extension, call 14): the customer's expireIssueNumber, and the order's end date and term.
 * The end date is the cover date of the new last issue in the publisher's catalogue, or, past the
 * catalogue, the old end plus one month per issue added (the demo magazines are monthly).
 */
export async function moveExpiry(ctx: ActionContext, customer: CustomerRow, order: OrderRow, expireIssueNumber: number): Promise<void> {
  const added = expireIssueNumber - (customer.expireIssueNumber ?? expireIssueNumber);
  await updateCustomer(ctx.database, customer.id, { expireIssueNumber });
  const cover = await findIssue(ctx.database, ctx.publisher.magCode, expireIssueNumber);
  await updateOrder(ctx.database, order.id, {
    subscriptionEnd: cover?.coverDate ?? addMonths(order.subscriptionEnd ?? todayOf(ctx.policy), added),
    ...(order.termLength !== null ? { termLength: order.termLength + added } : {}),
    // "Renew Now" (active-renew: ending soon) no longer applies once the end has moved.
    ...(order.orderStatus === 'active-renew' ? { orderStatus: 'active' as const } : {}),
  });
}
