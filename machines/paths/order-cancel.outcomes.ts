import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the cancel paths (SPEC §4 Specific transitions and Other catalogues, §7
 * calls 22, 23, 25, 27, 29), written from the spec. The sample orders: SERV N500001
 * (refund to the card, refundType R) and Resin N500025 (refund to store credit).
 */

const systemOf = (p: PathSoFar) => ((p.last('ORDER.FOUND')?.subject as { order?: { systemCode?: string } } | undefined)?.order?.systemCode ?? null);
const serv = (p: PathSoFar) => systemOf(p) === 'SERV';
const resin = (p: PathSoFar) => systemOf(p) === 'RESIN';
const ok = { result: { status: 'success' } };
const failed = { result: { status: 'error', message: 'HTTP 500' } };
const timedOut = { result: { status: 'error', message: 'Invalid login token' } };
const offerDone = 'xstate.done.actor.retentionOffer';

export const orderCancelOutcomes: readonly OutcomeRule[] = [
  { name: 'a cancel offered shows what it refunds and where', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'active' } } }, state: 'reviewingCancel', noRequests: true },
  { name: 'a canceled order is refused', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'canceled' } } }, state: 'unavailable', context: { refusal: 'notCancellable' } },
  {
    name: 'the first confirmation makes a retention offer (event cancel)',
    on: 'CANCEL.CONFIRM',
    if: (p) => !p.events.some((e) => e.type === offerDone && (e as { output?: { outcome?: string } }).output?.outcome === 'declined'),
    state: 'offering',
    requests: { retentionOffer: ({ last }) => ({ event: 'cancel', order: { orderNumber: (last('ORDER.FOUND')?.subject as { order: { orderNumber: string } }).order.orderNumber } }) },
  },
  {
    name: 'a retry after a declined offer cancels without a second offer',
    on: 'CANCEL.CONFIRM',
    if: (p) => p.events.some((e) => e.type === offerDone && (e as { output?: { outcome?: string } }).output?.outcome === 'declined'),
    state: 'cancelling',
    requests: { actionCycle: {} },
  },
  { name: 'an accepted offer keeps the order', on: offerDone, when: { output: { outcome: 'accepted' } }, state: 'offerAccepted', noRequests: true },
  { name: 'an offer ending the session stops the cancel', on: offerDone, when: { output: { outcome: 'sessionEnded' } }, state: 'sessionEnded', noRequests: true },
  {
    name: 'declining a SERV offer sends PUT /orderupdate orderChange cancel Y with the quoted refundType (category Order Change)',
    on: offerDone,
    when: { output: { outcome: 'declined' } },
    if: serv,
    state: 'cancelling',
    tags: ['busy'],
    requests: {
      actionCycle: {
        category: 'Order Change',
        submission: { label: 'NWM', request: { call: 'orderUpdate', body: { action: 'orderChange', systemCode: 'SERV', order: { orderNumber: 'N500001', orderStatus: 'cancel', cancel: 'Y', reasonCode: 'CUSTCXL', refundType: 'R' } } } },
      },
    },
  },
  {
    name: 'declining a Resin offer sends PUT /resinorderupdate cancel to store credit (category Resin Order Update)',
    on: offerDone,
    when: { output: { outcome: 'declined' } },
    if: resin,
    state: 'cancelling',
    requests: {
      actionCycle: {
        category: 'Resin Order Update',
        submission: { label: 'NWD', request: { call: 'resinOrderUpdate', body: { path: 'cancel', systemCode: 'RESIN', resinClientId: 'northwind-digital', reasonCode: 'CUSTCXL', resinStoreCredit: true } } },
      },
    },
  },
  { name: 'a SERV cancel that went through is canceled', on: 'ACTION.SETTLED', from: 'cancelling', when: ok, if: serv, state: 'canceled', noRequests: true },
  {
    name: 'a Resin cancel that went through refunds to store credit with the flow\'s Idempotency-Key',
    on: 'ACTION.SETTLED',
    from: 'cancelling',
    when: ok,
    if: resin,
    state: 'refunding',
    requests: { storeCreditRefund: { idempotencyKey: 'path-refund-key-0001', subject: { order: { orderNumber: 'N500025' } } } },
  },
  { name: 'the refund done, the order is canceled', on: 'xstate.done.actor.storeCreditRefund', state: 'canceled' },
  {
    name: 'a failed SERV cancel with refundType R mails customer service instead (call 29)',
    on: 'ACTION.SETTLED',
    from: 'cancelling',
    when: failed,
    if: serv,
    state: 'emailingCustomerService',
    tags: ['busy'],
    requests: { cancelOrderEmail: { emailType: 'Send Cancel Order Email', orderNumber: 'N500001', custServEmailAddress: 'service@northwind.example', customerEmailAddress: 'alice.walker@example.com', fromLogin: true } },
  },
  { name: 'a failed Resin cancel returns to the review with the result', on: 'ACTION.SETTLED', from: 'cancelling', when: failed, if: resin, state: 'reviewingCancel', noRequests: true },
  { name: "an 'Invalid login token' cancel sends no email", on: 'ACTION.SETTLED', from: 'cancelling', when: timedOut, state: 'reviewingCancel', noRequests: true },
  { name: 'the cancel-order email sent says so', on: 'xstate.done.actor.cancelOrderEmail', state: 'sentToCustomerService' },
  {
    name: "an email that failed too returns to the review and says so (its message, or 'error' when it has none)",
    on: 'xstate.error.actor.cancelOrderEmail',
    state: 'reviewingCancel',
    context: (p) => ({ mailFailure: (p.last('xstate.error.actor.cancelOrderEmail')?.error as Error).message || 'error' }),
  },
  ...resultOutcomes(['cancelling'], [{ on: 'CANCEL.CONFIRM' }]),
];
