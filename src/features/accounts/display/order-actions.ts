import type { TOrder } from '../../../../contracts/schemas/order';
import { buildRenewalLink, renewalLink, renewalTarget, type RenewalUrls } from '../../../../machines/renewal-links';
import { statusOf } from '../../../../machines/status-catalogue';

/** The account routes an order's actions lead to (the agreed URLs, the order in ?order=). */
const orderRoute = (path: string, order: TOrder) => `${path}?${new URLSearchParams({ order: order.orderNumber }).toString()}`;

/**
 * Where an order's §4 primary action leads: Resume to the resume flow, Renew Now and Pay Now to
 * the configured renewal and payment URLs (gift URLs for gifts, §6). Without a configured URL,
 * Renew Now opens the renewals screen and Pay Now the portal's payment screen.
 */
export function primaryActionHref(order: TOrder, urls: RenewalUrls): string | null {
  switch (statusOf(order.orderStatus).primaryAction) {
    case 'Resume':
      return orderRoute('/accounts/resume-delivery', order);
    case 'Renew Now':
      return renewalLink(urls, 'renew', order) ?? orderRoute('/accounts/renewals', order);
    case 'Pay Now':
      return renewalLink(urls, 'pay', order) ?? buildRenewalLink('/accounts/payment', renewalTarget(order));
    default:
      return null;
  }
}

export type OrderActionKind = 'suspend' | 'resume' | 'replacement' | 'extend';

/**
 * The further actions on a subscription (§6: suspend needs enableSuspend and isSuspendable).
 * Resume is left out when it already is the primary action. A recipient acts through the donor,
 * so a received gift offers no replacement or extension of its own.
 */
export function orderActions(order: TOrder, enableSuspend: boolean): Array<{ kind: OrderActionKind; href: string }> {
  const status = statusOf(order.orderStatus);
  const actions: Array<{ kind: OrderActionKind; href: string }> = [];
  if (enableSuspend && order.isSuspendable) actions.push({ kind: 'suspend', href: orderRoute('/accounts/suspend', order) });
  if ((order.isResumable || status.title === 'suspended') && status.primaryAction !== 'Resume') {
    actions.push({ kind: 'resume', href: orderRoute('/accounts/resume-delivery', order) });
  }
  const printDelivered = order.systemCode === 'SERV' && order.orderItems.some((i) => i.lastIssue !== undefined);
  if (printDelivered && !order.isRecipient && status.title !== 'canceled' && status.title !== 'transferred') {
    actions.push({ kind: 'replacement', href: orderRoute('/accounts/replacement', order) });
  }
  if (order.systemCode === 'SERV' && !order.isRecipient && status.title === 'active') {
    actions.push({ kind: 'extend', href: orderRoute('/accounts/extend', order) });
  }
  return actions;
}
