import { STOP_CHARGE_REASON_CODE } from '../../contracts/constants';
import type { TCofpRequest, TCreateOrder, TOrderUpdateRequest, TResinOrderUpdate } from '../../contracts/schemas/actions';
import type { TAdminConfig } from '../../contracts/schemas/config';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { TRetentionOffer, TIntelliselRequest } from '../../contracts/schemas/intellisel';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import type { TCancelOrderEmailPayload } from '../../contracts/schemas/mail';
import { ENDED_ORDER_STATUSES, type TOrder } from '../../contracts/schemas/order';
import type { TPayoutRequest } from '../../contracts/schemas/billing';
import type { TInvoice, TPaymentMethod } from '../../contracts/schemas/payment';
import type { ActionResult } from './account';

/**
 * Pure rules of order changes and retention offers (SPEC §4 Specific transitions and Other
 * catalogues, §7 calls 19, 21–23, 25–27, 29, §9): the order a flow acts on, whether each action is
 * offered, and the body of every call. No I/O.
 */

/** What the order flows know of the order they act on, as the last lookup shows it. */
export interface OrderSubject {
  order: TOrder;
  /** The customer account that holds the order (address, email, Resin ids). */
  customer: TCustomer | null;
  /** A card on file that pays for the account and needs no attention: auto-renew by card, gifts. */
  cardOnFile: Pick<TPaymentMethod, 'cardProfileId' | 'creditCardType' | 'creditCardLastFour'> | null;
  /** The last paid invoice of the order: the cancel-order email's payment details. */
  lastPayment: Pick<TInvoice, 'invoiceNumber' | 'paidDate' | 'paymentType' | 'transactionNumber'> | null;
  /** The product's customer-service address (§3 "custServEmailAddress (per product config)"). */
  custServEmailAddress: string | null;
}

/** The configured customer-service address of a product, as the contact form takes it. */
export function custServEmailAddressOf(adminConfig: Pick<TAdminConfig, 'CustomerService'>, prodIdAlias: string): string | null {
  return adminConfig.CustomerService.Products.find((p) => p.prodIdAlias === prodIdAlias)?.custServEmailAddress ?? null;
}

/** The order of the lookup with this number and what the flows need around it; null when there is none. */
export function orderSubjectOf(lookup: TLookupSuccess, orderNumber: string, custServEmailAddress: string | null): OrderSubject | null {
  const order = lookup.orders.find((o) => o.orderNumber === orderNumber);
  if (!order) return null;
  const customer =
    lookup.customers.find((c) => c.accountNumber === order.accountNumber && c.prodIdAlias === order.prodIdAlias) ??
    lookup.customers.find((c) => c.accountNumber === order.accountNumber) ??
    null;
  const card = lookup.paymentMethods.find(
    (m) => m.paymentType === 'CC' && !m.needsAttention && m.associatedAccounts.some((a) => a.accountNumber === order.accountNumber),
  );
  const paid = (lookup.invoices ?? [])
    .filter((i) => i.orderNumber === order.orderNumber && i.status === 'paid')
    .sort((a, b) => (b.paidDate ?? '').localeCompare(a.paidDate ?? ''))[0];
  return {
    order,
    customer,
    cardOnFile: card ? { cardProfileId: card.cardProfileId, creditCardType: card.creditCardType, creditCardLastFour: card.creditCardLastFour } : null,
    lastPayment: paid
      ? {
          invoiceNumber: paid.invoiceNumber,
          ...(paid.paidDate ? { paidDate: paid.paidDate } : {}),
          ...(paid.paymentType ? { paymentType: paid.paymentType } : {}),
          ...(paid.transactionNumber ? { transactionNumber: paid.transactionNumber } : {}),
        }
      : null,
    custServEmailAddress,
  };
}

/** An order that still runs (§4 status keys), held by the account rather than received as a gift. */
export function isHeldRunning(order: TOrder): boolean {
  return !order.isRecipient && !ENDED_ORDER_STATUSES.has(order.orderStatus.trim().toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Auto-renew and stop charge (calls 19, 21)

/**
 * What the auto-renew flow does with an order: SERV stops auto-renew through POST /cofp (the
 * system whose changes go through /cofp, §7 16, 17); the other systems stop the recurring charge
 * through PUT /orderupdate (call 19: Resin by its subscription id, the others as a digital order);
 * an order that does not renew automatically can start it (call 21).
 */
export type AutoRenewOperation = 'stopAutoRenew' | 'stopCharge' | 'startAutoRenew';
export type AutoRenewRefusal = 'notRenewable';

export function autoRenewOperationOf(s: OrderSubject): AutoRenewOperation | null {
  const { order } = s;
  if (!isHeldRunning(order) || order.autoRenew === undefined) return null;
  if (!order.autoRenew) return 'startAutoRenew';
  if (order.systemCode === 'SERV') return 'stopAutoRenew';
  if (order.systemCode === 'RESIN') return order.resinSubscriptionId && order.resinClientId ? 'stopCharge' : null;
  return 'stopCharge';
}

/** How a started auto-renewal is paid: the card on file, or on credit (bill me later). */
export type AutoRenewMethod = 'card' | 'credit';

/** The methods the subscriber may choose from: by card only with a card on file. */
export function autoRenewMethodsOf(s: OrderSubject): AutoRenewMethod[] {
  return s.cardOnFile ? ['card', 'credit'] : ['credit'];
}

/** Every request the order flows hand to the action cycle; `call` names the route. */
export type OrderActionRequest =
  | { call: 'cofp'; body: Extract<TCofpRequest, { action: 'autoRenewStop' | 'autoRenewStart' }> }
  | { call: 'orderUpdate'; body: Extract<TOrderUpdateRequest, { action: 'stopCharge' | 'orderChange' }> }
  | { call: 'resinOrderUpdate'; body: TResinOrderUpdate }
  /** The key travels with the request, so a retry of the same refund is the same payment (ARCHITECTURE §5). */
  | { call: 'payout'; body: TPayoutRequest; idempotencyKey: string }
  /** A placed (not speculative) order charges the card: its key makes a retry the same order. */
  | { call: 'createOrder'; body: TCreateOrder; idempotencyKey?: string }
  | { call: 'intellisel'; body: TIntelliselRequest };

/** The request of one route. */
export type OrderCall<C extends OrderActionRequest['call']> = Extract<OrderActionRequest, { call: C }>;

const ref = (order: TOrder) => ({ accountNumber: order.accountNumber, prodIdAlias: order.prodIdAlias });

/** §7 call 21, stop: the order leaves the current auto-renewal; a gift's own renewal is stopped with it. */
export function autoRenewStopRequest(s: OrderSubject): OrderCall<'cofp'> {
  const { order } = s;
  return {
    call: 'cofp',
    body: {
      action: 'autoRenewStop',
      ...ref(order),
      orderNumber: order.orderNumber,
      removeFromCurrentSingleAutoRenewal: 'Y',
      allowGiftAutoRenewal: order.isDonor ? 'N' : 'Y',
    },
  };
}

/** §7 call 21, start: on the card on file or on credit; a donor's gift uses the gift flags. */
export function autoRenewStartRequest(s: OrderSubject, method: AutoRenewMethod): OrderCall<'cofp'> {
  const { order, cardOnFile } = s;
  const gift = order.isDonor;
  const flags =
    method === 'card' && cardOnFile
      ? { [gift ? 'startGiftAutoRenewCreditCard' : 'startAutoRenewCreditCard']: 'Y' as const, cardProfileId: cardOnFile.cardProfileId }
      : { [gift ? 'startGiftAutoRenew' : 'startAutoRenewCredit']: 'Y' as const };
  return { call: 'cofp', body: { action: 'autoRenewStart', ...ref(order), orderNumber: order.orderNumber, ...flags } };
}

/**
 * §7 call 19: Resin by its subscription id with resinAutoRenew N; the other systems as a digital
 * order with stopRecurringCharge Y. The reason code is 1 (§9).
 */
export function stopChargeRequest(s: OrderSubject): OrderCall<'orderUpdate'> {
  const { order } = s;
  if (order.systemCode === 'RESIN') {
    return {
      call: 'orderUpdate',
      body: {
        action: 'stopCharge',
        ...ref(order),
        systemCode: 'RESIN',
        resinClientId: order.resinClientId ?? s.customer?.resinClientId ?? '',
        order: { resinSubscriptionId: order.resinSubscriptionId ?? '', resinAutoRenew: 'N', reasonCode: STOP_CHARGE_REASON_CODE },
      },
    };
  }
  return {
    call: 'orderUpdate',
    body: {
      action: 'stopCharge',
      ...ref(order),
      systemCode: order.systemCode,
      order: {
        digital: 'Y',
        stopRecurringCharge: 'Y',
        orderNumber: order.orderNumber,
        ...(order.packageTransaction ? { packageTransaction: order.packageTransaction } : {}),
        reasonCode: STOP_CHARGE_REASON_CODE,
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Order change: cancel and transfer (calls 22, 23, 25, 29)

/** The reason codes of the subscriber's own changes (the catalogue is not shown: ours, at most 8 characters). */
export const CANCEL_REASON_CODE = 'CUSTCXL';
export const TRANSFER_REASON_CODE = 'CUSTXFER';
export const GIFT_REVOKE_REASON_CODE = 'GIFTRVK';
export const GIFT_RESEND_REASON_CODE = 'GIFTRSND';
/** The §7 call 22 refundType that falls back to the cancel-order email when the update fails (§4). */
export const REFUND_TYPE_REFUND = 'R';
/** The Resin path of a refund to store credit (§7 call 25; the values are not shown: ours). */
export const STORE_CREDIT_PAYOUT_PATH = 'storecredit';

export type OrderChangeRefusal = 'notCancellable' | 'notTransferable' | 'cancelRequested';

/**
 * A cancel is offered where the gateway quoted one (cancelQuote: a held running order); a Resin
 * refund to store credit also needs the Resin ids the payout names.
 */
export function cancelRefusal(s: OrderSubject): OrderChangeRefusal | null {
  const { order } = s;
  const quote = order.cancelQuote;
  if (!quote || !isHeldRunning(order)) return 'notCancellable';
  // Handed to customer service already: not offered twice (the request is pending).
  if (order.cancelRequestedOn) return 'cancelRequested';
  if (order.systemCode === 'RESIN') {
    if (!order.resinClientId) return 'notCancellable';
    if (refundsToStoreCredit(order) && (!s.customer?.resinCustomerId || !order.resinPaymentInstrumentId)) return 'notCancellable';
  }
  return null;
}

/** A print subscription moves to another product only when it runs and owes nothing (the gateway refuses an open bill). */
export function transferRefusal(s: OrderSubject): OrderChangeRefusal | null {
  const { order } = s;
  const owesNothing = (order.amountDue ?? 0) === 0;
  return isHeldRunning(order) && order.systemCode !== 'RESIN' && owesNothing && (order.transferTargets?.length ?? 0) > 0 ? null : 'notTransferable';
}

/** A Resin cancel whose quote refunds an amount to store credit: the cancel is followed by /payout. */
export function refundsToStoreCredit(order: TOrder): boolean {
  return order.systemCode === 'RESIN' && order.cancelQuote?.refundTo === 'storeCredit' && order.cancelQuote.refundAmount > 0;
}

/** §4 Other catalogues: the confirmation page types of a cancel. */
export type CancelConfirmationType = 'cancel-confirmation' | 'SERV-credit-cancel' | 'SERV-paid-cancel' | 'Resin-paid-cancel';

/**
 * Which confirmation a completed cancel shows: a Resin refund to store credit, a bill-me-later order
 * whose open invoice is cancelled with it (credit), a paid order refunded to the card, or the plain one.
 */
export function cancelConfirmationType(order: TOrder): CancelConfirmationType {
  const quote = order.cancelQuote;
  if (refundsToStoreCredit(order)) return 'Resin-paid-cancel';
  if (quote?.voidsOpenInvoice) return 'SERV-credit-cancel';
  if (quote?.refundTo === 'card' && quote.refundAmount > 0) return 'SERV-paid-cancel';
  return 'cancel-confirmation';
}

/** The order-change fields every call 22 of an order carries. */
function orderChangeBase(order: TOrder) {
  return {
    orderNumber: order.orderNumber,
    ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
    orderItems: order.orderItems,
  };
}

/**
 * §7 call 22, cancel: status cancel with cancel Y and the refundType the quote names. The fields
 * of migrations, offer changes and transfers (migration, toDocKey, toService, newTerm, newValue,
 * changeOffer, toMagAbbr, moveSw) do not apply; giftSet names gift sets, which the portal never
 * creates.
 */
export function cancelRequest(s: OrderSubject): OrderCall<'orderUpdate'> {
  const { order } = s;
  const refundType = order.cancelQuote?.refundType;
  return {
    call: 'orderUpdate',
    body: {
      action: 'orderChange',
      ...ref(order),
      systemCode: order.systemCode,
      order: {
        ...orderChangeBase(order),
        orderStatus: 'cancel',
        reasonCode: CANCEL_REASON_CODE,
        cancel: 'Y',
        ...(refundType ? { refundType } : {}),
      },
    },
  };
}

/** §7 call 23, path cancel: a Resin subscription is cancelled there; the refund goes to store credit. */
export function resinCancelRequest(s: OrderSubject): OrderCall<'resinOrderUpdate'> {
  const { order } = s;
  return {
    call: 'resinOrderUpdate',
    body: {
      ...ref(order),
      resinClientId: order.resinClientId ?? s.customer?.resinClientId ?? '',
      systemCode: 'RESIN',
      path: 'cancel',
      reasonCode: CANCEL_REASON_CODE,
      resinStoreCredit: refundsToStoreCredit(order),
    },
  };
}

/** §7 call 25: the quoted refund of the cancelled Resin order, to store credit. */
export function storeCreditPayoutRequest(s: OrderSubject, idempotencyKey: string): OrderCall<'payout'> {
  const { order, customer } = s;
  return {
    call: 'payout',
    idempotencyKey,
    body: {
      ...ref(order),
      orderNumber: order.orderNumber,
      resinCustomerId: customer?.resinCustomerId ?? '',
      resinClientId: order.resinClientId ?? customer?.resinClientId ?? '',
      refundAmount: order.cancelQuote?.refundAmount ?? 0,
      resinPaymentInstrumentId: order.resinPaymentInstrumentId ?? '',
      path: STORE_CREDIT_PAYOUT_PATH,
      systemCode: 'RESIN',
    },
  };
}

/** §7 call 22, transfer: the remaining term moves to another product of the publisher. */
export function transferRequest(s: OrderSubject, toMagAbbr: string): OrderCall<'orderUpdate'> {
  const { order } = s;
  return {
    call: 'orderUpdate',
    body: {
      action: 'orderChange',
      ...ref(order),
      systemCode: order.systemCode,
      order: { ...orderChangeBase(order), orderStatus: 'transfer', reasonCode: TRANSFER_REASON_CODE, toMagAbbr, moveSw: 'Y' },
    },
  };
}

/** A transfer target must be one the gateway offered for this order. */
export function isTransferTarget(s: OrderSubject, prodIdAlias: string): boolean {
  return (s.order.transferTargets ?? []).some((t) => t.prodIdAlias === prodIdAlias);
}

/**
 * Refusals customer service could not overturn either: shown to the subscriber, not mailed. A shop
 * order of which an item shipped is not cancelled by anyone: its items are returned once delivered.
 */
const FINAL_CANCEL_REFUSALS: ReadonlySet<string> = new Set(['SHOP_ORDER_SHIPPED']);

/** Whether a failed cancel (its result, when known) goes to customer service by email instead of an error (§4). */
export function cancelFallsBackToEmail(s: OrderSubject, failure: ActionResult | null = null): boolean {
  if (failure?.status === 'error' && failure.message && FINAL_CANCEL_REFUSALS.has(failure.message)) return false;
  return s.order.systemCode !== 'RESIN' && s.order.cancelQuote?.refundType === REFUND_TYPE_REFUND && Boolean(s.custServEmailAddress);
}

const MAX_DETAIL = 500;
const clip = (value: string) => (value.length > MAX_DETAIL ? `${value.slice(0, MAX_DETAIL - 1)}…` : value);

/**
 * §4: "The cancel-order email lists customer, order, payment and cancel details (order date, last
 * payment and so on)". The lines are for customer-service agents, in English like the mail around them.
 */
export function cancelOrderEmailPayload(s: OrderSubject, failure: ActionResult | null): TCancelOrderEmailPayload {
  const { order, customer, lastPayment, cardOnFile } = s;
  const quote = order.cancelQuote;
  const address = customer?.address;
  const lines: Array<[string, string | number | undefined]> = [
    ['Customer name', address?.name],
    ['Customer address', address ? [address.address1, address.address2, address.city, address.state, address.postalCode, address.country].filter(Boolean).join(', ') : undefined],
    ['Customer email', customer?.email || undefined],
    ['Product', order.productName],
    ['Subscription', order.subscriptionName],
    ['Order status', order.orderStatus],
    ['Order date', order.orderDate],
    ['Plan code', order.planCode],
    ['Invoice number', order.invoiceNumber],
    ['Package transaction', order.packageTransaction],
    ['Subscription start', order.subscriptionStart],
    ['Subscription end', order.subscriptionEnd],
    ['Last payment invoice', lastPayment?.invoiceNumber],
    ['Last payment date', lastPayment?.paidDate],
    ['Last payment type', lastPayment?.paymentType],
    ['Last payment transaction', lastPayment?.transactionNumber],
    ['Card on file', cardOnFile ? `${cardOnFile.creditCardType} ending in ${cardOnFile.creditCardLastFour}` : undefined],
    ['Cancel reason code', CANCEL_REASON_CODE],
    ['Refund type', quote?.refundType],
    ['Refund amount', quote?.refundAmount],
    ['Refund to', quote?.refundTo],
    ['Open invoice voided', quote ? (quote.voidsOpenInvoice ? 'yes' : 'no') : undefined],
    ['Automatic cancel result', failure?.status === 'error' ? (failure.message ?? 'The order update answered success false.') : undefined],
  ];
  return {
    emailType: 'Send Cancel Order Email',
    ...ref(order),
    orderNumber: order.orderNumber,
    custServEmailAddress: s.custServEmailAddress ?? '',
    ...(customer?.email ? { customerEmailAddress: customer.email } : {}),
    details: lines.filter((l): l is [string, string | number] => l[1] !== undefined && l[1] !== '').map(([label, value]) => ({ label, value: clip(String(value)) })),
    fromLogin: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Resin gift orders (calls 23, 26)

/** The terms a Resin order may have, in months; plan codes are `<prodIdAlias>-<months>M`. */
export const RESIN_PLAN_MONTHS = [3, 6, 12] as const;
export type ResinPlanMonths = (typeof RESIN_PLAN_MONTHS)[number];

export const resinPlanCode = (prodIdAlias: string, months: ResinPlanMonths) => `${prodIdAlias}-${months}M`;

export interface GiftOrderChoice {
  months: ResinPlanMonths;
  recipient: { name: string; email: string };
}

export type GiftOrderRefusal = 'noGiftOrder';

/** A Resin subscriber with a card on file may give the product of a subscription they hold. */
export function giftOrderRefusal(s: OrderSubject): GiftOrderRefusal | null {
  const { order } = s;
  return order.systemCode === 'RESIN' && !order.isGift && isHeldRunning(order) && Boolean(resinClientIdOf(s)) && s.cardOnFile ? null : 'noGiftOrder';
}

const resinClientIdOf = (s: OrderSubject) => s.order.resinClientId ?? s.customer?.resinClientId;

/** §7 call 26: speculative prices it, the real one places it, paid by the donor's card on file. */
export function createOrderRequest(s: OrderSubject, choice: GiftOrderChoice, speculative: boolean): OrderCall<'createOrder'> {
  const { order } = s;
  const resinClientId = resinClientIdOf(s);
  return {
    call: 'createOrder',
    body: {
      ...ref(order),
      systemCode: 'RESIN',
      speculative,
      ...(resinClientId ? { resinClientId } : {}),
      planCode: resinPlanCode(order.prodIdAlias, choice.months),
      quantity: 1,
      ...(s.cardOnFile ? { cardProfileId: s.cardOnFile.cardProfileId } : {}),
      recipient: { name: choice.recipient.name.trim(), email: choice.recipient.email.trim() },
    },
  };
}

/** What a create-order answer priced or placed. */
export interface OrderQuote {
  total: number;
  currency: string;
  orderNumber?: string;
}

export function orderQuoteOf(data: unknown): OrderQuote | null {
  const d = data as { total?: unknown; currency?: unknown; orderNumber?: unknown } | null | undefined;
  if (typeof d?.total !== 'number' || typeof d.currency !== 'string') return null;
  return { total: d.total, currency: d.currency, ...(typeof d.orderNumber === 'string' ? { orderNumber: d.orderNumber } : {}) };
}

/** A revoke, or a resend of the gift to a new recipient email. */
export type GiftChange = { path: 'revoke' } | { path: 'resend'; email: string };
export type GiftChangeRefusal = 'notUnredeemedGift';

/** An unredeemed digital gift of the donor: issued to the recipient, or scheduled (enqueue). */
export function giftChangeRefusal(s: OrderSubject): GiftChangeRefusal | null {
  const { order } = s;
  const key = order.orderStatus.trim().toLowerCase();
  const unredeemed = order.systemCode === 'RESIN' && (order.isGift || order.isDonor) && !order.isRecipient && (key === 'issued' || key === 'enqueue');
  return unredeemed && order.resinGiftRedemptionId && resinClientIdOf(s) ? null : 'notUnredeemedGift';
}

/** §7 call 23, path revoke or resend (resinRecipientEmail replaces the recipient's email). */
export function giftChangeRequest(s: OrderSubject, change: GiftChange): OrderCall<'resinOrderUpdate'> {
  const { order } = s;
  return {
    call: 'resinOrderUpdate',
    body: {
      ...ref(order),
      resinClientId: resinClientIdOf(s) ?? '',
      systemCode: 'RESIN',
      resinGiftRedemptionId: order.resinGiftRedemptionId ?? '',
      path: change.path,
      reasonCode: change.path === 'revoke' ? GIFT_REVOKE_REASON_CODE : GIFT_RESEND_REASON_CODE,
      ...(change.path === 'resend' ? { resinRecipientEmail: change.email.trim() } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Retention offers (call 27)

/** The actions a retention offer is made for, and the transaction code of each (§7 call 27). */
export const RETENTION_TRANSACTION_CODES = { cancel: 'CANCEL', stopAutoRenew: 'AUTORENEW', extension: 'EXTEND' } as const;
export type RetentionEvent = keyof typeof RETENTION_TRANSACTION_CODES;

/** The order an offer is about. */
export interface RetentionOrder {
  orderNumber: string;
  accountNumber: string;
  prodIdAlias: string;
}

/** The offers for an event on an order; offerValue 0: the subscriber has not chosen one yet. */
export function intelliselLoadRequest(order: RetentionOrder, event: RetentionEvent): OrderCall<'intellisel'> {
  return {
    call: 'intellisel',
    body: {
      accountNumber: order.accountNumber,
      prodIdAlias: order.prodIdAlias,
      orderNumber: order.orderNumber,
      intellisel: { event, transactionCode: RETENTION_TRANSACTION_CODES[event], offerValue: 0 },
    },
  };
}

/** Accepting an offer applies it to the order (the gateway adds its issues, bills its value). */
export function intelliselAcceptRequest(order: RetentionOrder, event: RetentionEvent, offer: TRetentionOffer): OrderCall<'intellisel'> {
  return {
    call: 'intellisel',
    body: {
      accountNumber: order.accountNumber,
      prodIdAlias: order.prodIdAlias,
      orderNumber: order.orderNumber,
      intellisel: { event, transactionCode: RETENTION_TRANSACTION_CODES[event], offerValue: offer.offerValue, acceptOfferId: offer.offerId },
    },
  };
}

/** The first offer of intellisels[0].offers (one offer at a time); null when there is none. */
export function firstOfferOf(data: unknown): TRetentionOffer | null {
  const intellisels = (data as { intellisels?: Array<{ offers?: TRetentionOffer[] }> } | null | undefined)?.intellisels;
  return intellisels?.[0]?.offers?.[0] ?? null;
}

export interface AcceptedOffer {
  offerId: string;
  extendedByIssues: number;
  invoiceNumber?: string;
}

export function acceptedOfferOf(data: unknown): AcceptedOffer | null {
  const accepted = (data as { accepted?: AcceptedOffer } | null | undefined)?.accepted;
  return accepted && typeof accepted.extendedByIssues === 'number' ? accepted : null;
}
