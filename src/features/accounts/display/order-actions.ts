import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import type { TOrder } from '../../../../contracts/schemas/order';
import { buildRenewalLink, renewalLink, renewalTarget, type RenewalUrls } from '../../../../machines/rules/renewal-links';
import { returnRefusal } from '../../../../machines/rules/order-returns';
import { statusOf } from '../../../../machines/rules/status-catalogue';
import { extensionRefusal, replacementRefusal, resumeRefusal, seriesUpdateRefusal, subscriptionOf, suspendRefusal } from '../../../../machines/rules/subscription-actions';
import {
  autoRenewOperationOf,
  cancelRefusal,
  giftChangeRefusal,
  giftOrderRefusal,
  orderSubjectOf,
  transferRefusal,
} from '../../../../machines/rules/orders';

/** The account routes an order's actions lead to (the agreed URLs, the order in ?order=). */
const orderRoute = (path: string, order: TOrder) => `${path}?${new URLSearchParams({ order: order.orderNumber }).toString()}`;

/**
 * Where an order's §4 primary action leads: Resume to the resume flow, Renew Now and Pay Now to
 * the configured renewal and payment URLs (gift URLs for gifts, §6). Without a configured URL,
 * Renew Now renews in the portal (an order with a renewal term; else the renewals screen) and Pay
 * Now opens the portal's payment screen.
 */
export function primaryActionHref(order: TOrder, urls: RenewalUrls): string | null {
  switch (statusOf(order.orderStatus).primaryAction) {
    case 'Resume':
      return orderRoute('/accounts/resume-delivery', order);
    case 'Renew Now':
      return renewalLink(urls, 'renew', order) ?? orderRoute(order.renewalTerm ? '/accounts/renew' : '/accounts/renewals', order);
    case 'Pay Now':
      return renewalLink(urls, 'pay', order) ?? buildRenewalLink('/accounts/payment', renewalTarget(order));
    default:
      return null;
  }
}

export type OrderActionKind =
  | 'suspend'
  | 'resume'
  | 'replacement'
  | 'extend'
  | 'seriesSettings'
  | 'stopAutoRenew'
  | 'stopCharge'
  | 'startAutoRenew'
  | 'cancel'
  | 'transfer'
  | 'giftOrder'
  | 'giftChange';

/**
 * The further actions on a subscription: exactly those its flow machines accept (the refusal
 * rules of machines/rules/subscription-actions.ts, so a link never leads to a "not available" page).
 * Resume is left out when it already is the primary action.
 */
export function orderActions(order: TOrder, lookup: TLookupSuccess | null, enableSuspend: boolean): Array<{ kind: OrderActionKind; href: string }> {
  const subscription = lookup ? subscriptionOf(lookup, order.orderNumber) : null;
  const subject = lookup ? orderSubjectOf(lookup, order.orderNumber, null) : null;
  if (!subscription || !subject) return [];
  const renewal = autoRenewOperationOf(subject);
  const offered: Array<[OrderActionKind, string, boolean]> = [
    ['suspend', '/accounts/suspend', suspendRefusal(subscription, enableSuspend) === null],
    ['resume', '/accounts/resume-delivery', resumeRefusal(subscription) === null && statusOf(order.orderStatus).primaryAction !== 'Resume'],
    ['replacement', '/accounts/replacement', replacementRefusal(subscription) === null],
    ['extend', '/accounts/extend', extensionRefusal(subscription) === null],
    ['seriesSettings', '/accounts/series', seriesUpdateRefusal(subscription) === null],
    // The order flows (machines/rules/orders.ts): one auto-renew link, the one its machine would run.
    ['stopAutoRenew', '/accounts/auto-renew', renewal === 'stopAutoRenew'],
    ['stopCharge', '/accounts/auto-renew', renewal === 'stopCharge'],
    ['startAutoRenew', '/accounts/auto-renew', renewal === 'startAutoRenew'],
    ['transfer', '/accounts/transfer', transferRefusal(subject) === null],
    ['cancel', '/accounts/cancel', cancelRefusal(subject) === null],
    ['giftOrder', '/accounts/gift-order', giftOrderRefusal(subject) === null],
    ['giftChange', '/accounts/gift-change', giftChangeRefusal(subject) === null],
  ];
  return offered.filter(([, , ok]) => ok).map(([kind, path]) => ({ kind, href: orderRoute(path, order) }));
}

/**
 * §4 Cancel where the shop allows it: a shop order (EHUB) the gateway quoted a cancel for (nothing
 * of it shipped yet) leads to the cancel flow; its machine accepts exactly these (cancelRefusal).
 */
export function shopCancelHref(order: TOrder, lookup: TLookupSuccess | null): string | null {
  const subject = lookup && order.systemCode === 'EHUB' ? orderSubjectOf(lookup, order.orderNumber, null) : null;
  return subject && cancelRefusal(subject) === null ? orderRoute('/accounts/cancel', order) : null;
}

/** §4 Return: a shop order with items the gateway still takes back leads to the return flow (machines/rules/order-returns.ts). */
export function returnActionHref(order: TOrder): string | null {
  return returnRefusal(order) === null ? orderRoute('/accounts/return', order) : null;
}
