import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';

/**
 * Session (SPEC §4 Sign-in, §6 access states). The route guards wait on this machine.
 *
 * - restoring: the persisted session (session storage, §9) is read back after a reload.
 * - signedOut: the unauthenticated access state; only /login and /auth/* are reachable.
 * - signedIn: the authenticated access state; the accounts area is reachable.
 * - loggingOut: credentials and storage are cleared, then the user is signed out (§4 Logout).
 *
 * Guest lookup, secure sign-in and linking are added by the Sign-in issue as substates of
 * signedOut; the states and tags above are the contract the router relies on.
 */

/** What survives a reload: the proven accounts and how the user signed in. */
export interface PersistedSession {
  accountNumbers: string[];
  channel: 'guest' | 'identityProvider';
}

export interface SessionContext {
  session: PersistedSession | null;
  signinAttempts: number;
}

export type SessionEvent = { type: 'SESSION.LOGOUT' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Resolves with the persisted session, or null when there is none or it is unreadable. */
    restoreSession: fromPromise<PersistedSession | null>(() => {
      throw new Error('restoreSession: add it with .provide()');
    }),
    /** Clears credentials and session and local storage; never rejects (logout always ends signed out). */
    endSession: fromPromise<void>(() => {
      throw new Error('endSession: add it with .provide()');
    }),
  },
  actions: {
    'notify signed out': () => {
      throw new Error('notify signed out: add it with .provide()');
    },
  },
  guards: {
    'has persisted session': ({ context }) => context.session !== null,
  },
}).createMachine({
  id: 'session',
  context: { session: null, signinAttempts: 0 },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: { target: 'deciding', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'signedOut' },
      },
    },
    deciding: {
      tags: ['busy'],
      always: [{ guard: 'has persisted session', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      on: { 'SESSION.LOGOUT': { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: {
          target: 'signedOut',
          actions: [assign({ session: null, signinAttempts: 0 }), 'notify signed out'],
        },
        onError: { target: 'signedOut', actions: assign({ session: null, signinAttempts: 0 }) },
      },
    },
  },
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
