import type { TPreferences } from '../../contracts/schemas/config';
import type { TOrder } from '../../contracts/schemas/order';
import { statusOf, type StatusTitle } from './status-catalogue';

/**
 * The renewal and payment links of SPEC §3 AvailableActions.Preferences (renewSubUrl, renewGiftUrl,
 * makePaymentUrl, makeGiftPaymentUrl, emailGiftCardUrl) and §6: gift donors and recipients use
 * the gift URLs and the recipient's shipToAccountNumber. Pure: no I/O.
 *
 * A configured URL may name the order with the placeholders {accountNumber}, {orderNumber} and
 * {prodIdAlias}; a URL without any gets `account` and `order` query parameters instead (the
 * agreed `?order=` of the account routes), so a plain path such as '/accounts/payment' works.
 */

export type RenewalUrls = Pick<TPreferences, 'renewSubUrl' | 'renewGiftUrl' | 'makePaymentUrl' | 'makeGiftPaymentUrl' | 'emailGiftCardUrl'>;
export type RenewalLinkKind = 'renew' | 'pay' | 'emailGiftCard';

export interface RenewalTarget {
  /** The account the link acts for: for a gift, the recipient's (shipToAccountNumber). */
  accountNumber: string;
  orderNumber?: string;
  prodIdAlias: string;
  gift: boolean;
}

const PLACEHOLDER = /\{(accountNumber|orderNumber|prodIdAlias)\}/g;

/** The account and product a link for this order names (§6 for gifts). */
export function renewalTarget(order: TOrder): RenewalTarget {
  const gift = order.isGift || order.isDonor || order.isRecipient;
  const shipTo = order.orderItems.find((item) => item.shipToAccountNumber)?.shipToAccountNumber;
  return {
    accountNumber: gift && shipTo ? shipTo : order.accountNumber,
    orderNumber: order.orderNumber,
    prodIdAlias: order.prodIdAlias,
    gift,
  };
}

/** The configured URL of a kind of link; a gift card is only e-mailed for a gift. */
export function configuredRenewalUrl(urls: RenewalUrls, kind: RenewalLinkKind, gift: boolean): string {
  switch (kind) {
    case 'renew':
      return gift ? urls.renewGiftUrl : urls.renewSubUrl;
    case 'pay':
      return gift ? urls.makeGiftPaymentUrl : urls.makePaymentUrl;
    case 'emailGiftCard':
      return gift ? urls.emailGiftCardUrl : '';
  }
}

/**
 * Only a path on this site or a web address: a configured javascript: or data: URL gives no link, and
 * neither does a protocol-relative '//host/…' (or '/\\host', which browsers read the same way): it
 * would leave the site while looking like a path.
 */
function isSafeUrl(url: string): boolean {
  return (url.startsWith('/') && !/^\/[/\\]/.test(url)) || /^https?:\/\//i.test(url);
}

/** Fills a configured URL in for one target; null when the URL is empty or not a web link. */
export function buildRenewalLink(template: string, target: RenewalTarget): string | null {
  const url = template.trim();
  if (!url || !isSafeUrl(url)) return null;
  const values: Record<string, string> = {
    accountNumber: target.accountNumber,
    orderNumber: target.orderNumber ?? '',
    prodIdAlias: target.prodIdAlias,
  };
  const filled = url.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  if (filled !== url) return filled;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const params = new URLSearchParams({ account: target.accountNumber });
  if (target.orderNumber) params.set('order', target.orderNumber);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${params.toString()}${hash}`;
}

/** The link of one kind for an order, or null when the publisher configured none. */
export function renewalLink(urls: RenewalUrls, kind: RenewalLinkKind, order: TOrder): string | null {
  const target = renewalTarget(order);
  return buildRenewalLink(configuredRenewalUrl(urls, kind, target.gift), target);
}

/** Statuses whose subscription can no longer be renewed (closed, moved, revoked or not yet started). */
const NOT_RENEWABLE: ReadonlySet<StatusTitle> = new Set<StatusTitle>([
  'canceled',
  'transferred',
  'revoked',
  'awaitingActivation',
  'completed',
  'returned',
  'partiallyReturned',
  'partiallyCanceled',
]);

/**
 * A term subscription (it has an end) that is still open: the renewals screen lists it. Series
 * (continuity) orders run until stopped and shop orders have no term, so neither renews.
 */
export function isRenewable(order: TOrder): boolean {
  if (order.isContinuity || order.isPf || !order.subscriptionEnd) return false;
  const { title } = statusOf(order.orderStatus);
  return title === null || !NOT_RENEWABLE.has(title);
}

/** An order with money to pay: an open balance, or a status whose primary action is Pay Now. */
export function needsPayment(order: TOrder): boolean {
  return (order.amountDue ?? 0) > 0 || statusOf(order.orderStatus).primaryAction === 'Pay Now';
}

/** A gift the signed-in donor gave, still standing: its gift card can be e-mailed. */
export function canEmailGiftCard(order: TOrder): boolean {
  const { title } = statusOf(order.orderStatus);
  return order.isGift && order.isDonor && title !== 'canceled' && title !== 'revoked';
}
