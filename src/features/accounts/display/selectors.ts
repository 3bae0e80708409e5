import type { TAssociatedGiftAccount } from '../../../../contracts/schemas/customer';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { ENDED_ORDER_STATUSES, type TOrder } from '../../../../contracts/schemas/order';
import type { TInvoice, TPaymentMethod } from '../../../../contracts/schemas/payment';

/** What the account screens pick out of the lookup (§3 Customer, Order, Payment). */

/** The orders of one account: those it holds, and a received gift that ships to it. */
export function ordersOfAccount(lookup: TLookupSuccess, accountNumber: string): TOrder[] {
  return lookup.orders.filter(
    (o) => o.accountNumber === accountNumber || (o.isRecipient && o.orderItems.some((i) => i.shipToAccountNumber === accountNumber)),
  );
}

/** Newest first; the order number breaks ties so the list never reshuffles. */
export function newestFirst(orders: readonly TOrder[]): TOrder[] {
  return [...orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber));
}

export function isGiftOrder(order: TOrder): boolean {
  return order.isGift || order.isDonor || order.isRecipient;
}

/** A digital (Resin) gift not yet redeemed: issued to the recipient, or scheduled (enqueue). */
export function isUnredeemedGift(order: TOrder): boolean {
  const key = order.orderStatus.trim().toLowerCase();
  return order.systemCode === 'RESIN' && isGiftOrder(order) && !order.isRecipient && (key === 'issued' || key === 'enqueue');
}

export function openInvoicesOf(lookup: TLookupSuccess, accountNumber: string): TInvoice[] {
  return (lookup.invoices ?? []).filter((i) => i.status === 'open' && i.accountNumber === accountNumber && i.amountDue > 0);
}

/** Cards of this account flagged "payment method needs updated". */
export function methodsNeedingAttention(lookup: TLookupSuccess, accountNumber: string): TPaymentMethod[] {
  return lookup.paymentMethods.filter((m) => m.needsAttention && m.associatedAccounts.some((a) => a.accountNumber === accountNumber));
}

export function giftAccountsOf(lookup: TLookupSuccess, accountNumber: string): TAssociatedGiftAccount[] {
  return lookup.associatedGiftAccounts.filter((g) => g.relatedAccountNumber === accountNumber);
}

/**
 * The people a gift order goes to, by name where the item names them, else by account. An item
 * shipping to the holder's own account names nobody (a digital gift not yet redeemed).
 */
export function recipientsOf(order: TOrder): string[] {
  if (order.giftRecipient) return [order.giftRecipient.name];
  const names = order.orderItems.flatMap((i) =>
    i.recipientName ? [i.recipientName] : i.shipToAccountNumber !== order.accountNumber ? [i.shipToAccountNumber] : [],
  );
  return [...new Set(names)];
}

/** The account's last issue (§3 customer.expireIssueNumber), which belongs to its print subscription. */
export function expireIssueNumberOf(lookup: TLookupSuccess | null, order: TOrder): number | undefined {
  return lookup?.customers.find((c) => c.accountNumber === order.accountNumber && c.prodIdAlias === order.prodIdAlias)?.expireIssueNumber;
}

/**
 * The subscription the summary speaks of for an account: its newest own subscription that is still
 * running, else its newest own subscription (gifts given show under Gift Subscriptions).
 */
export function currentSubscriptionOf(subscriptions: readonly TOrder[]): TOrder | undefined {
  const own = subscriptions.filter((o) => !o.isDonor);
  return own.find((o) => !ENDED_ORDER_STATUSES.has(o.orderStatus.trim().toLowerCase())) ?? own[0];
}
