import { CARRIERS, type TCarrier, type TOrder, type TOrderItem } from '../../contracts/schemas/order';
import type { TAssociatedGiftAccount, TCustomer } from '../../contracts/schemas/customer';
import type { TLookupFailure, TLookupFailureCode, TLookupSuccess } from '../../contracts/schemas/lookup';
import type { TInvoice, TPaymentMethod, TPaymentType } from '../../contracts/schemas/payment';
import type { AccountView, OrderItemRow, OrderRow } from '../db/repositories/account-view';
import { RETURN_WINDOW_DAYS } from '../../contracts/schemas/config';
import type { CustomerRow } from '../db/repositories/customers';
import { ENDED_STATUSES } from '../db/schema';
import { issuePriceCents } from './account-actions/extension';
import { cancelQuoteCents, toCancelQuote } from './orders/cancel-quote';
import { returnableUntilOf } from './orders/order-return';
import { transferTargetsOf } from './orders/catalogue';
import { planTermIssues } from './orders/renewal';

/**
 * Maps database rows to the §3 lookup response. Money is cents in the database and the major
 * unit on the wire. Cards carry only token, brand, expiry and last four (ARCHITECTURE §5).
 */

export const LOOKUP_FAILURE_MESSAGES: Record<TLookupFailureCode, string> = {
  USER_NOT_FOUND: 'We could not find your account. Please try another sign in method',
  USER_NOT_FOUND_DUPLICATE: 'More than one account matched this email. Please try another sign in method',
  ACCOUNT_SECURED:
    'Guest sign in is unavailable because you previously secured your account. Use the "Sign In" option to access your account.',
  SECURE_SIGN_IN_REQUIRED: 'This account is protected by a secure sign-in. Use the "Sign In" option to access your account.',
};

/** §3 failure shape: the code sits at globalcustomer[0].recReg.errors[0].code. */
export function lookupFailure(code: TLookupFailureCode): TLookupFailure {
  return { isSuccess: 'false', globalcustomer: [{ recReg: { errors: [{ code, message: LOOKUP_FAILURE_MESSAGES[code] }] } }] };
}

const dollars = (cents: number) => Math.round(cents) / 100;
const KNOWN_CARRIERS = new Set<string>(CARRIERS);
const carrierOf = (name: string | null): TCarrier | undefined =>
  name === null ? undefined : KNOWN_CARRIERS.has(name) ? (name as TCarrier) : 'Unknown/Not Specified';
const PAYMENT_TYPES = new Set<string>(['CC', 'PP', 'AP', 'AM']);

/** The invoice currency: the publisher's home region decides (Canadian publishers bill in CAD). */
export function currencyOf(region: string): string {
  return region === 'CA' ? 'CAD' : 'USD';
}

export function toCustomer(row: CustomerRow): TCustomer {
  return {
    productName: row.productName,
    accountNumber: row.accountNumber,
    prodIdAlias: row.prodIdAlias,
    email: row.email ?? '',
    address: {
      name: row.addressName,
      address1: row.address1,
      ...(row.address2 ? { address2: row.address2 } : {}),
      ...(row.address3 ? { address3: row.address3 } : {}),
      city: row.city,
      ...(row.state ? { state: row.state } : {}),
      postalCode: row.postalCode,
      country: row.country,
    },
    activeSubscriptions: row.activeSubscriptions,
    ...(row.lastIssueNumber !== null ? { lastIssueNumber: row.lastIssueNumber } : {}),
    ...(row.expireIssueNumber !== null ? { expireIssueNumber: row.expireIssueNumber } : {}),
    postalCode: row.postalCode,
    systemCode: row.systemCode,
    ...(row.recRegId ? { recRegId: row.recRegId } : {}),
    permissions: row.permissions,
    ...(row.resinCustomerId ? { resinCustomerId: row.resinCustomerId } : {}),
    ...(row.resinClientId ? { resinClientId: row.resinClientId } : {}),
  };
}

function toItem(item: OrderItemRow, order: OrderRow, today: string, returnWindowDays: number): TOrderItem {
  const carrier = carrierOf(item.carrier);
  const returnableUntil = returnableUntilOf(order, item, today, returnWindowDays);
  return {
    shipToAccountNumber: item.shipToAccountNumber,
    ...(item.lastIssue !== null ? { lastIssue: item.lastIssue } : {}),
    productDesc: item.productDesc,
    itemValue: dollars(item.itemValueCents),
    isContinuity: item.isContinuity,
    subscriptionName: item.subscriptionName ?? order.subscriptionName,
    ...(item.recipientName ? { recipientName: item.recipientName } : {}),
    ...(carrier ? { carrier } : {}),
    ...(item.trackingNumber ? { trackingNumber: item.trackingNumber } : {}),
    lineNumber: item.lineNumber,
    quantity: item.quantity,
    ...(item.itemStatus ? { itemStatus: item.itemStatus } : {}),
    ...(item.shippedAt ? { shippedOn: item.shippedAt } : {}),
    ...(returnableUntil ? { returnableUntil } : {}),
  };
}

export interface ResponseInput {
  customers: CustomerRow[];
  view: AccountView;
  /** prodIdAliases left out of the answer (productExcludes), upper case. */
  excludes: ReadonlySet<string>;
  region: string;
  /** Today ('YYYY-MM-DD') on the policy clock (PORTAL_TODAY may pin it): cancel quotes, return windows. */
  today: string;
  /** The publisher's return window for shop items (days after shipping); default RETURN_WINDOW_DAYS. */
  returnWindowDays?: number;
}

/** Builds the §3 success response; also answers which associated gift accounts the session may act on. */
export function buildLookupSuccess({
  customers,
  view,
  excludes,
  region,
  today,
  returnWindowDays = RETURN_WINDOW_DAYS,
}: ResponseInput): { body: TLookupSuccess; giftAccountNumbers: string[] } {
  const shown = (prodIdAlias: string) => !excludes.has(prodIdAlias.toUpperCase());
  const matchedIds = new Set(customers.map((c) => c.id));
  const matchedAccounts = new Set(customers.map((c) => c.accountNumber));
  const byId = new Map(customers.map((c) => [c.id, c]));

  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of view.items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  const openDue = new Map<number, number>();
  for (const { invoice } of view.invoices) {
    if (invoice.status === 'unpaid' && invoice.orderId !== null) {
      openDue.set(invoice.orderId, (openDue.get(invoice.orderId) ?? 0) + Math.max(0, invoice.amountDueCents - invoice.amountPaidCents));
    }
  }
  const invoicesOf = (orderId: number) =>
    view.invoices.filter((v) => v.invoice.orderId === orderId).map(({ invoice, paymentType }) => ({ ...invoice, paymentType }));
  const resinInstrumentOf = (customerId: number) =>
    view.paymentMethods.find((m) => m.customerIds.includes(customerId) && m.method.resinPaymentInstrumentId)?.method.resinPaymentInstrumentId ?? undefined;

  // Who a gift is for, as the donor gave it (digital gifts have no recipient account to name).
  const giftTo = new Map(view.gifts.filter((g) => g.signedInIsDonor).map((g) => [g.orderId, g]));

  const orders: TOrder[] = view.orders
    .filter((o) => shown(o.prodIdAlias))
    .map((o) => {
      const held = matchedIds.has(o.customerId);
      const holder = byId.get(o.customerId);
      // A gift received: the donor holds the order; the recipient sees only what ships to them.
      const items = (itemsByOrder.get(o.id) ?? []).filter((i) => held || matchedAccounts.has(i.shipToAccountNumber));
      const due = held ? openDue.get(o.id) : undefined;
      const instrument = held && o.systemCode === 'RESIN' ? resinInstrumentOf(o.customerId) : undefined;
      const quote = held
        ? cancelQuoteCents({ order: o, invoices: invoicesOf(o.id), refundedCents: view.refunded?.get(o.id) ?? 0, today, extendedMonths: view.extendedMonths?.get(o.id) ?? 0, lines: itemsByOrder.get(o.id) ?? [] })
        : null;
      const targets = quote && o.systemCode === 'SERV' && !o.isGift ? transferTargetsOf(o.prodIdAlias) : [];
      const gift = held && o.isDonor ? giftTo.get(o.id) : undefined;
      return {
        orderNumber: o.orderNumber,
        prodIdAlias: o.prodIdAlias,
        ...(o.planCode ? { planCode: o.planCode } : {}),
        // A series plan's settings (§7 call 18), for the account that holds it.
        ...(held && o.isPf && o.planStatus ? { planStatus: o.planStatus } : {}),
        ...(held && o.isPf && o.shipFrequency ? { shipFrequency: o.shipFrequency } : {}),
        ...(held && o.isPf && o.shipQuantity !== null && o.shipQuantity !== undefined ? { shipQuantity: o.shipQuantity } : {}),
        accountNumber: o.accountNumber,
        billToAccountNumber: o.billToAccountNumber,
        productName: o.productName,
        subscriptionName: o.subscriptionName,
        ...(o.invoiceNumber && held ? { invoiceNumber: o.invoiceNumber } : {}),
        orderStatus: o.orderStatus,
        orderDate: o.orderDate,
        ...(o.packageTransaction ? { packageTransaction: o.packageTransaction } : {}),
        systemCode: o.systemCode,
        isPf: o.isPf,
        isContinuity: o.isContinuity,
        isSuspendable: held && o.isSuspendable,
        isResumable: held && o.isResumable,
        isDisplayedOnMySubs: o.isDisplayedOnMySubs,
        isGift: held ? o.isGift : true,
        isDonor: held ? o.isDonor : false,
        isRecipient: held ? o.isRecipient : true,
        autoRenew: o.autoRenew,
        ...(o.subscriptionStart ? { subscriptionStart: o.subscriptionStart } : {}),
        ...(o.subscriptionEnd ? { subscriptionEnd: o.subscriptionEnd } : {}),
        ...(o.closedOn ? { closedOn: o.closedOn } : {}),
        ...(held && view.cancelRequests?.has(o.id) && !ENDED_STATUSES.has(o.orderStatus) ? { cancelRequestedOn: view.cancelRequests.get(o.id)! } : {}),
        // What the next automatic renewal costs: the same plan at its price (designed; §3 shows none).
        ...(held && o.autoRenew && o.orderValueCents > 0 ? { renewalPrice: dollars(o.orderValueCents) } : {}),
        ...(held && !o.isGift && issuePriceCents(o) > 0 ? { issuePrice: dollars(issuePriceCents(o)) } : {}),
        ...(held && o.systemCode === 'SERV' && !o.isContinuity && planTermIssues(o) > 0 && o.orderValueCents > 0
          ? { renewalTerm: { termIssues: planTermIssues(o), price: dollars(o.orderValueCents) } }
          : {}),
        ...(held && o.resumeDate ? { resumeDate: o.resumeDate } : {}),
        ...(due !== undefined ? { amountDue: dollars(due) } : {}),
        ...(holder?.resinClientId && o.systemCode === 'RESIN' ? { resinClientId: holder.resinClientId } : {}),
        ...(o.resinSubscriptionId ? { resinSubscriptionId: o.resinSubscriptionId } : {}),
        ...(o.resinGiftRedemptionId ? { resinGiftRedemptionId: o.resinGiftRedemptionId } : {}),
        ...(instrument ? { resinPaymentInstrumentId: instrument } : {}),
        ...(quote ? { cancelQuote: toCancelQuote(quote) } : {}),
        ...(targets.length ? { transferTargets: targets.map((t) => ({ ...t })) } : {}),
        ...(gift ? { giftRecipient: { name: gift.recipientName, ...(gift.recipientEmail ? { email: gift.recipientEmail } : {}) } } : {}),
        orderItems: items.map((i) => toItem(i, o, today, returnWindowDays)),
      };
    });

  const gifts: TAssociatedGiftAccount[] = [];
  const giftKeys = new Set<string>();
  for (const gift of view.gifts) {
    const other = gift.other;
    if (!other || matchedIds.has(other.id) || !shown(other.prodIdAlias)) continue;
    const own = gift.signedInIsDonor ? gift.donorAccountNumber : gift.recipientAccountNumber;
    if (!own) continue;
    const key = `${other.accountNumber}:${own}`;
    if (giftKeys.has(key)) continue;
    giftKeys.add(key);
    gifts.push({
      accountNumber: other.accountNumber,
      prodIdAlias: other.prodIdAlias,
      productName: other.productName,
      systemCode: other.systemCode,
      relationship: gift.signedInIsDonor ? 'donor' : 'recipient',
      relatedAccountNumber: own,
      recipientName: gift.recipientName,
      // The donor sees where the gift goes; a recipient is not shown the donor's address.
      ...(gift.signedInIsDonor
        ? {
            address: {
              name: other.addressName,
              address1: other.address1,
              ...(other.address2 ? { address2: other.address2 } : {}),
              city: other.city,
              ...(other.state ? { state: other.state } : {}),
              postalCode: other.postalCode,
              country: other.country,
            },
          }
        : {}),
    });
  }

  const paymentMethods: TPaymentMethod[] = view.paymentMethods.flatMap(({ method, customerIds }) => {
    const associatedAccounts = customerIds
      .map((id) => byId.get(id))
      .filter((c): c is CustomerRow => c !== undefined && shown(c.prodIdAlias))
      .map((c) => ({ accountNumber: c.accountNumber, prodIdAlias: c.prodIdAlias, systemCode: c.systemCode, productName: c.productName }));
    if (associatedAccounts.length === 0) return [];
    return [
      {
        cardProfileId: method.cardProfileId ?? method.resinPaymentInstrumentId ?? method.token,
        creditCardType: method.brand,
        creditCardExpireMonth: String(method.expiryMonth).padStart(2, '0'),
        creditCardExpireYear: String(method.expiryYear),
        creditCardLastFour: method.lastFour,
        nameOnCard: method.cardholderName,
        paymentType: 'CC' as const,
        needsAttention: method.needsAttention,
        associatedAccounts,
        ...(method.resinPaymentInstrumentId ? { resinPaymentInstrumentId: method.resinPaymentInstrumentId } : {}),
      },
    ];
  });

  const currency = currencyOf(region);
  const invoices: TInvoice[] = view.invoices.flatMap(({ invoice, order, transactionNumber, paymentType }) => {
    if (invoice.status === 'void') return [];
    const billed = byId.get(invoice.customerId);
    const prodIdAlias = order?.prodIdAlias ?? billed?.prodIdAlias;
    const systemCode = order?.systemCode ?? billed?.systemCode;
    const accountNumber = billed?.accountNumber ?? order?.billToAccountNumber;
    if (!prodIdAlias || !systemCode || !accountNumber || !shown(prodIdAlias)) return [];
    const paid = invoice.status === 'paid';
    return [
      {
        invoiceNumber: invoice.invoiceNumber,
        accountNumber,
        prodIdAlias,
        ...(order ? { orderNumber: order.orderNumber } : {}),
        systemCode,
        amountDue: paid ? 0 : dollars(Math.max(0, invoice.amountDueCents - invoice.amountPaidCents)),
        currency,
        ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
        status: paid ? ('paid' as const) : ('open' as const),
        ...(paid && transactionNumber ? { transactionNumber } : {}),
        ...(paid && paymentType && PAYMENT_TYPES.has(paymentType) ? { paymentType: paymentType as TPaymentType } : {}),
        ...(paid && invoice.paidAt ? { paidDate: invoice.paidAt.toISOString().slice(0, 10) } : {}),
      },
    ];
  });

  const accountsMap: TLookupSuccess['accountsMap'] = {};
  for (const c of customers) accountsMap[c.accountNumber] = { prodIdAlias: c.prodIdAlias, systemCode: c.systemCode, postalCode: c.postalCode };

  return {
    body: {
      isSuccess: 'true',
      customers: customers.map((c) => {
        const credit = view.storeCredit?.get(c.id);
        return credit === undefined ? toCustomer(c) : { ...toCustomer(c), storeCreditBalance: dollars(Math.max(0, credit)) };
      }),
      orders,
      accountsMap,
      prodId: customers[0]?.prodIdAlias ?? '',
      associatedGiftAccounts: gifts,
      paymentMethods,
      invoices,
    },
    // Bound to the session: a donor's recipients (the donor acts on the gifts and already sees
    // their ship-to address). Never a recipient's donor: the donor's own account stays theirs.
    giftAccountNumbers: gifts.filter((g) => g.relationship === 'donor').map((g) => g.accountNumber),
  };
}
