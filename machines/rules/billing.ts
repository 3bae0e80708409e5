import { SERVPF_ERROR_SWITCH } from '../../contracts/constants';
import type { TSeriesRequest } from '../../contracts/schemas/actions';
import type { TCardUpdate, TPaymentInstrumentUpdate, TPaymentRequest, TPaymentResponse } from '../../contracts/schemas/billing';
import type { TSystemCode } from '../../contracts/schemas/customer';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { ENDED_ORDER_STATUSES } from '../../contracts/schemas/order';
import { PAYMENT_TYPE_NAMES, type TCard, type TInvoice, type TPaymentMethod, type TPaymentType } from '../../contracts/schemas/payment';

/**
 * Pure rules of payments and the wallet (SPEC §3 Payment, §4 Specific transitions, §7 calls 20 and
 * 24): which invoices can be paid and with which cards, the body of every call, the SERVPF
 * follow-up after a payment, and when a payment keeps its idempotency key. No I/O.
 *
 * A card is always a token and its safe fields (TCard): the number and security code stay in the
 * browser's card form (ARCHITECTURE §5).
 */

// ---------------------------------------------------------------------------------------------
// Payment type codes (§3)

/** §3 "PP is PPAL, AP is APPY, AM is AZPY"; a card (CC, ours) has no other name. */
export function paymentTypeName(code: TPaymentType): string {
  return code === 'CC' ? code : PAYMENT_TYPE_NAMES[code];
}

// ---------------------------------------------------------------------------------------------
// Invoices and cards

/** An open invoice, with the plan of its order (a SERVPF payment names it). */
export type PayableInvoice = TInvoice & { planCode?: string | undefined };

/** The invoices of the lookup that still have money due, oldest due date first. */
export function payableInvoices(lookup: TLookupSuccess): PayableInvoice[] {
  return (lookup.invoices ?? [])
    .filter(isPayable)
    .map((invoice) => {
      const planCode = lookup.orders.find((o) => o.orderNumber === invoice.orderNumber)?.planCode;
      return planCode ? { ...invoice, planCode } : invoice;
    })
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.invoiceNumber.localeCompare(b.invoiceNumber));
}

export function isPayable(invoice: TInvoice): boolean {
  return invoice.status === 'open' && invoice.amountDue > 0;
}

/** The paid invoices, latest payment first: the payments made. */
export function paidInvoices(lookup: TLookupSuccess): TInvoice[] {
  return (lookup.invoices ?? []).filter((i) => i.status === 'paid').sort((a, b) => (b.paidDate ?? '').localeCompare(a.paidDate ?? ''));
}

/** The open invoice of an order (a Pay Now link names the order), if any. */
export function invoiceOfOrder(invoices: readonly PayableInvoice[], orderNumber: string | undefined, invoiceNumber?: string): PayableInvoice | null {
  const named = invoiceNumber ? invoices.find((i) => i.invoiceNumber === invoiceNumber && (!orderNumber || i.orderNumber === orderNumber)) : undefined;
  return named ?? ((orderNumber && invoices.find((i) => i.orderNumber === orderNumber)) || null);
}

/** A card past its expiry month on `today` (yyyy-mm-dd). */
export function isCardExpired(card: Pick<TCard, 'creditCardExpireMonth' | 'creditCardExpireYear'>, today: string): boolean {
  const [year, month] = today.split('-').map(Number);
  const expiry = Number(card.creditCardExpireYear) * 12 + Number(card.creditCardExpireMonth);
  return expiry < (year ?? 0) * 12 + (month ?? 0);
}

/** The safe fields of a card on file: what a payment or card update sends of it. */
export function cardOf(method: TPaymentMethod): TCard {
  const { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard } = method;
  return { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, ...(nameOnCard ? { nameOnCard } : {}) };
}

/**
 * The cards on file an invoice can be paid with: cards of the invoice's account that need no
 * attention and have not expired. Others must be updated in the wallet first.
 */
export function cardsForInvoice(lookup: TLookupSuccess, invoice: TInvoice, today: string): TCard[] {
  return lookup.paymentMethods
    .filter((m) => m.paymentType === 'CC' && !m.needsAttention && !isCardExpired(m, today))
    .filter((m) => m.associatedAccounts.some((a) => a.accountNumber === invoice.accountNumber))
    .map(cardOf);
}

// ---------------------------------------------------------------------------------------------
// Payment (call 24)

/** How the invoice is paid: a card on file, or a new card the capture script tokenised. */
export interface PaymentMethodChoice {
  source: 'onFile' | 'new';
  card: TCard;
}

/**
 * §7 call 24 by card: the whole amount due, the card's token and safe fields, the auto-renew
 * opt-in as Y/N; SERVPF adds errorSwitch O (§9) and names its plan. The alternative payment types
 * (PP, AP, AM) need a wallet provider's authorisation, which the portal does not have: it pays by
 * card only. effort and paymentOnOrderType are not shown in the spec and are not sent.
 */
export function paymentRequest(invoice: PayableInvoice, method: PaymentMethodChoice, autoRenewOptin: boolean): TPaymentRequest {
  return {
    accountNumber: invoice.accountNumber,
    prodIdAlias: invoice.prodIdAlias,
    invoiceNumber: invoice.invoiceNumber,
    amountPaid: invoice.amountDue,
    paymentType: 'CC',
    ...method.card,
    autoRenewOptin: autoRenewOptin ? 'Y' : 'N',
    systemCode: invoice.systemCode,
    ...(invoice.planCode ? { planCode: invoice.planCode } : {}),
    ...(invoice.systemCode === 'SERVPF' ? { errorSwitch: SERVPF_ERROR_SWITCH } : {}),
  };
}

/** One attempt at a money call: its body and the idempotency key the gateway knows it by. */
export interface IdempotentAttempt<B> {
  idempotencyKey: string;
  body: B;
}
export type PaymentAttempt = IdempotentAttempt<TPaymentRequest>;

/** JSON with sorted keys: two bodies that say the same thing compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The attempt a Pay sends (ARCHITECTURE §5): a retry of the same body keeps the previous key, so a
 * payment whose answer was lost is replayed by the gateway, never charged twice; a changed body
 * (another card, the opt-in changed) is a new payment and takes the fresh key offered.
 */
export function nextPaymentAttempt(previous: PaymentAttempt | null, body: TPaymentRequest, freshKey: string): PaymentAttempt {
  return nextIdempotentAttempt(previous, body, freshKey);
}

/** The same rule for any money call (a gift order): the same body keeps its key, another takes the fresh one. */
export function nextIdempotentAttempt<B>(previous: IdempotentAttempt<B> | null, body: B, freshKey: string): IdempotentAttempt<B> {
  return previous && canonical(previous.body) === canonical(body) ? previous : { idempotencyKey: freshKey, body };
}

/**
 * ARCHITECTURE §5: the gateway stores a refusal (success false, a 4xx answer) under its key and
 * replays it, so a retry after one needs a new key; after an exception (network, 5xx, 409 still
 * processing) the call may have gone through, and the retry keeps the key to be answered, not paid twice.
 */
export function refusedByGateway(result: { status: string; reason?: string } | null): boolean {
  return result?.status === 'error' && result.reason === 'unsuccessful';
}

type SeriesCardUpdate = Extract<TSeriesRequest, { updateType: 'cardupdate' }>;

/**
 * §4: "After a successful payments response, each item with autoRenewOptIn, systemCode SERVPF and a
 * non-empty planCode triggers a payment update" (category 'Update Payment Method'): the plan renews
 * on the card just paid with (PUT /series updateType cardupdate, §7 call 20).
 */
export function paymentFollowUps(response: TPaymentResponse, invoice: PayableInvoice, card: TCard): SeriesCardUpdate[] {
  return response.items
    .filter((item) => item.autoRenewOptIn && item.systemCode === 'SERVPF' && item.planCode.trim() !== '')
    .map((item) => ({ updateType: 'cardupdate', prodIdAlias: invoice.prodIdAlias, recipAccountNumber: item.accountNumber, planCode: item.planCode, ...card }));
}

// ---------------------------------------------------------------------------------------------
// Card update (call 20)

/** An account the card pays for, with what its system's card update needs. */
export interface CardUpdateAccount {
  accountNumber: string;
  prodIdAlias: string;
  systemCode: TSystemCode;
  productName?: string | undefined;
  /** RESIN: the customer's Resin ids. */
  resinCustomerId?: string | undefined;
  resinClientId?: string | undefined;
  /** SERVPF: the plans of the account (running ones; else the latest). */
  planCodes: string[];
}

/** The card being replaced and every account that pays with it. */
export interface CardUpdateTarget {
  oldCard: TCard;
  resinPaymentInstrumentId?: string | undefined;
  accounts: CardUpdateAccount[];
}

/** What the wallet's card update needs for one payment method, read from the lookup. */
export function cardUpdateTarget(lookup: TLookupSuccess, method: TPaymentMethod): CardUpdateTarget {
  const accounts = method.associatedAccounts.map((a): CardUpdateAccount => {
    const customer = lookup.customers.find((c) => c.accountNumber === a.accountNumber && c.prodIdAlias === a.prodIdAlias);
    const orders = lookup.orders.filter((o) => o.accountNumber === a.accountNumber && o.planCode);
    const running = orders.filter((o) => !ENDED_ORDER_STATUSES.has(o.orderStatus.trim().toLowerCase()));
    const latest = [...orders].sort((x, y) => y.orderDate.localeCompare(x.orderDate)).slice(0, 1);
    const planCodes = a.systemCode === 'SERVPF' ? [...new Set((running.length > 0 ? running : latest).map((o) => o.planCode!))] : [];
    return {
      accountNumber: a.accountNumber,
      prodIdAlias: a.prodIdAlias,
      systemCode: a.systemCode,
      ...(a.productName ? { productName: a.productName } : {}),
      ...(customer?.resinCustomerId ? { resinCustomerId: customer.resinCustomerId } : {}),
      ...(customer?.resinClientId ? { resinClientId: customer.resinClientId } : {}),
      planCodes,
    };
  });
  return {
    oldCard: cardOf(method),
    ...(method.resinPaymentInstrumentId ? { resinPaymentInstrumentId: method.resinPaymentInstrumentId } : {}),
    accounts,
  };
}

export type CardUpdateRefusal = 'noAccounts' | 'accountIdsMissing';

/** Why a card cannot be updated here: no account uses it, or an account lacks its Resin ids or plan. */
export function cardUpdateRefusal(target: CardUpdateTarget): CardUpdateRefusal | null {
  if (target.accounts.length === 0) return 'noAccounts';
  const complete = (a: CardUpdateAccount) =>
    a.systemCode === 'RESIN' ? Boolean(a.resinCustomerId && a.resinClientId) : a.systemCode === 'SERVPF' ? a.planCodes.length > 0 : true;
  return target.accounts.every(complete) ? null : 'accountIdsMissing';
}

/** One call of a card update or payment-method update, by its route. */
export type CardCall =
  | { call: 'cardUpdate'; body: TCardUpdate }
  | { call: 'paymentInstrument'; body: TPaymentInstrumentUpdate }
  | { call: 'series'; body: SeriesCardUpdate };

/**
 * §7 call 20, one call per associated account (per plan for SERVPF): SERV and EHUB PUT /cardupdate
 * with the old card; RESIN PUT /payment-instrument with the Resin ids and the instrument replaced;
 * SERVPF PUT /series updateType cardupdate. The new card is its token and safe fields only.
 */
export function cardUpdateCalls(target: CardUpdateTarget, card: TCard): CardCall[] {
  const old = target.oldCard;
  return target.accounts.flatMap((a): CardCall[] => {
    const ref = { accountNumber: a.accountNumber, prodIdAlias: a.prodIdAlias };
    switch (a.systemCode) {
      case 'SERV':
      case 'EHUB':
        return [
          {
            call: 'cardUpdate',
            body: {
              ...ref,
              systemCode: a.systemCode,
              ...card,
              oldCardProfileId: old.cardProfileId,
              oldCreditCardType: old.creditCardType,
              oldCreditCardExpireMonth: old.creditCardExpireMonth,
              oldCreditCardExpireYear: old.creditCardExpireYear,
              oldCreditCardLastFour: old.creditCardLastFour,
            },
          },
        ];
      case 'RESIN':
        return [
          {
            call: 'paymentInstrument',
            body: {
              ...ref,
              systemCode: 'RESIN',
              resinCustomerId: a.resinCustomerId ?? '',
              resinClientId: a.resinClientId ?? '',
              ...(target.resinPaymentInstrumentId ? { resinPaymentInstrumentId: target.resinPaymentInstrumentId } : {}),
              ...card,
            },
          },
        ];
      case 'SERVPF':
        return a.planCodes.map((planCode): CardCall => ({
          call: 'series',
          body: { updateType: 'cardupdate', prodIdAlias: a.prodIdAlias, recipAccountNumber: a.accountNumber, planCode, ...card },
        }));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// What the flows hand the action cycle's `perform`

export type BillingRequest =
  | { call: 'payment'; idempotencyKey: string; body: TPaymentRequest }
  /** A batch: every call must succeed (§4). */
  | { call: 'cards'; calls: CardCall[] };
