import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';

/**
 * Session (SPEC §4 Sign-in, §6 access states). The route guards wait on this machine.
 *
 * - restoring: the persisted session (session storage, §9) is read back after a reload.
 * - signedOut: the unauthenticated access state; only /login and /auth/* are reachable.
 * - signedIn: the authenticated access state; the accounts area is reachable.
 * - loggingOut: credentials and storage are cleared, the user is signed out (§4 Logout) and sent
 *   to the page the logout asked for (/ from the logout screen, /login from Sign Out). A logout
 *   while the session is still restoring is honoured too.
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
  /** Where the user goes once a logout completes. */
  afterLogout: string;
}

export type SessionEvent = { type: 'SESSION.LOGOUT'; redirectTo: '/' | '/login' };

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
    'remember where to go after logout': assign({ afterLogout: ({ event }) => (event.type === 'SESSION.LOGOUT' ? event.redirectTo : '/') }),
    'notify signed out': () => {
      throw new Error('notify signed out: add it with .provide()');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
  },
  guards: {
    'has persisted session': ({ context }) => context.session !== null,
  },
}).createMachine({
  id: 'session',
  context: { session: null, signinAttempts: 0, afterLogout: '/' },
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
      on: { 'SESSION.LOGOUT': { target: 'loggingOut', actions: 'remember where to go after logout' } },
    },
    deciding: {
      tags: ['busy'],
      always: [{ guard: 'has persisted session', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {},
    signedIn: {
      on: { 'SESSION.LOGOUT': { target: 'loggingOut', actions: 'remember where to go after logout' } },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: {
          target: 'signedOut',
          actions: [
            assign({ session: null, signinAttempts: 0 }),
            'notify signed out',
            { type: 'navigate', params: ({ context }) => ({ to: context.afterLogout }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [assign({ session: null, signinAttempts: 0 }), { type: 'navigate', params: ({ context }) => ({ to: context.afterLogout }) }],
        },
      },
    },
  },
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
