import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the payment and card-update paths (SPEC §3 Payment, §4, §7 calls 20, 24,
 * §8), written from the spec. The sample invoice INV-N500019 (NWB, SERVPF, 24.95 USD).
 */

const cardOf = (p: PathSoFar) => {
  // The card the subscriber chose last: a new card captured, else the card on file.
  for (const e of [...p.events].reverse()) {
    if (e.type === 'PAYMENT.CARD_CAPTURED') return { cardProfileId: 'pct_0123456789abcdef0123456789abcdef', creditCardLastFour: '4444' };
    if (e.type === 'PAYMENT.USE_CARD_ON_FILE') return { cardProfileId: 'pm_sample_0001', creditCardLastFour: '9424' };
  }
  return {};
};
const optIn = (p: PathSoFar) => (p.last('PAYMENT.AUTO_RENEW')?.optIn === true ? 'Y' : 'N');

export const paymentOutcomes: readonly OutcomeRule[] = [
  { name: 'an open invoice chosen asks for the card', on: 'PAYMENT.CHOOSE_INVOICE', state: 'choosingMethod', tags: ['accountUpdates'] },
  { name: 'the card on file leads to the review', on: 'PAYMENT.USE_CARD_ON_FILE', state: 'reviewing', tags: ['accountUpdates'] },
  { name: 'a new card is entered first', on: 'PAYMENT.USE_NEW_CARD', state: 'enteringCard', tags: ['accountUpdates'] },
  { name: 'the captured card leads to the review', on: 'PAYMENT.CARD_CAPTURED', state: 'reviewing' },
  { name: 'Back from the card entry chooses the card again', on: 'PAYMENT.BACK', from: 'enteringCard', state: 'choosingMethod' },
  { name: 'Back from the review chooses the card again', on: 'PAYMENT.BACK', from: 'reviewing', state: 'choosingMethod' },
  { name: 'Back from the card choice chooses the invoice again', on: 'PAYMENT.BACK', from: 'choosingMethod', state: 'choosingInvoice', tags: ['accountInformation'] },
  {
    name: 'paying sends POST /payment of the amount due with the card, the opt-in and the idempotency key (category Payment)',
    on: 'PAYMENT.PAY',
    state: 'paying',
    tags: ['accountUpdates', 'busy'],
    requests: {
      actionCycle: (p) => ({
        category: 'Payment',
        submission: {
          label: 'NWB',
          amount: 24.95,
          request: {
            call: 'payment',
            idempotencyKey: 'path-key-0000000000000001',
            body: { accountNumber: '10000019', prodIdAlias: 'NWB', invoiceNumber: 'INV-N500019', amountPaid: 24.95, paymentType: 'CC', systemCode: 'SERVPF', planCode: 'NWB-COOKBOOK', autoRenewOptin: optIn(p), ...cardOf(p) },
          },
        },
      }),
    },
  },
  {
    name: 'a payment with an auto-renew opt-in on SERVPF moves the plan to that card (PUT /series cardupdate, Update Payment Method)',
    on: 'ACTION.SETTLED',
    from: 'paying',
    when: { result: { status: 'success', data: { items: [{ autoRenewOptIn: true }] } } },
    state: 'updatingPaymentMethod',
    tags: ['accountUpdates', 'busy'],
    requests: {
      followUpCycle: (p) => ({
        category: 'Update Payment Method',
        submission: { label: 'NWB', request: { call: 'cards', calls: [{ call: 'series', body: { updateType: 'cardupdate', recipAccountNumber: '10000019', planCode: 'NWB-COOKBOOK', ...cardOf(p) } }] } },
      }),
    },
  },
  { name: 'a payment without opt-in ends on the confirmation', on: 'ACTION.SETTLED', from: 'paying', when: { result: { status: 'success', data: { items: [{ autoRenewOptIn: false }] } } }, state: 'paid', tags: ['confirmation'], noRequests: true },
  { name: 'the plan update, whatever its result, ends on the confirmation', on: 'ACTION.SETTLED', from: 'updatingPaymentMethod', state: 'paid', tags: ['confirmation'] },
  { name: 'a declined payment returns to the review, every choice kept', on: 'ACTION.SETTLED', from: 'paying', when: { result: { status: 'error' } }, state: 'reviewing', notTags: ['busy'] },
  { name: 'another payment starts from the invoices', on: 'PAYMENT.RESTART', state: 'choosingInvoice' },
  ...resultOutcomes(['paying'], [{ on: 'PAYMENT.BACK' }]),
];

export const cardUpdateOutcomes: readonly OutcomeRule[] = [
  { name: 'choosing a payment method asks for the new card', on: 'CARD.CHOOSE', state: 'enteringCard', tags: ['accountUpdates'] },
  { name: 'the captured card is reviewed', on: 'CARD.CAPTURED', state: 'reviewing', tags: ['accountUpdates'] },
  {
    name: 'saving a Resin card sends PUT /payment-instrument with the Resin ids and the new card (category Card Update)',
    on: 'CARD.SAVE',
    state: 'saving',
    tags: ['accountUpdates', 'busy'],
    requests: {
      actionCycle: {
        category: 'Card Update',
        submission: {
          label: 'NWD',
          request: {
            call: 'cards',
            calls: [
              {
                call: 'paymentInstrument',
                body: { accountNumber: '10000023', systemCode: 'RESIN', resinCustomerId: 'rcus_10000023', resinClientId: 'northwind-digital', resinPaymentInstrumentId: 'rpi_sample_0341', cardProfileId: 'pct_0123456789abcdef0123456789abcdef', creditCardLastFour: '4444' },
              },
            ],
          },
        },
      },
    },
  },
  { name: 'a card saved shows the confirmation', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'saved', tags: ['confirmation'] },
  { name: 'a failed card update returns to the review with the new card', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'reviewing', notTags: ['busy'] },
  { name: 'Back from the review enters the card again', on: 'CARD.BACK', from: 'reviewing', state: 'enteringCard' },
  { name: 'Back from the card entry chooses the method again', on: 'CARD.BACK', from: 'enteringCard', state: 'choosingMethod', tags: ['accountInformation'] },
  { name: 'Done starts again from the wallet', on: 'CARD.DONE', state: 'choosingMethod' },
  ...resultOutcomes(['saving'], [{ on: 'CARD.SAVE' }, { on: 'CARD.BACK' }]),
];
