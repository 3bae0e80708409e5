import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the replacement-issue paths (SPEC §2 Replacement-issue screen, §7 calls 12,
 * 14, 15): written from the spec, not read off the machine. Steps are the tags reason,
 * confirmation and replacement.
 */
const order = { accountNumber: '10000002', prodIdAlias: 'NWM' };

export const replacementOutcomes: readonly OutcomeRule[] = [
  {
    name: 'an order with delivered issues loads the entitled and coming issues (calls 12, 15), no refetch',
    on: 'SUBSCRIPTION.FOUND',
    from: 'awaitingSubscription',
    when: { subscription: { systemCode: 'SERV' } },
    state: 'loadingIssues',
    tags: ['reason', 'busy'],
    requests: {
      issueLookupCycle: {
        category: 'Issue Lookup',
        refetch: false,
        submission: { label: 'NWM', request: { call: 'issues', entitled: { magCode: 'NWM', accountNumber: '10000002', lastIssue: 18 } } },
      },
    },
  },
  {
    name: 'an order with no delivered issue is not offered a replacement',
    on: 'SUBSCRIPTION.FOUND',
    from: 'awaitingSubscription',
    when: { subscription: { lastIssue: undefined } },
    state: 'unavailable',
    noRequests: true,
  },
  { name: 'the issues found show the Reason step', on: 'ACTION.SETTLED', from: 'loadingIssues', when: { result: { status: 'success' } }, state: 'reason', tags: ['reason'], notTags: ['busy'] },
  { name: 'a failed issue lookup waits for a retry on the Reason step', on: 'ACTION.SETTLED', from: 'loadingIssues', when: { result: { status: 'error' } }, state: 'lookupFailed', tags: ['reason'] },
  { name: 'retrying the lookup runs it again', on: 'REPLACEMENT.RETRY', from: 'lookupFailed', state: 'loadingIssues', requests: { issueLookupCycle: { category: 'Issue Lookup' } } },
  { name: 'a replaceable issue leads to the Confirmation step', on: 'REPLACEMENT.REASON', from: 'reason', state: 'confirmation', tags: ['confirmation'] },
  {
    name: 'submitting sends call 14 with the reason, the issue and the delivery chosen (category Replacement Issue)',
    on: 'REPLACEMENT.SUBMIT',
    state: 'submitting',
    tags: ['confirmation', 'busy'],
    requests: {
      actionCycle: ({ last }) => ({
        category: 'Replacement Issue',
        submission: {
          label: 'NWM',
          request: {
            call: 'cofp',
            body: {
              action: 'replacement',
              ...order,
              numberOfCopies: 1,
              reasonCode: last('REPLACEMENT.REASON')?.reasonCode,
              issueNumber: last('REPLACEMENT.REASON')?.issueNumber,
              requestIssue: last('REPLACEMENT.SUBMIT')?.delivery === 'issue' ? 'Y' : 'N',
            },
          },
        },
      }),
    },
  },
  {
    name: 'a retry sends the same replacement again',
    on: 'REPLACEMENT.RETRY',
    from: 'answered.failed',
    state: 'submitting',
    requests: { actionCycle: { category: 'Replacement Issue', submission: { request: { body: { action: 'replacement', ...order } } } } },
  },
  { name: 'a replacement that went through shows the success header', on: 'ACTION.SETTLED', from: 'submitting', when: { result: { status: 'success' } }, state: 'answered.replaced', tags: ['replacement'] },
  { name: 'a failed replacement shows "Oops! Something went wrong!"', on: 'ACTION.SETTLED', from: 'submitting', when: { result: { status: 'error' } }, state: 'answered.failed', tags: ['replacement'] },
  { name: 'Back from a failure returns to Confirmation', on: 'REPLACEMENT.BACK', from: 'answered.failed', state: 'confirmation' },
  { name: 'Back from Confirmation returns to Reason', on: 'REPLACEMENT.BACK', from: 'confirmation', state: 'reason' },
  { name: 'Submit another issue starts again with a fresh lookup', on: 'REPLACEMENT.ANOTHER', state: 'loadingIssues', tags: ['reason'], requests: { issueLookupCycle: { category: 'Issue Lookup' } } },
  { name: "I'm Done goes to the account summary", on: 'REPLACEMENT.DONE', state: 'done', effects: [['navigate', { to: '/accounts/summary' }]] },
  { name: 'nothing navigates before the subscriber is done', on: 'ACTION.SETTLED', noEffects: ['navigate'] },
];
