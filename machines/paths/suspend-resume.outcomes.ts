import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the suspend and resume paths (SPEC §4, §6, §7 calls 15, 16, 17), written
 * from the spec. Steps of the §2 progress bar are the tags accountInformation, effectiveDates,
 * accountUpdates and confirmation.
 */

const systemOf = (p: PathSoFar) => (p.last('SUBSCRIPTION.FOUND')?.subscription as { systemCode?: string } | undefined)?.systemCode;
const found = (systemCode: string) => ({ subscription: { systemCode, isSuspendable: true } });
const ok = { result: { status: 'success' } };
const failed = { result: { status: 'error' } };

export const suspendOutcomes: readonly OutcomeRule[] = [
  {
    name: "a SERV order first loads the coming issues to resume with (call 15 for this order, from the issue after its last, no refetch)",
    on: 'SUBSCRIPTION.FOUND',
    when: found('SERV'),
    state: 'loadingIssues',
    tags: ['accountInformation', 'busy'],
    requests: {
      issueLookupCycle: {
        category: 'Issue Lookup',
        refetch: false,
        submission: { label: 'NWM', request: { call: 'issues', entitled: undefined, upcoming: [{ magCode: 'NWM', issueNumberStart: 19 }] } },
      },
    },
  },
  { name: 'another system goes straight to the reason', on: 'SUBSCRIPTION.FOUND', when: { subscription: { systemCode: 'SERVPF', isSuspendable: true } }, state: 'reason', tags: ['accountInformation'], noRequests: true },
  { name: 'an order that may not be suspended is refused', on: 'SUBSCRIPTION.FOUND', when: { subscription: { isSuspendable: false } }, state: 'unavailable', noRequests: true },
  { name: 'the issue lookup, found or failed, leads to the reason', on: 'ACTION.SETTLED', from: 'loadingIssues', state: 'reason', tags: ['accountInformation'], notTags: ['busy'] },
  { name: 'the reason leads to the effective dates', on: 'SUSPEND.REASON', from: 'reason', state: 'dates', tags: ['effectiveDates'] },
  { name: 'the dates lead to the review', on: 'SUSPEND.DATES', from: 'dates', state: 'review', tags: ['accountUpdates'] },
  { name: 'Back from the dates returns to the reason', on: 'SUSPEND.BACK', from: 'dates', state: 'reason' },
  { name: 'Back from the review returns to the dates', on: 'SUSPEND.BACK', from: 'review', state: 'dates' },
  {
    name: 'confirming a SERV suspend sends POST /cofp suspend Y with the reason and resume issue (category Suspend)',
    on: 'SUSPEND.CONFIRM',
    if: (p) => systemOf(p) === 'SERV',
    state: 'submitting',
    tags: ['accountUpdates', 'busy'],
    requests: {
      actionCycle: ({ last }) => ({
        category: 'Suspend',
        refetch: undefined,
        submission: {
          label: 'NWM',
          request: { call: 'cofp', body: { action: 'suspend', accountNumber: '10000003', prodIdAlias: 'NWM', suspend: 'Y', reasonCode: last('SUSPEND.REASON')?.reasonCode, resumeIssue: last('SUSPEND.DATES')?.resumeIssue } },
        },
      }),
    },
  },
  {
    name: 'confirming another system sends PUT /series suspendSwitch Y with the plan’s shipFrequency (category Suspend)',
    on: 'SUSPEND.CONFIRM',
    if: (p) => systemOf(p) !== 'SERV',
    state: 'submitting',
    requests: {
      actionCycle: {
        category: 'Suspend',
        submission: { label: 'BOC', request: { call: 'series', body: { updateType: 'suspendresume', prodIdAlias: 'BOC', recipAccountNumber: '20000005', planCode: 'BOC-BIMONTHLY', suspendSwitch: 'Y', shipFrequency: '2M' } } },
      },
    },
  },
  { name: 'a suspend that went through shows the confirmation step', on: 'ACTION.SETTLED', from: 'submitting', when: ok, state: 'suspended', tags: ['confirmation'] },
  { name: 'a failed suspend returns to the review, every choice kept', on: 'ACTION.SETTLED', from: 'submitting', when: failed, state: 'review', tags: ['accountUpdates'], notTags: ['busy'] },
  ...resultOutcomes(['submitting'], [{ on: 'SUSPEND.CONFIRM' }, { on: 'SUSPEND.BACK' }]),
];

export const resumeOutcomes: readonly OutcomeRule[] = [
  { name: 'a suspended order is offered the resume', on: 'SUBSCRIPTION.FOUND', when: { subscription: { orderStatus: 'suspended' } }, state: 'confirming' },
  { name: 'an order not suspended is refused', on: 'SUBSCRIPTION.FOUND', when: { subscription: { orderStatus: 'renewing_soon' } }, state: 'unavailable' },
  {
    name: 'confirming sends PUT /series suspendSwitch N (category Resume)',
    on: 'RESUME.CONFIRM',
    state: 'submitting',
    tags: ['busy'],
    requests: { actionCycle: { category: 'Resume', submission: { label: 'BOC', request: { call: 'series', body: { updateType: 'suspendresume', recipAccountNumber: '20000005', suspendSwitch: 'N' } } } } },
  },
  { name: 'a resume that went through shows it resumed', on: 'ACTION.SETTLED', when: { result: { status: 'success', data: { items: [{ directResume: false }] } } }, state: 'resumed', noEffects: ['navigate'] },
  { name: 'directResume on the first item goes to /accounts/resume', on: 'ACTION.SETTLED', when: { result: { status: 'success', data: { items: [{ directResume: true }] } } }, state: 'directResume', effects: [['navigate', { to: '/accounts/resume' }]] },
  { name: 'a failed resume returns to the confirmation with the result', on: 'ACTION.SETTLED', when: failed, state: 'confirming', noEffects: ['navigate'] },
  ...resultOutcomes(['submitting'], [{ on: 'RESUME.CONFIRM' }]),
];
