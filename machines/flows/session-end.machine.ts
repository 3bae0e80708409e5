import { fromPromise, setup } from 'xstate';
import type { SignInChannel } from './session.machine';

/**
 * The end of a session (SPEC §4 Logout, §8 Session errors), a child of the session machine (its
 * `sessionEnd` actor, invoked in `loggingOut` and `timingOut`). Either way the credentials, the
 * session and local storage go and a secure sign-in's provider session ends (endSession, which
 * never leaves anything behind); the session then resets and goes where the end asked.
 *
 * - ending: endSession clears everything.
 * - ended: final. After a logout the subscriber reads "Sign Out Successful", but not when the
 *   clean-up failed; after a timeout ('Invalid login token') its notice stays, and nothing follows.
 *
 * What happens as the end starts stays with the session, in the same step as the event: the
 * logout's analytics report (while the session id it carries still exists) and the timeout's
 * notice. A child's first actions run only after its own invoked call has started (xstate runs an
 * actor's initial actions after starting its children), too late for the report.
 */

export type SessionEndReason = 'logout' | 'timeout';

export interface SessionEndInput {
  reason: SessionEndReason;
  /** How the ending session signed in (null with nobody signed in): a secure one ends the provider's session too. */
  channel: SignInChannel | null;
}

export const sessionEndMachine = setup({
  types: {
    context: {} as SessionEndInput,
    input: {} as SessionEndInput,
  },
  actors: {
    /** Clears credentials and session and local storage, and ends the provider session; never rejects. */
    endSession: fromPromise<void, { channel: SignInChannel | null }>(() => {
      throw new Error('endSession: add it with .provide()');
    }),
  },
  actions: {
    'notify signed out': () => {
      throw new Error('notify signed out: add it with .provide()');
    },
  },
  guards: {
    'logged out': ({ context }) => context.reason === 'logout',
  },
}).createMachine({
  id: 'sessionEnd',
  context: ({ input }) => input,
  initial: 'ending',
  states: {
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ channel: context.channel }),
        onDone: [{ guard: 'logged out', target: 'ended', actions: 'notify signed out' }, { target: 'ended' }],
        onError: { target: 'ended' },
      },
    },
    ended: { type: 'final' },
  },
});
