import type { TOrder } from '../../contracts/schemas/order';
import { statusOf } from './status-catalogue';

/**
 * One way to say where a subscription's term stands, for every screen that shows an order (the
 * summary, My Subscriptions, gifts, renewals and each flow's subscription card): dates first, the
 * issue number only as detail. Decided by the order's status, never by the browser's clock:
 *
 * - renews: auto-renew is on and the term runs: "Renews on <end> for <price>" (term ends with issue N);
 * - expires: a running term without auto-renew: "Expires <end>" (with issue N);
 * - ended: an expired term: "Ended on <end>";
 * - canceled / transferred / revoked: "Canceled on <day>" etc., the day it was closed when known;
 * - null: nothing to say (a series that runs until stopped, a shop order, a gift not yet started).
 */
export type SubscriptionTerm =
  | { kind: 'renews'; date: string; price?: number; issue?: number }
  | { kind: 'expires'; date: string; issue?: number }
  | { kind: 'ended'; date: string }
  | { kind: 'canceled' | 'transferred' | 'revoked'; date?: string };

const CLOSED = { canceled: 'canceled', transferred: 'transferred', revoked: 'revoked' } as const;

/**
 * The term of an order. `expireIssueNumber` is the account's last issue (§3 customer), shown only
 * for the print subscription it belongs to: a running, non-gift SERV order.
 */
export function subscriptionTerm(order: TOrder, expireIssueNumber?: number): SubscriptionTerm | null {
  const { title } = statusOf(order.orderStatus);
  if (title === 'canceled' || title === 'transferred' || title === 'revoked') {
    return { kind: CLOSED[title], ...(order.closedOn ? { date: order.closedOn } : {}) };
  }
  const end = order.subscriptionEnd;
  if (!end || order.isContinuity || order.isPf) return null;
  if (title === 'expired') return { kind: 'ended', date: end };
  if (title === 'completed' || title === 'returned' || title === 'partiallyReturned' || title === 'partiallyCanceled') return null;
  const issue = order.systemCode === 'SERV' && !order.isGift && expireIssueNumber !== undefined ? { issue: expireIssueNumber } : {};
  if (order.autoRenew && !order.isRecipient) {
    return { kind: 'renews', date: end, ...(order.renewalPrice !== undefined ? { price: order.renewalPrice } : {}), ...issue };
  }
  return { kind: 'expires', date: end, ...issue };
}
