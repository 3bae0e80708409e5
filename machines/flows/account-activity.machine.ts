import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { TActivityEntry } from '../../contracts/schemas/activity';

/**
 * Account activity (designed, issue 13): the list of everything done on the signed-in accounts.
 *
 * - loading: `loadActivity` fetches the activity of each account (the gateway's /activity), newest first.
 * - shown: the entries; ACTIVITY.REFRESH loads them again (after a change made in another tab).
 * - failed: the load failed (the message is the gateway's, §8 raw exceptions); ACTIVITY.RETRY loads again.
 */

export interface AccountActivityInput {
  accountNumbers: string[];
}

/** An entry with the account it belongs to (a session may hold several accounts). */
export type AccountActivityEntry = TActivityEntry & { accountNumber: string };

export interface AccountActivityContext extends AccountActivityInput {
  entries: AccountActivityEntry[];
  errorMessage: string | null;
}

export type AccountActivityEvent = { type: 'ACTIVITY.RETRY' } | { type: 'ACTIVITY.REFRESH' };

export const accountActivityMachine = setup({
  types: {
    input: {} as AccountActivityInput,
    context: {} as AccountActivityContext,
    events: {} as AccountActivityEvent,
  },
  actors: {
    /** Fails with the gateway's message when any account's activity cannot be read. */
    loadActivity: fromPromise<AccountActivityEntry[], AccountActivityInput>(async () => {
      throw new Error('loadActivity: add it with .provide()');
    }),
  },
}).createMachine({
  id: 'accountActivity',
  context: ({ input }) => ({ ...input, entries: [], errorMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadActivity',
        src: 'loadActivity',
        input: ({ context }) => ({ accountNumbers: context.accountNumbers }),
        onDone: { target: 'shown', actions: assign({ entries: ({ event }) => newestFirst(event.output), errorMessage: null }) },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    shown: { on: { 'ACTIVITY.REFRESH': { target: 'loading' } } },
    failed: { on: { 'ACTIVITY.RETRY': { target: 'loading' } } },
  },
});

/** Newest first across accounts; ties keep the gateway's order (Array.prototype.sort is stable). */
function newestFirst(entries: readonly AccountActivityEntry[]): AccountActivityEntry[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at));
}

export type AccountActivityRef = ActorRefFrom<typeof accountActivityMachine>;
