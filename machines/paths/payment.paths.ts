import type { AnyEventObject } from 'xstate';
import type { TPaymentResponse } from '../../contracts/schemas/billing';
import type { TCard } from '../../contracts/schemas/payment';
import type { PayableInvoice } from '../rules/billing';
import type { PaymentInput } from '../flows/payment.machine';

/**
 * Input and events with payloads for the payment's generated paths (machines/index.ts): a SERVPF
 * invoice, so that a payment with auto-renew reaches the 'Update Payment Method' follow-up and one
 * without does not. Sample data only; card tokens are made up (no card number exists anywhere).
 */

export const paymentPathInput: PaymentInput = { today: '2026-11-21' };

export const sampleInvoice: PayableInvoice = {
  invoiceNumber: 'INV-N500019',
  accountNumber: '10000019',
  prodIdAlias: 'NWB',
  orderNumber: 'N500019',
  systemCode: 'SERVPF',
  amountDue: 24.95,
  currency: 'USD',
  status: 'open',
  planCode: 'NWB-COOKBOOK',
};

export const cardOnFile: TCard = {
  cardProfileId: 'pm_sample_0001',
  creditCardType: 'Visa',
  creditCardExpireMonth: '05',
  creditCardExpireYear: '2028',
  creditCardLastFour: '9424',
};

/** Another card on file, listed first: choosing a card uses the one the subscriber picked, not the first. */
const otherCardOnFile: TCard = {
  cardProfileId: 'pm_sample_0002',
  creditCardType: 'Mastercard',
  creditCardExpireMonth: '09',
  creditCardExpireYear: '2027',
  creditCardLastFour: '5100',
};

export const capturedCard: TCard = {
  cardProfileId: 'pct_0123456789abcdef0123456789abcdef',
  creditCardType: 'Mastercard',
  creditCardExpireMonth: '12',
  creditCardExpireYear: '2030',
  creditCardLastFour: '4444',
  nameOnCard: 'Quentin Adams',
};

const paid = (autoRenewOptIn: boolean): TPaymentResponse => ({
  success: true,
  transactionNumber: 'TX-0001',
  paymentType: 'CC',
  items: [{ accountNumber: '10000019', systemCode: 'SERVPF', planCode: 'NWB-COOKBOOK', autoRenewOptIn }],
});

export const paymentPathEvents: readonly AnyEventObject[] = [
  { type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [otherCardOnFile, cardOnFile] },
  { type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId: cardOnFile.cardProfileId },
  { type: 'PAYMENT.USE_NEW_CARD' },
  { type: 'PAYMENT.CARD_CAPTURED', card: capturedCard },
  { type: 'PAYMENT.AUTO_RENEW', optIn: true },
  { type: 'PAYMENT.PAY', idempotencyKey: 'path-key-0000000000000001' },
  { type: 'PAYMENT.BACK' },
  { type: 'PAYMENT.RESTART' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: paid(true) } },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: paid(false) } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'exception', message: 'The card was declined. Please use another card.' } },
];
