import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { ZCofpRequestSchema, ZCreateOrderSchema, ZOrderUpdateRequestSchema, ZResinOrderUpdateSchema } from '../../contracts/schemas/actions';
import { ZPayoutRequestSchema } from '../../contracts/schemas/billing';
import { ZIntelliselRequestSchema } from '../../contracts/schemas/intellisel';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { ZCancelOrderEmailPayloadSchema } from '../../contracts/schemas/mail';
import type { TOrder } from '../../contracts/schemas/order';
import type { TPaymentMethod } from '../../contracts/schemas/payment';
import { resinSubject, servSubject } from '../../machines/paths/orders.paths';
import {
  acceptedOfferOf,
  autoRenewMethodsOf,
  autoRenewOperationOf,
  autoRenewStartRequest,
  autoRenewStopRequest,
  cancelConfirmationType,
  cancelFallsBackToEmail,
  cancelOrderEmailPayload,
  cancelRefusal,
  cancelRequest,
  createOrderRequest,
  custServEmailAddressOf,
  firstOfferOf,
  giftChangeRefusal,
  giftChangeRequest,
  giftOrderRefusal,
  intelliselAcceptRequest,
  intelliselLoadRequest,
  orderQuoteOf,
  orderSubjectOf,
  resinCancelRequest,
  stopChargeRequest,
  storeCreditPayoutRequest,
  transferRefusal,
  transferRequest,
  type OrderActionRequest,
  type OrderSubject,
} from '../../machines/rules/orders';
import { orderActions } from '../../src/features/accounts/display/order-actions';

/** The pure rules and request builders of the order flows (SPEC §4, §7 calls 19, 21–23, 25–27, 29). */

const serv = servSubject.order;
const withOrder = (subject: OrderSubject, order: Partial<TOrder>): OrderSubject => ({ ...subject, order: { ...subject.order, ...order } });

const visa: TPaymentMethod = {
  cardProfileId: 'card_10000001',
  creditCardType: 'Visa',
  creditCardExpireMonth: '08',
  creditCardExpireYear: '2028',
  creditCardLastFour: '4242',
  paymentType: 'CC',
  needsAttention: false,
  associatedAccounts: [{ accountNumber: '10000001', prodIdAlias: 'NWM', systemCode: 'SERV' }],
};

function lookupOf(orders: TOrder[], extra: Partial<TLookupSuccess> = {}): TLookupSuccess {
  return {
    isSuccess: 'true',
    customers: [servSubject.customer!],
    orders,
    accountsMap: {},
    prodId: 'NWM',
    associatedGiftAccounts: [],
    paymentMethods: [visa],
    ...extra,
  };
}

/** Every request body must pass the contract the gateway validates it against. */
const SCHEMAS: Record<OrderActionRequest['call'], ZodTypeAny> = {
  cofp: ZCofpRequestSchema,
  orderUpdate: ZOrderUpdateRequestSchema,
  resinOrderUpdate: ZResinOrderUpdateSchema,
  payout: ZPayoutRequestSchema,
  createOrder: ZCreateOrderSchema,
  intellisel: ZIntelliselRequestSchema,
};
const expectValid = (request: OrderActionRequest) => expect(SCHEMAS[request.call].safeParse(request.body).error?.issues).toBeUndefined();

describe('orderSubjectOf', () => {
  it('takes the order, its customer, a card on file that needs no attention, and the last paid invoice of the order', () => {
    const lookup = lookupOf([serv], {
      invoices: [
        { invoiceNumber: 'INV-1', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', systemCode: 'SERV', amountDue: 0, currency: 'USD', status: 'paid', paidDate: '2025-01-02', paymentType: 'CC' },
        { invoiceNumber: 'INV-2', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', systemCode: 'SERV', amountDue: 0, currency: 'USD', status: 'paid', paidDate: '2026-01-02', transactionNumber: 'T-2' },
        { invoiceNumber: 'INV-3', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', systemCode: 'SERV', amountDue: 9, currency: 'USD', status: 'open' },
      ],
    });
    const subject = orderSubjectOf(lookup, 'N500001', 'service@northwind.example');
    expect(subject).toEqual({
      order: serv,
      customer: servSubject.customer,
      cardOnFile: { cardProfileId: 'card_10000001', creditCardType: 'Visa', creditCardLastFour: '4242' },
      lastPayment: { invoiceNumber: 'INV-2', paidDate: '2026-01-02', transactionNumber: 'T-2' },
      custServEmailAddress: 'service@northwind.example',
    });
    expect(orderSubjectOf(lookup, 'N999', null)).toBeNull();
  });

  it('has no card on file when the card needs attention or pays for another account', () => {
    expect(orderSubjectOf(lookupOf([serv], { paymentMethods: [{ ...visa, needsAttention: true }] }), 'N500001', null)?.cardOnFile).toBeNull();
    const other = { ...visa, associatedAccounts: [{ accountNumber: '10000002', prodIdAlias: 'NWM', systemCode: 'SERV' as const }] };
    expect(orderSubjectOf(lookupOf([serv], { paymentMethods: [other] }), 'N500001', null)?.cardOnFile).toBeNull();
  });

  it('reads the customer-service address of the product from the configuration, as the contact form does', () => {
    const config = { CustomerService: { ThankYouMessage: '', Products: [{ prodIdAlias: 'NWM', name: 'Northwind Monthly', custServEmailAddress: 'service@northwind.example', subjects: [] }] } };
    expect(custServEmailAddressOf(config as never, 'NWM')).toBe('service@northwind.example');
    expect(custServEmailAddressOf(config as never, 'NWD')).toBeNull();
  });
});

describe('auto-renew and stop charge (calls 19, 21)', () => {
  it('stops auto-renew of SERV through /cofp and the recurring charge of the other systems; starts when not renewing', () => {
    expect(autoRenewOperationOf(servSubject)).toBe('stopAutoRenew');
    expect(autoRenewOperationOf(resinSubject)).toBe('stopCharge');
    expect(autoRenewOperationOf(withOrder(servSubject, { systemCode: 'SERVPF' }))).toBe('stopCharge');
    expect(autoRenewOperationOf(withOrder(servSubject, { autoRenew: false }))).toBe('startAutoRenew');
  });

  it('offers nothing on an ended order, a gift received, an order whose renewal is unknown, or a Resin order without its ids', () => {
    expect(autoRenewOperationOf(withOrder(servSubject, { orderStatus: 'expired' }))).toBeNull();
    expect(autoRenewOperationOf(withOrder(servSubject, { isRecipient: true }))).toBeNull();
    expect(autoRenewOperationOf(withOrder(servSubject, { autoRenew: undefined }))).toBeNull();
    expect(autoRenewOperationOf(withOrder(resinSubject, { resinSubscriptionId: undefined }))).toBeNull();
  });

  it('renews by card only with a card on file', () => {
    expect(autoRenewMethodsOf(servSubject)).toEqual(['card', 'credit']);
    expect(autoRenewMethodsOf({ ...servSubject, cardOnFile: null })).toEqual(['credit']);
  });

  it('builds contract-valid bodies; a donor’s gift uses the gift flags', () => {
    const gift = withOrder(servSubject, { isGift: true, isDonor: true, autoRenew: false });
    expect(autoRenewStopRequest(gift).body).toMatchObject({ allowGiftAutoRenewal: 'N', removeFromCurrentSingleAutoRenewal: 'Y' });
    expect(autoRenewStartRequest(gift, 'card').body).toMatchObject({ startGiftAutoRenewCreditCard: 'Y', cardProfileId: 'card_10000001' });
    expect(autoRenewStartRequest(gift, 'credit').body).toMatchObject({ startGiftAutoRenew: 'Y' });
    // Without a card on file a card choice cannot be honoured: it falls back to credit.
    expect(autoRenewStartRequest({ ...servSubject, cardOnFile: null }, 'card').body).toMatchObject({ startAutoRenewCredit: 'Y' });
    for (const request of [
      autoRenewStopRequest(servSubject),
      autoRenewStartRequest(servSubject, 'card'),
      autoRenewStartRequest(gift, 'credit'),
      stopChargeRequest(servSubject),
      stopChargeRequest(resinSubject),
    ]) {
      expectValid(request);
    }
  });

  it('sends packageTransaction only when the order has one', () => {
    expect((stopChargeRequest(servSubject).body.order as object)).not.toHaveProperty('packageTransaction');
    expect(stopChargeRequest(withOrder(servSubject, { packageTransaction: 'PKG-1' })).body.order).toMatchObject({ packageTransaction: 'PKG-1', reasonCode: '1' });
  });
});

describe('cancel and transfer (calls 22, 23, 25)', () => {
  it('is offered where the gateway quoted a cancel, on a held running order', () => {
    expect(cancelRefusal(servSubject)).toBeNull();
    expect(cancelRefusal(resinSubject)).toBeNull();
    expect(cancelRefusal(withOrder(servSubject, { cancelQuote: undefined }))).toBe('notCancellable');
    expect(cancelRefusal(withOrder(servSubject, { orderStatus: 'canceled' }))).toBe('notCancellable');
    expect(cancelRefusal(withOrder(servSubject, { isRecipient: true }))).toBe('notCancellable');
    // A Resin refund to store credit names the payment instrument: without it, no cancel here.
    expect(cancelRefusal(withOrder(resinSubject, { resinPaymentInstrumentId: undefined }))).toBe('notCancellable');
  });

  it('names the confirmation page type of §4', () => {
    expect(cancelConfirmationType(serv)).toBe('SERV-paid-cancel');
    expect(cancelConfirmationType(resinSubject.order)).toBe('Resin-paid-cancel');
    expect(cancelConfirmationType({ ...serv, cancelQuote: { refundAmount: 0, refundTo: 'none', voidsOpenInvoice: true } })).toBe('SERV-credit-cancel');
    expect(cancelConfirmationType({ ...serv, cancelQuote: { refundAmount: 0, refundTo: 'none', voidsOpenInvoice: false } })).toBe('cancel-confirmation');
    expect(cancelConfirmationType({ ...resinSubject.order, cancelQuote: { refundAmount: 0, refundTo: 'storeCredit', voidsOpenInvoice: false } })).toBe('cancel-confirmation');
  });

  it('falls back to the cancel-order email only for refundType R with a customer-service address', () => {
    expect(cancelFallsBackToEmail(servSubject)).toBe(true);
    expect(cancelFallsBackToEmail({ ...servSubject, custServEmailAddress: null })).toBe(false);
    expect(cancelFallsBackToEmail(withOrder(servSubject, { cancelQuote: { refundAmount: 0, refundTo: 'none', voidsOpenInvoice: true } }))).toBe(false);
    expect(cancelFallsBackToEmail(resinSubject)).toBe(false);
    // A shop order that shipped is refused for good: the refusal is shown, not mailed.
    expect(cancelFallsBackToEmail(servSubject, { status: 'error', reason: 'unsuccessful', message: 'SHOP_ORDER_SHIPPED' })).toBe(false);
    expect(cancelFallsBackToEmail(servSubject, { status: 'error', reason: 'unsuccessful', message: 'NOT_CANCELLABLE' })).toBe(true);
  });

  it('builds contract-valid cancel, Resin cancel, payout and transfer bodies', () => {
    for (const request of [cancelRequest(servSubject), resinCancelRequest(resinSubject), storeCreditPayoutRequest(resinSubject, 'k'.repeat(20)), transferRequest(servSubject, 'NWE')]) {
      expectValid(request);
    }
    expect(resinCancelRequest(withOrder(resinSubject, { cancelQuote: { refundAmount: 0, refundTo: 'none', voidsOpenInvoice: false } })).body).toMatchObject({ resinStoreCredit: false });
  });

  it('transfers only a held running non-Resin order that has targets', () => {
    expect(transferRefusal(servSubject)).toBeNull();
    expect(transferRefusal(withOrder(servSubject, { transferTargets: [] }))).toBe('notTransferable');
    expect(transferRefusal(withOrder(servSubject, { amountDue: 14.95 }))).toBe('notTransferable');
    expect(transferRefusal(resinSubject)).toBe('notTransferable');
  });

  it('the cancel-order email lists customer, order, payment and cancel details within the contract', () => {
    const long = 'x'.repeat(800);
    const payload = cancelOrderEmailPayload(withOrder(servSubject, { subscriptionName: long }), { status: 'error', reason: 'exception', message: 'HTTP 500' });
    expect(ZCancelOrderEmailPayloadSchema.safeParse(payload).success).toBe(true);
    const labels = payload.details.map((d) => d.label);
    expect(labels).toEqual(expect.arrayContaining(['Customer name', 'Customer address', 'Order date', 'Last payment invoice', 'Card on file', 'Refund type', 'Refund amount', 'Automatic cancel result']));
    expect(payload.details.find((d) => d.label === 'Subscription')?.value).toHaveLength(500);
    expect(payload.details.find((d) => d.label === 'Card on file')?.value).toBe('Visa ending in 4242');
    // Empty facts are left out rather than sent blank.
    expect(labels).not.toContain('Invoice number');
  });
});

describe('Resin gifts (calls 23, 26)', () => {
  const gift = withOrder(resinSubject, { orderStatus: 'issued', isGift: true, isDonor: true, resinGiftRedemptionId: 'rgift_1' });

  it('a gift order needs a held Resin subscription and a card on file', () => {
    expect(giftOrderRefusal(resinSubject)).toBeNull();
    expect(giftOrderRefusal({ ...resinSubject, cardOnFile: null })).toBe('noGiftOrder');
    expect(giftOrderRefusal(servSubject)).toBe('noGiftOrder');
    expect(giftOrderRefusal(gift)).toBe('noGiftOrder');
  });

  it('revoke and resend are for unredeemed gifts of the donor', () => {
    expect(giftChangeRefusal(gift)).toBeNull();
    expect(giftChangeRefusal(withOrder(gift, { orderStatus: 'enqueue' }))).toBeNull();
    expect(giftChangeRefusal(withOrder(gift, { orderStatus: 'redeemed' }))).toBe('notUnredeemedGift');
    expect(giftChangeRefusal(withOrder(gift, { isRecipient: true }))).toBe('notUnredeemedGift');
    expect(giftChangeRefusal(withOrder(gift, { resinGiftRedemptionId: undefined }))).toBe('notUnredeemedGift');
  });

  it('builds contract-valid order and gift-change bodies with the plan code <prodIdAlias>-<months>M', () => {
    const choice = { months: 3 as const, recipient: { name: 'Yara', email: 'yara@example.com' } };
    expect(createOrderRequest(resinSubject, choice, true).body).toMatchObject({ planCode: 'NWD-3M', speculative: true });
    for (const request of [createOrderRequest(resinSubject, choice, false), giftChangeRequest(gift, { path: 'revoke' }), giftChangeRequest(gift, { path: 'resend', email: ' new@example.com ' })]) {
      expectValid(request);
    }
    expect(giftChangeRequest(gift, { path: 'resend', email: ' new@example.com ' }).body).toMatchObject({ resinRecipientEmail: 'new@example.com' });
  });

  it('reads what a create-order answer priced or placed', () => {
    expect(orderQuoteOf({ success: true, total: 7.99, currency: 'USD' })).toEqual({ total: 7.99, currency: 'USD' });
    expect(orderQuoteOf({ success: true, total: 7.99, currency: 'USD', orderNumber: 'N1' })).toEqual({ total: 7.99, currency: 'USD', orderNumber: 'N1' });
    expect(orderQuoteOf({ success: false })).toBeNull();
  });
});

describe('retention offers (call 27)', () => {
  const offer = { offerId: 'O1', title: 'Stay', description: 'Three issues free', offerValue: 4.99, transactionCode: 'CANCEL' };

  it('loads with offerValue 0 and accepts with the offer’s id and value, per event', () => {
    expectValid(intelliselLoadRequest(serv, 'extension'));
    expect(intelliselLoadRequest(serv, 'extension').body.intellisel).toEqual({ event: 'extension', transactionCode: 'EXTEND', offerValue: 0 });
    const accept = intelliselAcceptRequest(serv, 'stopAutoRenew', offer);
    expectValid(accept);
    expect(accept.body.intellisel).toEqual({ event: 'stopAutoRenew', transactionCode: 'AUTORENEW', offerValue: 4.99, acceptOfferId: 'O1' });
  });

  it('shows the first offer only, and reads what an accepted offer applied', () => {
    expect(firstOfferOf({ intellisels: [{ offers: [offer, { ...offer, offerId: 'O2' }] }] })).toEqual(offer);
    expect(firstOfferOf({ intellisels: [] })).toBeNull();
    expect(firstOfferOf(undefined)).toBeNull();
    expect(acceptedOfferOf({ accepted: { offerId: 'O1', extendedByIssues: 3, invoiceNumber: 'INV-O1-1' } })).toEqual({ offerId: 'O1', extendedByIssues: 3, invoiceNumber: 'INV-O1-1' });
    expect(acceptedOfferOf({})).toBeNull();
  });
});

describe('the order action links follow the order flows’ own rules', () => {
  const kinds = (order: TOrder, lookup = lookupOf([order])) => orderActions(order, lookup, false).map((a) => `${a.kind} ${a.href}`);

  it('offers stop auto-renew, transfer and cancel on a running SERV order that renews', () => {
    expect(kinds({ ...serv, orderItems: [] })).toEqual([
      'stopAutoRenew /accounts/auto-renew?order=N500001',
      'transfer /accounts/transfer?order=N500001',
      'cancel /accounts/cancel?order=N500001',
    ]);
  });

  it('offers start auto-renew when it does not renew, and nothing on an ended order', () => {
    expect(kinds({ ...serv, orderItems: [], autoRenew: false, transferTargets: [], cancelQuote: undefined })).toEqual(['startAutoRenew /accounts/auto-renew?order=N500001']);
    expect(kinds({ ...serv, orderItems: [], orderStatus: 'canceled' })).toEqual([]);
  });

  it('offers stop charge, cancel and a gift on a Resin subscription with a card on file; revoke or resend on an unredeemed gift', () => {
    const resin = resinSubject.order;
    const card = { ...visa, cardProfileId: 'rpi_10000025', associatedAccounts: [{ accountNumber: '10000025', prodIdAlias: 'NWD', systemCode: 'RESIN' as const }] };
    const lookup = lookupOf([resin], { customers: [resinSubject.customer!], paymentMethods: [card] });
    expect(orderActions(resin, lookup, false).map((a) => a.kind)).toEqual(['stopCharge', 'cancel', 'giftOrder']);
    const gift = { ...resin, orderNumber: 'N500030', orderStatus: 'issued', isGift: true, isDonor: true, autoRenew: false, resinGiftRedemptionId: 'rgift_1', cancelQuote: undefined };
    expect(orderActions(gift, { ...lookup, orders: [gift] }, false).map((a) => a.kind)).toEqual(['giftChange']);
  });
});
