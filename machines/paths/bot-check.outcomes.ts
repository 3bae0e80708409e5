import type { OutcomeRule } from '../graph/outcomes';
import { botCheckPathChallenge, botCheckPathSolution } from './bot-check.paths';

/**
 * What must happen on the bot check's paths (SPEC §2 "A bot-check challenge when enabled", §5):
 * written from the spec, not read off the machine. `busy` is the box checked and disabled.
 */
export const botCheckOutcomes: readonly OutcomeRule[] = [
  { name: 'the box starts unchecked, nothing asked yet', on: 'xstate.init', state: 'idle', notTags: ['busy'], noRequests: true },
  {
    name: 'checking the box asks the gateway for a challenge',
    on: 'BOT_CHECK.CHECK',
    state: 'fetchingChallenge',
    tags: ['busy'],
    requests: { fetchChallenge: undefined },
  },
  {
    name: 'the challenge received is solved in the browser',
    on: 'xstate.done.actor.fetchChallenge',
    state: 'solving',
    tags: ['busy'],
    requests: { solveChallenge: { challenge: botCheckPathChallenge } },
    noEffects: ['hand over solution'],
  },
  {
    name: 'the solution found is handed to the form, which may then look the account up',
    on: 'xstate.done.actor.solveChallenge',
    state: 'solved',
    notTags: ['busy'],
    effects: [['hand over solution', { solution: botCheckPathSolution }]],
  },
  { name: 'a challenge that cannot be fetched fails the check', on: 'xstate.error.actor.fetchChallenge', state: 'failed', notTags: ['busy'], noEffects: ['*'] },
  { name: 'a challenge that cannot be solved fails the check', on: 'xstate.error.actor.solveChallenge', state: 'failed', notTags: ['busy'], noEffects: ['*'] },
  { name: 'checking the box again after a failure asks for a new challenge', on: 'BOT_CHECK.CHECK', from: 'failed', state: 'fetchingChallenge', requests: { fetchChallenge: undefined } },
  {
    name: 'a solution is good for one lookup: once spent the box is unchecked and nothing is asked until it is checked again',
    on: 'BOT_CHECK.SPENT',
    from: 'solved',
    state: 'idle',
    noRequests: true,
    noEffects: ['*'],
  },
];
