import type { AnyEventObject } from 'xstate';
import type { OutcomeRule } from '../graph/outcomes';
import type { AccountActivityEntry, AccountActivityInput } from '../flows/account-activity.machine';

/** The account activity's path model (issue 13 "Account activity"): sample input, events, outcomes. */

export const accountActivityInput: AccountActivityInput = { accountNumbers: ['10000001', '10000002'] };

const older: AccountActivityEntry = { accountNumber: '10000001', at: '2026-11-20T10:00:00.000Z', kind: 'suspend', orderNumber: 'N500001', status: 'done' };
const newer: AccountActivityEntry = { accountNumber: '10000002', at: '2026-11-21T09:00:00.000Z', kind: 'payment', amount: 29.99, reference: 'T1', status: 'done' };

export const accountActivityPathEvents: readonly AnyEventObject[] = [
  // Two accounts' entries, as the actor gathers them: older first, so the machine must sort.
  { type: 'xstate.done.actor.loadActivity', output: [older, newer] },
  { type: 'xstate.error.actor.loadActivity', error: new Error('HTTP 500') },
  { type: 'ACTIVITY.RETRY' },
  { type: 'ACTIVITY.REFRESH' },
];

export const accountActivityOutcomes: readonly OutcomeRule[] = [
  { name: 'the activity of every signed-in account is loaded at once', on: 'xstate.init', state: 'loading', tags: ['busy'], requests: { loadActivity: { accountNumbers: ['10000001', '10000002'] } } },
  { name: 'the entries loaded are shown', on: 'xstate.done.actor.loadActivity', state: 'shown', notTags: ['busy'] },
  { name: 'a failed load offers a retry', on: 'xstate.error.actor.loadActivity', state: 'failed', notTags: ['busy'], noRequests: true },
  { name: 'a retry loads again', on: 'ACTIVITY.RETRY', state: 'loading', requests: { loadActivity: { accountNumbers: ['10000001', '10000002'] } } },
  { name: 'a refresh loads again', on: 'ACTIVITY.REFRESH', state: 'loading', requests: { loadActivity: { accountNumbers: ['10000001', '10000002'] } } },
];
