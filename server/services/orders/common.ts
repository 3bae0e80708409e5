import type { OrderRow } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { ENDED_STATUSES } from '../../db/schema';
import { withCustomer, type ActionContext, type Refusal } from '../account-actions/common';

/**
 * What the order calls (§7 19, 21–23, 26, 27) share beyond the account actions' common.ts: a
 * refusal may carry its own code (422 NO_CARD_ON_FILE, ...), and "running" means an order that
 * has not ended and is not a gift the account receives.
 */

export type OrderRefusal = Refusal;
export type OrderOutcome<T> = { ok: true; value: T } | OrderRefusal;

export const NO_CARD_ON_FILE_MESSAGE = 'Add a card in your wallet to renew automatically by card.';

/** An order that still runs: not ended (§4), and held by the account (never a gift it only receives). */
export function isRunning(order: OrderRow): boolean {
  return !ENDED_STATUSES.has(order.orderStatus) && !order.isRecipient;
}

/**
 * Runs an order action in one transaction with the account's customer row locked; a refusal rolls
 * back whatever the action changed (account-actions withCustomer, with the wider refusal).
 */
export function withAccount<T>(
  ctx: ActionContext,
  accountNumber: string,
  action: (customer: CustomerRow) => Promise<OrderOutcome<T>>,
): Promise<OrderOutcome<T>> {
  return withCustomer<T, OrderRefusal>(ctx, accountNumber, action);
}

export { daysBetween, monthsBetween } from '../calendar';

export const dollars = (cents: number) => Math.round(cents) / 100;
