import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the store-credit refund, Resin gift order and gift change paths (SPEC §4,
 * §7 calls 23, 25, 26, §9), from the spec. Sample: Resin order N500025 (NWD), gift N500030.
 */

export const storeCreditRefundOutcomes: readonly OutcomeRule[] = [
  {
    name: 'the refund starts at once: POST /payout of the quoted amount with the cancel\'s key (category Store Credit Refund)',
    on: 'xstate.init',
    state: 'refunding',
    tags: ['busy'],
    requests: {
      refundCycle: {
        category: 'Store Credit Refund',
        submission: { label: 'NWD', amount: 30, request: { call: 'payout', idempotencyKey: 'path-refund-key-0003', body: { orderNumber: 'N500025', refundAmount: 30, resinCustomerId: 'rcus_10000025', systemCode: 'RESIN' } } },
      },
    },
  },
  { name: 'a payout that went through is refunded', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'refunded' },
  { name: 'a failed payout waits for a retry', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'failed', notTags: ['busy'] },
  { name: 'a retry sends the same refund again', on: 'REFUND.RETRY', state: 'refunding', requests: { refundCycle: { category: 'Store Credit Refund', submission: { amount: 30, request: { call: 'payout', body: { orderNumber: 'N500025', refundAmount: 30 } } } } } },
];

export const resinGiftOutcomes: readonly OutcomeRule[] = [
  { name: 'a Resin order may give a gift', on: 'ORDER.FOUND', when: { subject: { order: { systemCode: 'RESIN' } } }, state: 'choosing' },
  { name: 'another system may not', on: 'ORDER.FOUND', when: { subject: { order: { systemCode: 'SERV' } } }, state: 'unavailable' },
  {
    name: 'the plan and recipient chosen ask a speculative POST /order for the price, without refetch',
    on: 'GIFT.QUOTE',
    state: 'quoting',
    tags: ['busy'],
    requests: {
      quoteCycle: { category: 'Create Order', refetch: false, submission: { label: 'NWD', request: { call: 'createOrder', body: { speculative: true, systemCode: 'RESIN', planCode: 'NWD-6M', quantity: 1, recipient: { name: 'Yara Haddad', email: 'yara.haddad@example.com' } } } } },
    },
  },
  { name: 'the price found is confirmed by the subscriber', on: 'ACTION.SETTLED', from: 'quoting', when: { result: { status: 'success' } }, state: 'reviewing' },
  { name: 'a failed quote returns to the choice', on: 'ACTION.SETTLED', from: 'quoting', when: { result: { status: 'error' } }, state: 'choosing' },
  { name: 'Back from the review chooses again', on: 'GIFT.BACK', state: 'choosing' },
  {
    name: 'confirming places POST /order paid by the card on file, with its key, refetched 2 s later',
    on: 'GIFT.CONFIRM',
    state: 'ordering',
    requests: {
      actionCycle: {
        category: 'Create Order',
        refetch: { delayMs: 2000 },
        submission: { label: 'NWD', request: { call: 'createOrder', idempotencyKey: 'path-order-key-0001', body: { speculative: false, planCode: 'NWD-6M', cardProfileId: 'rpi_10000025' } } },
      },
    },
  },
  { name: 'an order placed is shown', on: 'ACTION.SETTLED', from: 'ordering', when: { result: { status: 'success' } }, state: 'ordered' },
  { name: 'a failed order returns to the review, choice kept', on: 'ACTION.SETTLED', from: 'ordering', when: { result: { status: 'error' } }, state: 'reviewing' },
  { name: 'another gift starts from the choice', on: 'GIFT.ANOTHER', state: 'choosing' },
];

const giftBody = { accountNumber: '10000025', prodIdAlias: 'NWD', systemCode: 'RESIN', resinClientId: 'northwind-digital', resinGiftRedemptionId: 'rgift_issued_0001' };

export const resinGiftChangeOutcomes: readonly OutcomeRule[] = [
  { name: 'an unredeemed gift may be revoked or resent', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'issued', isGift: true } } }, state: 'choosing' },
  { name: 'an order that is no unredeemed gift is refused', on: 'ORDER.FOUND', when: { subject: { order: { isGift: false } } }, state: 'unavailable' },
  { name: 'revoke and resend are confirmed first', on: 'GIFT.REVOKE', state: 'reviewing' },
  { name: 'a resend is confirmed first', on: 'GIFT.RESEND', state: 'reviewing' },
  { name: 'Back from the confirmation chooses again', on: 'GIFT.BACK', state: 'choosing' },
  {
    name: 'confirming sends PUT /resinorderupdate revoke or resend (category Resin Order Update)',
    on: 'GIFT.CONFIRM',
    state: 'updating',
    tags: ['busy'],
    requests: {
      actionCycle: (p) => {
        const resend = [...p.events].reverse().find((e) => e.type === 'GIFT.REVOKE' || e.type === 'GIFT.RESEND')?.type === 'GIFT.RESEND';
        return {
          category: 'Resin Order Update',
          submission: {
            label: 'NWD',
            request: {
              call: 'resinOrderUpdate',
              body: resend ? { ...giftBody, path: 'resend', reasonCode: 'GIFTRSND', resinRecipientEmail: 'yara.new@example.com' } : { ...giftBody, path: 'revoke', reasonCode: 'GIFTRVK', resinRecipientEmail: undefined },
            },
          },
        };
      },
    },
  },
  { name: 'a change that went through is shown', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'changed' },
  { name: 'a failed change returns to the confirmation', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'reviewing' },
];
