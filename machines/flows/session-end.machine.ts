import { assign, fromPromise, setup } from 'xstate';
import type { SignInChannel } from './session.machine';

/**
 * The clean-up that ends a session (SPEC §4 Logout, §8 Session errors), a child of the session
 * machine (its `sessionEnd` actor, invoked in `loggingOut` and `timingOut`): the credentials, the
 * session and local storage go, and a secure sign-in's provider session ends.
 *
 * - ending: endSession clears everything.
 * - cleared: final, output `{ cleared: true }`: after a logout the session says "Sign Out Successful".
 * - cleanupFailed: final, output `{ cleared: false }`: the session ends all the same, without it.
 *
 * What the end says and where it goes stays with the session, which knows why it ends: the
 * logout's analytics report (sent as the logout starts, while the session id it carries still
 * exists), the timeout's notice, "Sign Out Successful", the navigation.
 */

export interface SessionEndInput {
  /** How the ending session signed in (null with nobody signed in): a secure one ends the provider's session too. */
  channel: SignInChannel | null;
}

export interface SessionEndOutput {
  /** False when the clean-up failed. */
  cleared: boolean;
}

export const sessionEndMachine = setup({
  types: {
    context: {} as SessionEndInput & SessionEndOutput,
    input: {} as SessionEndInput,
    output: {} as SessionEndOutput,
  },
  actors: {
    /** Clears credentials and session and local storage, and ends the provider session. */
    endSession: fromPromise<void, { channel: SignInChannel | null }>(() => {
      throw new Error('endSession: add it with .provide()');
    }),
  },
}).createMachine({
  id: 'sessionEnd',
  context: ({ input }) => ({ ...input, cleared: false }),
  initial: 'ending',
  states: {
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ channel: context.channel }),
        onDone: { target: 'cleared', actions: assign({ cleared: true }) },
        onError: { target: 'cleanupFailed' },
      },
    },
    cleared: { type: 'final' },
    cleanupFailed: { type: 'final' },
  },
  output: ({ context }) => ({ cleared: context.cleared }),
});
