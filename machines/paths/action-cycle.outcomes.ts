import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the generic action cycle's paths (SPEC §4 Generic action cycle, §7 call 28,
 * §8 Session errors), written from the spec: the sample runs category Suspend on NWM, refetching at
 * once (delay 0).
 */
const submission = { request: { accountNumber: '10000001' }, label: 'NWM' };
const analytics = (action: string) => ['report analytics', { category: 'Suspend', action, label: 'NWM', value: 0 }] as const;
const refetch = ['refetch customer', { delayMs: 0 }] as const;
const done = 'xstate.done.actor.perform';
const error = 'xstate.error.actor.perform';

export const actionCycleOutcomes: readonly OutcomeRule[] = [
  { name: 'a flow that embeds the cycle starts loading its submission at once', on: 'xstate.init', state: 'loading', tags: ['busy'], requests: { perform: submission } },
  { name: 'Start shows the idle cycle and stops the call', on: 'ACTION.START', state: 'idle', notTags: ['busy'], noRequests: true, noEffects: ['*'] },
  { name: 'Cancel goes back to idle, nothing reported', on: 'ACTION.CANCEL', state: 'idle', noEffects: ['*'] },
  { name: 'a submission runs the call', on: 'ACTION.SUBMIT', state: 'loading', tags: ['busy'], requests: { perform: submission } },
  {
    name: 'every call succeeded: success, reported Successful, customer refetched',
    on: done,
    when: { output: { results: [{ success: true }] } },
    state: 'success',
    tags: ['success'],
    effects: [analytics('Successful'), refetch],
    noEffects: ['time out session'],
  },
  {
    name: 'one call of a batch failing fails the batch with the message of the call refused: Unsuccessful, refetched',
    on: done,
    when: { output: { results: [{ success: true }, { success: false }] } },
    state: 'error',
    tags: ['error'],
    context: { result: { status: 'error', reason: 'unsuccessful', message: 'Not suspendable' } },
    effects: [analytics('Unsuccessful'), refetch],
    noEffects: ['time out session'],
  },
  {
    name: "a success-false 'Invalid login token' in a batch ends the session as a timeout, with that message",
    on: done,
    when: { output: { results: [{ success: false }, { success: false, message: 'Invalid login token' }] } },
    state: 'error',
    effects: [['time out session', { message: 'Invalid login token' }], analytics('Unsuccessful')],
  },
  { name: "a call that threw 'Invalid login token' ends the session as a timeout", on: error, when: { error: 'Invalid login token' }, state: 'error', effects: [['time out session', { message: 'Invalid login token' }], analytics('Unknown Error'), refetch] },
  { name: 'a call that threw is an Unknown Error, refetched', on: error, when: { error: 'HTTP 500' }, state: 'error', tags: ['error'], effects: [analytics('Unknown Error'), refetch], noEffects: ['time out session'] },
  { name: 'a retry after a failure runs the call again, the last result off the screen, nothing reported yet', on: 'ACTION.SUBMIT', from: 'error', state: 'loading', requests: { perform: submission }, context: { result: null }, noEffects: ['*'] },
  { name: 'another submission after a success runs the call again, the last result off the screen, nothing reported yet', on: 'ACTION.SUBMIT', from: 'success', state: 'loading', requests: { perform: submission }, context: { result: null }, noEffects: ['*'] },
];
