import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { TBotCheckChallenge } from '../../contracts/schemas/bot-check';

/**
 * The bot check of the account-number form (SPEC §2 "A bot-check challenge when enabled", §5 "The
 * bot-check challenge must be passed when enabled"): self-hosted, a proof of work.
 *
 * - idle: the box is unchecked. BOT_CHECK.CHECK (the subscriber checks "I am not a robot").
 * - fetchingChallenge: the gateway answers a challenge (GET /api/bot-check/challenge).
 * - solving: the browser finds the number that solves it (Web Crypto); leaving the state or
 *   unmounting aborts the search.
 * - solved: the solution is handed to the form ('hand over solution'), which sends it with the
 *   lookup. A solution is good for one lookup: BOT_CHECK.SPENT (the form sent it) unchecks the box
 *   and the next attempt solves a new challenge.
 * - failed: the challenge could not be fetched or solved; checking the box again retries.
 *
 * The tag `busy` marks the steps the box is checked and disabled while the check runs.
 */

export interface BotCheckContext {
  challenge: TBotCheckChallenge | null;
  /** The solution handed to the form: base64 of the solved challenge. */
  solution: string | null;
}

export type BotCheckEvent = { type: 'BOT_CHECK.CHECK' } | { type: 'BOT_CHECK.SPENT' };

export const botCheckMachine = setup({
  types: { context: {} as BotCheckContext, events: {} as BotCheckEvent },
  actors: {
    /** The gateway's challenge; rejects when the call fails. */
    fetchChallenge: fromPromise<TBotCheckChallenge>(() => {
      throw new Error('fetchChallenge: add it with .provide()');
    }),
    /** The solution of the challenge; rejects when it has none or Web Crypto is missing. */
    solveChallenge: fromPromise<string, { challenge: TBotCheckChallenge }>(() => {
      throw new Error('solveChallenge: add it with .provide()');
    }),
  },
  actions: {
    'hand over solution': (_, _params: { solution: string }) => {
      throw new Error('hand over solution: add it with .provide()');
    },
    'store challenge': assign((_, { challenge }: { challenge: TBotCheckChallenge }) => ({ challenge })),
    'store solution': assign((_, { solution }: { solution: string }) => ({ solution })),
    'forget challenge': assign({ challenge: null, solution: null }),
  },
}).createMachine({
  id: 'botCheck',
  context: { challenge: null, solution: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'BOT_CHECK.CHECK': { target: 'fetchingChallenge' } },
    },
    fetchingChallenge: {
      tags: ['busy'],
      invoke: {
        id: 'fetchChallenge',
        src: 'fetchChallenge',
        onDone: { target: 'solving', actions: { type: 'store challenge', params: ({ event }) => ({ challenge: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    solving: {
      tags: ['busy'],
      invoke: {
        id: 'solveChallenge',
        src: 'solveChallenge',
        input: ({ context }) => ({ challenge: context.challenge! }),
        onDone: {
          target: 'solved',
          actions: [
            { type: 'store solution', params: ({ event }) => ({ solution: event.output }) },
            { type: 'hand over solution', params: ({ event }) => ({ solution: event.output }) },
          ],
        },
        onError: { target: 'failed' },
      },
    },
    solved: {
      on: { 'BOT_CHECK.SPENT': { target: 'idle', actions: 'forget challenge' } },
    },
    failed: {
      entry: 'forget challenge',
      on: { 'BOT_CHECK.CHECK': { target: 'fetchingChallenge' } },
    },
  },
});

export type BotCheckRef = ActorRefFrom<typeof botCheckMachine>;
