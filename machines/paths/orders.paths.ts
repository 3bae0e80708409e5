import type { AnyEventObject } from 'xstate';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { TOrder } from '../../contracts/schemas/order';
import type { ActionResult } from '../rules/account';
import type { OrderSubject } from '../rules/orders';
import type { RetentionOfferInput, RetentionOfferOutput } from '../flows/retention-offer.machine';
import type { StoreCreditRefundInput } from '../flows/store-credit-refund.machine';

/**
 * Inputs and events with payloads for the generated paths of the order flows (machines/index.ts):
 * retention offer, auto-renew and stop charge, Resin gift order and gift change, and the samples
 * the cancel and transfer models (order-cancel.paths.ts, order-transfer.paths.ts) use. Each kind
 * of order they may be given, and both ends of every call. Sample data only.
 */

const servOrder: TOrder = {
  orderNumber: 'N500001',
  prodIdAlias: 'NWM',
  planCode: 'NWM-12',
  accountNumber: '10000001',
  billToAccountNumber: '10000001',
  productName: 'Northwind Monthly',
  subscriptionName: 'Northwind Monthly – 12 issues',
  orderStatus: 'active',
  orderDate: '2026-01-01',
  systemCode: 'SERV',
  isPf: false,
  isContinuity: false,
  isSuspendable: true,
  isResumable: false,
  isDisplayedOnMySubs: true,
  isGift: false,
  isDonor: false,
  isRecipient: false,
  autoRenew: true,
  subscriptionStart: '2026-02-01',
  subscriptionEnd: '2027-01-01',
  cancelQuote: { refundAmount: 12.5, refundTo: 'card', voidsOpenInvoice: false, refundType: 'R' },
  transferTargets: [{ prodIdAlias: 'NWE', productName: 'Northwind Monthly Digital Edition' }],
  orderItems: [{ shipToAccountNumber: '10000001', lastIssue: 18, productDesc: 'Northwind Monthly, 12 issues', itemValue: 29.99, isContinuity: false, subscriptionName: 'Northwind Monthly – 12 issues' }],
};

const servCustomer: TCustomer = {
  productName: 'Northwind Monthly',
  accountNumber: '10000001',
  prodIdAlias: 'NWM',
  email: 'alice.walker@example.com',
  address: { name: 'Alice Walker', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '10118',
  systemCode: 'SERV',
  permissions: {},
};

export const servSubject: OrderSubject = {
  order: servOrder,
  customer: servCustomer,
  cardOnFile: { cardProfileId: 'card_10000001', creditCardType: 'Visa', creditCardLastFour: '4242' },
  lastPayment: { invoiceNumber: 'INV-N500001', paidDate: '2026-01-02', paymentType: 'CC' },
  custServEmailAddress: 'service@northwind.example',
};

const resinOrder: TOrder = {
  ...servOrder,
  orderNumber: 'N500025',
  prodIdAlias: 'NWD',
  planCode: 'NWD-12M',
  accountNumber: '10000025',
  billToAccountNumber: '10000025',
  productName: 'Northwind Digital',
  subscriptionName: 'Northwind Digital – 12 months',
  systemCode: 'RESIN',
  isSuspendable: false,
  resinClientId: 'northwind-digital',
  resinSubscriptionId: 'rsub_n500025',
  resinPaymentInstrumentId: 'rpi_10000025',
  cancelQuote: { refundAmount: 30, refundTo: 'storeCredit', voidsOpenInvoice: false },
  transferTargets: [],
  orderItems: [{ shipToAccountNumber: '10000025', productDesc: 'Northwind Digital, 12 months', itemValue: 59.99, isContinuity: false, subscriptionName: 'Northwind Digital – 12 months' }],
};

export const resinSubject: OrderSubject = {
  order: resinOrder,
  customer: { ...servCustomer, accountNumber: '10000025', prodIdAlias: 'NWD', systemCode: 'RESIN', resinCustomerId: 'rcus_10000025', resinClientId: 'northwind-digital' },
  cardOnFile: { cardProfileId: 'rpi_10000025', creditCardType: 'Mastercard', creditCardLastFour: '8210' },
  lastPayment: null,
  custServEmailAddress: 'digital@northwind.example',
};

const unredeemedGift: OrderSubject = {
  ...resinSubject,
  order: { ...resinOrder, orderNumber: 'N500030', orderStatus: 'issued', isGift: true, isDonor: true, autoRenew: false, resinGiftRedemptionId: 'rgift_issued_0001', cancelQuote: undefined },
};

/** A canceled order: every flow refuses it. */
export const endedSubject: OrderSubject = { ...servSubject, order: { ...servOrder, orderStatus: 'canceled', cancelQuote: undefined, transferTargets: [] } };
const notRenewing: OrderSubject = { ...servSubject, order: { ...servOrder, autoRenew: false } };

export const failed: ActionResult = { status: 'error', reason: 'exception', message: 'HTTP 500' };
export const timedOut: ActionResult = { status: 'error', reason: 'exception', message: 'Invalid login token' };
const offer = { offerId: 'NWM-STAY-3', title: 'Three issues free', description: 'Stay and get three more issues at no charge.', offerValue: 0, transactionCode: 'CANCEL' };

const offerDone = (outcome: RetentionOfferOutput['outcome']): AnyEventObject => ({
  type: 'xstate.done.actor.retentionOffer',
  output: { outcome, offer: outcome === 'accepted' ? offer : null, accepted: outcome === 'accepted' ? { offerId: offer.offerId, extendedByIssues: 3 } : null, loadFailure: null },
});
/** The retention offer's three endings, as the flow that made it hears them. */
export const offerOutcomes = [offerDone('accepted'), offerDone('declined'), offerDone('sessionEnded')];

export const retentionOfferInput: RetentionOfferInput = { event: 'cancel', order: servOrder };

export const retentionOfferPathEvents: readonly AnyEventObject[] = [
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, intellisels: [{ offers: [offer] }] } } },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, intellisels: [{ offers: [] }], accepted: { offerId: offer.offerId, extendedByIssues: 3 } } } },
  { type: 'ACTION.SETTLED', result: failed },
  { type: 'ACTION.SETTLED', result: timedOut },
  { type: 'OFFER.ACCEPT' },
  { type: 'OFFER.DECLINE' },
];

export const autoRenewPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: servSubject },
  { type: 'ORDER.FOUND', subject: notRenewing },
  { type: 'ORDER.FOUND', subject: endedSubject },
  { type: 'AUTORENEW.CONFIRM' },
  { type: 'AUTORENEW.START', method: 'card' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: failed },
  ...offerOutcomes,
];

export const resinGiftPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: resinSubject },
  { type: 'ORDER.FOUND', subject: servSubject },
  { type: 'GIFT.QUOTE', choice: { months: 6, recipient: { name: 'Yara Haddad', email: 'yara.haddad@example.com' } } },
  { type: 'GIFT.BACK' },
  { type: 'GIFT.CONFIRM', idempotencyKey: 'path-order-key-0001' },
  { type: 'GIFT.ANOTHER' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, total: 14.99, currency: 'USD', orderNumber: 'N500031' } } },
  { type: 'ACTION.SETTLED', result: failed },
];

export const resinGiftChangePathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: unredeemedGift },
  { type: 'ORDER.FOUND', subject: resinSubject },
  { type: 'GIFT.REVOKE' },
  { type: 'GIFT.RESEND', email: 'yara.new@example.com' },
  { type: 'GIFT.BACK' },
  { type: 'GIFT.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: failed },
];

export const storeCreditRefundInput: StoreCreditRefundInput = { subject: resinSubject, idempotencyKey: 'path-refund-key-0003' };

export const storeCreditRefundPathEvents: readonly AnyEventObject[] = [
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, refundAmount: 30, transactionNumber: 'PO-1' } } },
  { type: 'ACTION.SETTLED', result: failed },
  { type: 'REFUND.RETRY', idempotencyKey: 'path-refund-key-0004' },
];
