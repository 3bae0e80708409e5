import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

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
  ...resultOutcomes(['refunding'], [{ on: 'REFUND.RETRY' }]),
];

export const resinGiftOutcomes: readonly OutcomeRule[] = [
  { name: 'a Resin order may give a gift', on: 'ORDER.FOUND', when: { subject: { order: { systemCode: 'RESIN' } } }, state: 'choosing' },
  { name: 'another system may not', on: 'ORDER.FOUND', when: { subject: { order: { systemCode: 'SERV' } } }, state: 'unavailable', context: { refusal: 'noGiftOrder' } },
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
    tags: ['busy'],
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
  { name: 'another gift starts from an empty choice: the last gift is forgotten', on: 'GIFT.ANOTHER', state: 'choosing', context: { choice: null, quote: null, order: null, attempt: null, result: null } },
  ...resultOutcomes(['ordering'], [{ on: 'GIFT.QUOTE' }, { on: 'GIFT.CONFIRM' }, { on: 'GIFT.BACK' }]),
];

const giftBody = { accountNumber: '10000025', prodIdAlias: 'NWD', systemCode: 'RESIN', resinClientId: 'northwind-digital', resinGiftRedemptionId: 'rgift_issued_0001' };

export const resinGiftChangeOutcomes: readonly OutcomeRule[] = [
  { name: 'an unredeemed gift may be revoked or resent', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'issued', isGift: true } } }, state: 'choosing' },
  { name: 'an order that is no unredeemed gift is refused', on: 'ORDER.FOUND', when: { subject: { order: { isGift: false } } }, state: 'unavailable', context: { refusal: 'notUnredeemedGift' } },
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
  ...resultOutcomes(['updating'], [{ on: 'GIFT.CONFIRM' }, { on: 'GIFT.BACK' }]),
];

const intellisel = { accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001' };
const timedOut = { result: { status: 'error', message: 'Invalid login token' } };

/** The retention offer (SPEC §4 Specific transitions, §7 call 27, §8 Session errors); sample: a cancel of N500001. */
export const retentionOfferOutcomes: readonly OutcomeRule[] = [
  {
    name: 'the offers for the event load at once (call 27, no refetch)',
    on: 'xstate.init',
    state: 'loading',
    tags: ['busy'],
    requests: { offerLoadCycle: { category: 'Load of Intellisel', refetch: false, submission: { label: 'NWM', request: { call: 'intellisel', body: { ...intellisel, intellisel: { event: 'cancel', acceptOfferId: undefined } } } } } },
  },
  { name: 'an offer is shown, one at a time', on: 'ACTION.SETTLED', from: 'loading', when: { result: { status: 'success', data: { intellisels: [{ offers: [{ offerId: 'NWM-STAY-3' }] }] } } }, state: 'offering' },
  { name: 'no offer: the original action goes on', on: 'ACTION.SETTLED', from: 'loading', when: { result: { status: 'success', data: { intellisels: [{ offers: [] }] } } }, state: 'declined', output: { outcome: 'declined', loadFailure: null } },
  { name: 'a load error: the original action goes on, the failure kept for analytics', on: 'ACTION.SETTLED', from: 'loading', when: { result: { status: 'error', message: 'HTTP 500' } }, state: 'declined', output: { outcome: 'declined', loadFailure: { status: 'error' } } },
  { name: "'Invalid login token' on load ends the session and stops the action", on: 'ACTION.SETTLED', from: 'loading', when: timedOut, state: 'sessionEnded', output: { outcome: 'sessionEnded' } },
  { name: 'No thanks, continue: the original action goes on', on: 'OFFER.DECLINE', state: 'declined', output: { outcome: 'declined' }, noRequests: true },
  {
    name: 'Accept applies the offer to the order, then the refetch',
    on: 'OFFER.ACCEPT',
    state: 'accepting',
    tags: ['busy'],
    requests: { offerAcceptCycle: { category: 'Load of Intellisel', refetch: undefined, submission: { label: 'NWM', amount: 0, request: { call: 'intellisel', body: { ...intellisel, intellisel: { event: 'cancel', acceptOfferId: 'NWM-STAY-3' } } } } } },
  },
  { name: 'an offer applied keeps the order', on: 'ACTION.SETTLED', from: 'accepting', when: { result: { status: 'success' } }, state: 'accepted', output: { outcome: 'accepted', offer: { offerId: 'NWM-STAY-3' } } },
  { name: 'a failed accept shows the offer again', on: 'ACTION.SETTLED', from: 'accepting', when: { result: { status: 'error', message: 'HTTP 500' } }, state: 'offering' },
  { name: "'Invalid login token' on accept ends the session", on: 'ACTION.SETTLED', from: 'accepting', when: timedOut, state: 'sessionEnded', output: { outcome: 'sessionEnded' } },
  // Accepted, the flow is over and hands the offer on (its output); refused, the §8 message stays under the offer.
  { name: 'an acceptance refused keeps its §8 message under the offer', on: 'ACTION.SETTLED', from: 'accepting', when: { result: { status: 'error' } }, context: (p) => ({ result: p.last('ACTION.SETTLED')?.result }) },
  ...resultOutcomes([], [{ on: 'OFFER.ACCEPT' }]),
];

const renewing = (p: PathSoFar) => (p.last('ORDER.FOUND')?.subject as { order?: { autoRenew?: boolean } } | undefined)?.order?.autoRenew === true;
const declinedBefore = (p: PathSoFar) => p.events.some((e) => e.type === 'xstate.done.actor.retentionOffer' && (e as { output?: { outcome?: string } }).output?.outcome === 'declined');

/** Auto-renew stop and start (SPEC §4, §7 calls 21 and 27, §9); sample: SERV order N500001 with a Visa on file. */
export const autoRenewOutcomes: readonly OutcomeRule[] = [
  { name: 'a renewing order may stop auto-renew', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'active', autoRenew: true } } }, state: 'confirmingStop' },
  { name: 'an order not renewing may start it', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'active', autoRenew: false } } }, state: 'choosingStart' },
  { name: 'a canceled order may do neither', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'canceled' } } }, state: 'unavailable', context: { refusal: 'notRenewable' } },
  { name: 'the first stop confirmation makes a retention offer (event stopAutoRenew)', on: 'AUTORENEW.CONFIRM', if: (p) => !declinedBefore(p), state: 'offering', requests: { retentionOffer: { event: 'stopAutoRenew', order: { orderNumber: 'N500001' } } } },
  { name: 'a retry after a declined offer makes no second offer', on: 'AUTORENEW.CONFIRM', if: declinedBefore, state: 'stopping', requests: { actionCycle: { category: 'Stop Auto Renew' } } },
  { name: 'an accepted offer keeps the renewal', on: 'xstate.done.actor.retentionOffer', when: { output: { outcome: 'accepted' } }, state: 'offerAccepted', noRequests: true },
  { name: 'an offer that ended the session stops here', on: 'xstate.done.actor.retentionOffer', when: { output: { outcome: 'sessionEnded' } }, state: 'sessionEnded', noRequests: true },
  {
    name: 'declining stops auto-renew: POST /cofp autoRenewStop (SERV), category Stop Auto Renew',
    on: 'xstate.done.actor.retentionOffer',
    when: { output: { outcome: 'declined' } },
    state: 'stopping',
    tags: ['busy'],
    requests: { actionCycle: { category: 'Stop Auto Renew', submission: { label: 'NWM', request: { call: 'cofp', body: { action: 'autoRenewStop', accountNumber: '10000001', orderNumber: 'N500001', removeFromCurrentSingleAutoRenewal: 'Y', allowGiftAutoRenewal: 'Y' } } } } },
  },
  { name: 'a stop that went through is stopped', on: 'ACTION.SETTLED', from: 'stopping', when: { result: { status: 'success' } }, state: 'stopped' },
  { name: 'a failed stop keeps the choice', on: 'ACTION.SETTLED', from: 'stopping', when: { result: { status: 'error' } }, state: 'confirmingStop' },
  {
    name: 'starting by the card on file sends POST /cofp autoRenewStart with the card (category Start Auto Renew)',
    on: 'AUTORENEW.START',
    when: { method: 'card' },
    if: (p) => !renewing(p),
    state: 'starting',
    tags: ['busy'],
    requests: { startCycle: { category: 'Start Auto Renew', submission: { label: 'NWM', request: { call: 'cofp', body: { action: 'autoRenewStart', orderNumber: 'N500001', startAutoRenewCreditCard: 'Y', cardProfileId: 'card_10000001' } } } } },
  },
  { name: 'a start that went through is started', on: 'ACTION.SETTLED', from: 'starting', when: { result: { status: 'success' } }, state: 'started' },
  { name: 'a failed start keeps the choice', on: 'ACTION.SETTLED', from: 'starting', when: { result: { status: 'error' } }, state: 'choosingStart' },
  ...resultOutcomes(['stopping', 'starting'], [{ on: 'AUTORENEW.CONFIRM' }, { on: 'AUTORENEW.START', entered: 'starting' }]),
];
