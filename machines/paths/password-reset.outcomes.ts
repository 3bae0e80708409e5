import type { OutcomeRule } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the password reset's paths (SPEC §2, §7 call 10, §8), written from the spec,
 * on the sample of password-reset.paths.ts.
 */

export const passwordResetOutcomes: readonly OutcomeRule[] = [
  {
    name: 'the email goes, trimmed, with the sign-in client id (POST /passwordreset, category Password Reset)',
    on: 'PASSWORD.SUBMIT',
    state: 'sending',
    tags: ['busy'],
    noEffects: ['*'],
    requests: { actionCycle: { category: 'Password Reset', submission: { label: 'NWM', request: { email: 'alice.walker@example.com', clientId: 'portal-nwm' } } } },
  },
  {
    name: 'a link sent is told with the email, then the account summary',
    on: 'ACTION.SETTLED',
    when: { result: { status: 'success' } },
    state: 'sent',
    effects: [['notify reset sent', { email: 'alice.walker@example.com' }], ['navigate', { to: '/accounts/summary' }]],
    done: true,
  },
  {
    name: 'a failure stays on the form with Error Sending Password Reset, without a notice or a move',
    on: 'ACTION.SETTLED',
    when: { result: { status: 'error' } },
    state: 'editing',
    notTags: ['busy'],
    noEffects: ['notify reset sent', 'navigate'],
    done: false,
  },
  { name: 'nothing typed yet, nothing said yet', on: 'xstate.init', context: { email: '', result: null } },
  ...resultOutcomes(['sending'], [{ on: 'PASSWORD.SUBMIT' }]),
];
