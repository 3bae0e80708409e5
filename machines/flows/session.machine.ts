import { and, assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TLookupRequest, TLookupSuccess } from '../../contracts/schemas/lookup';
import { continueLookupRequest, federatedIdentity, lookupScope, parseContinueParameter, type SignInFailure } from '../rules/sign-in';
import { identityExchangeMachine, type IdentityExchangeOutput } from './session-exchange.machine';
import { sessionEndMachine, type SessionEndOutput } from './session-end.machine';
import {
  ACCOUNT_SUMMARY_PATH,
  exchangeFailure,
  failSignIn,
  failureOf,
  initialContext,
  signedInSession,
  type LookupOutcome,
  type PersistedSession,
  type SessionContext,
  type SessionEvent,
} from './session.context';

export {
  ACCOUNT_SUMMARY_PATH,
  type LookupOutcome,
  type PersistedSession,
  type SessionContext,
  type SessionEvent,
  type SignInChannel,
  type SignInSettings,
} from './session.context';

/**
 * Session (SPEC §4 Sign-in, §6 access states). The route guards wait on this machine.
 *
 * - restoring: the persisted session (session storage, §9) is read back after a reload.
 * - signedOut: the unauthenticated access state; only /login and /auth/* are reachable.
 *   - idle: the login page's forms.
 *   - linking: a secure sign-in succeeded but no account was found (the "purgatory" view): a guest
 *     lookup from here links the account to the identity.
 *   - linkConfirming: the linking lookup found an account its identity may not secure directly
 *     (issue 16): a confirmation link went to the account's email on file (shown masked), or it has
 *     no email on file (customer service links it). The view says so; the subscriber may go on to
 *     the account for this visit (LINKING.CONTINUE signs in with the lookup found) or return.
 * - exchangingIdentity: the tokens of a secure sign-in are decoded and the identity exchanged for
 *   its subscriptions (§7 call 5) by the child machine identityExchange (session-exchange.machine.ts);
 *   an account found leads to the account lookup, none to linking.
 * - continuing: the /mylo/continue?ac= link is read into an account lookup.
 * - authenticating: an account lookup runs (§7 call 4). Success signs in and resets signinAttempts;
 *   failure sets the failure flag, adds one attempt and notifies (§8).
 * - checkingSecured: a found customer with a recRegId is checked against the mylo service (§7 call 6):
 *   a secured account refuses a guest (§8).
 * - signedIn: the authenticated access state; the accounts area is reachable.
 * - loggingOut, timingOut: the child machine sessionEnd (session-end.machine.ts) clears credentials
 *   and storage and says so (§4 Logout), or keeps the timeout's notice (§8 Session errors: an
 *   'Invalid login token' anywhere); then the session resets and goes where the end asked.
 *
 * Linking stays here, as the signedOut region `linking`: it is a view of the login page that waits
 * for the subscriber's lookup or cancel, both sent to this machine (a child would need them forwarded).
 *
 * Several events clear all notifications (§4): a lookup, a secure sign-in, a continue link, logout.
 */

/**
 * The session with its child machines provided: the token exchange's call, and the end's clean-up
 * and notices (the portal's session actor and the machine tests both use it).
 */
export function provideSessionChildren(
  exchange: Parameters<typeof identityExchangeMachine.provide>[0],
  end: Parameters<typeof sessionEndMachine.provide>[0],
) {
  return { identityExchange: identityExchangeMachine.provide(exchange), sessionEnd: sessionEndMachine.provide(end) };
}

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
    /** §7 call 4. Resolves with the lookup or its failure; rejects only when the call itself fails. */
    lookupAccount: fromPromise<LookupOutcome, { request: TLookupRequest }>(() => {
      throw new Error('lookupAccount: add it with .provide()');
    }),
    /** The token exchange (§7 call 5): its own machine, provided with its call (see provideSessionChildren). */
    identityExchange: identityExchangeMachine,
    /** §7 call 6: true when the first item carries a RecRegId. */
    checkSecured: fromPromise<boolean, { recRegId: string; globalCode: string }>(() => {
      throw new Error('checkSecured: add it with .provide()');
    }),
    /** Logout and timeout: their own machine, provided with its clean-up and notices (see provideSessionChildren). */
    sessionEnd: sessionEndMachine,
  },
  actions: {
    'remember where to go after logout': assign({ afterLogout: ({ event }) => eventOf(event, 'SESSION.LOGOUT').redirectTo }),
    'store settings': assign({ settings: ({ event }) => eventOf(event, 'SESSION.CONFIGURED').settings }),
    'start lookup': assign(({ event, context }) => {
      const { request, redirectTo } = eventOf(event, 'LOOKUP.SUBMIT');
      return {
        lookupRequest: context.identity ? { ...request, idpAccountInfo: context.identity } : request,
        afterSignIn: redirectTo ?? ACCOUNT_SUMMARY_PATH,
      };
    }),
    'start secure sign-in': assign(({ event }) => {
      const { accessToken, idToken, redirectTo } = eventOf(event, 'SECURE.TOKENS');
      return { accessToken, identity: federatedIdentity(idToken), afterSignIn: redirectTo ?? ACCOUNT_SUMMARY_PATH };
    }),
    'forget identity': assign({ identity: null, accessToken: null }),
    'start continue': assign({ continueAc: ({ event }) => eventOf(event, 'SESSION.CONTINUE').ac }),
    'start continue lookup': assign(({ context }) => {
      const account = parseContinueParameter(context.continueAc!)!; // wired behind 'is configured' and 'continue link readable'
      return {
        lookupRequest: continueLookupRequest(lookupScope(context.settings!), account),
        continueAc: null,
        identity: null,
        afterSignIn: ACCOUNT_SUMMARY_PATH,
      };
    }),
    // A failed sign-in leaves no session behind (a continue link that fails ends the old one too).
    'record failure': assign({
      session: null,
      signinFailed: true,
      signinAttempts: ({ context }) => context.signinAttempts + 1,
      lastFailure: (_, params: SignInFailure) => params,
      lookup: null,
    }),
    'notify sign-in failure': (_, _params: SignInFailure) => {
      throw new Error('notify sign-in failure: add it with .provide()');
    },
    'clear notifications': () => {
      throw new Error('clear notifications: add it with .provide()');
    },
    /**
     * Declining the linking view leaves the gateway session the secure sign-in made (it carries the
     * identity): a guest lookup after it must not link the account found to the identity declined.
     */
    'leave identity session': () => {
      throw new Error('leave identity session: add it with .provide()');
    },
    'sign in': assign(({ context }, params: { lookup: TLookupSuccess }) => ({
      session: signedInSession(context, params.lookup),
      lookup: params.lookup,
      signinFailed: false,
      signinAttempts: 0,
      lastFailure: null,
      accessToken: null,
    })),
    // A refetch of the account area (§4) keeps the session's copy and the postal code refetches use.
    'store refreshed account': assign(({ context, event }) => {
      const { lookup, loginPostalCode } = eventOf(event, 'SESSION.ACCOUNT_REFRESHED');
      return context.session ? { lookup, session: { ...context.session, loginPostalCode } } : {};
    }),
    'persist session': (_, _params: { session: PersistedSession | null }) => {
      throw new Error('persist session: add it with .provide()');
    },
    'report logout': () => {
      throw new Error('report logout: add it with .provide()');
    },
    'notify signed out': () => {
      throw new Error('notify signed out: add it with .provide()');
    },
    'notify session timeout': (_, _params: { message?: string }) => {
      throw new Error('notify session timeout: add it with .provide()');
    },
    'end session state': assign(({ context }) => ({ ...initialContext, settings: context.settings, afterLogout: context.afterLogout })),
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
  },
  guards: {
    'has persisted session': ({ context }) => context.session !== null,
    'is configured': ({ context }) => context.settings !== null,
    'has identity': ({ context }) => context.identity !== null,
    'identity token readable': ({ event }) => federatedIdentity(eventOf(event, 'SECURE.TOKENS').idToken) !== null,
    'lookup found': (_, params: { outcome: LookupOutcome }) => params.outcome.found,
    /** Issue 16: the linking lookup found an account that links only by a mailed confirmation (or customer service). */
    'link needs confirmation': ({ context }, params: { outcome: LookupOutcome }) =>
      params.outcome.found && context.identity !== null && params.outcome.lookup.linkingConfirmation !== undefined,
    /** §4: RequireSecureSignin is on and a guest found a customer with a recRegId. */
    'secure sign-in required': ({ context }, params: { outcome: LookupOutcome }) =>
      params.outcome.found && context.identity === null && context.settings?.requireSecureSignin === true && Boolean(params.outcome.lookup.customers[0]?.recRegId),
    'found customer has recRegId': (_, params: { outcome: LookupOutcome }) => params.outcome.found && Boolean(params.outcome.lookup.customers[0]?.recRegId),
    /** A secured account refuses only a guest; its own identity may use it. */
    'secured for a guest': ({ context }, params: { secured: boolean }) => params.secured && context.identity === null,
    'exchange found an account': (_, params: { outcome: IdentityExchangeOutput }) => params.outcome.result === 'account',
    'session cleared': (_, params: { cleared: boolean }) => params.cleared,
    'exchange found no account': (_, params: { outcome: IdentityExchangeOutput }) => params.outcome.result === 'noAccount',
    'continue link readable': ({ context, event }) =>
      parseContinueParameter(event.type === 'SESSION.CONTINUE' ? event.ac : (context.continueAc ?? '')) !== null,
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'restoring',
  on: {
    'SESSION.CONFIGURED': { actions: 'store settings' },
  },
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
    // Left at once (its last candidate has no guard): no snapshot rests here, so it needs no busy tag.
    deciding: {
      always: [{ guard: 'has persisted session', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      on: {
        'LOOKUP.SUBMIT': { guard: 'is configured', target: 'authenticating', actions: ['clear notifications', 'start lookup'] },
        'SECURE.TOKENS': [
          {
            guard: and(['is configured', 'identity token readable']),
            target: 'exchangingIdentity',
            actions: ['clear notifications', 'start secure sign-in'],
          },
          {
            guard: 'is configured',
            target: '.idle',
            actions: ['clear notifications', 'forget identity', ...failSignIn({ code: 'INVALID_LOGIN_TOKEN' })],
          },
        ],
        'SESSION.CONTINUE': { target: 'continuing', actions: ['clear notifications', 'start continue'] },
        // /logout with nobody signed in still clears storage and goes where it asked (§2).
        'SESSION.LOGOUT': { target: 'loggingOut', actions: 'remember where to go after logout' },
      },
      states: {
        idle: {},
        linking: {
          on: { 'LINKING.CANCEL': { target: 'idle', actions: ['forget identity', 'leave identity session', 'clear notifications'] } },
        },
        linkConfirming: {
          on: {
            'LINKING.CANCEL': { target: 'idle', actions: ['forget identity', 'leave identity session', 'clear notifications'] },
            // The account, for this visit: the lookup found it (the gateway bound it to the session).
            'LINKING.CONTINUE': {
              target: '#session.signedIn',
              actions: [
                { type: 'sign in', params: ({ context }) => ({ lookup: context.lookup! }) },
                { type: 'persist session', params: ({ context }) => ({ session: context.session }) },
                { type: 'navigate', params: ({ context }) => ({ to: context.afterSignIn }) },
              ],
            },
          },
        },
        // Where a failed lookup returns: to linking while a secure identity waits for its account.
        afterFailure: {
          always: [{ guard: 'has identity', target: 'linking' }, { target: 'idle' }],
        },
      },
    },
    exchangingIdentity: {
      tags: ['authenticating'],
      invoke: {
        id: 'identityExchange',
        src: 'identityExchange',
        input: ({ context }) => ({
          accessToken: context.accessToken!, // 'start secure sign-in' set both, behind 'identity token readable'
          identity: context.identity!,
          settings: context.settings!,
        }),
        onDone: [
          {
            guard: { type: 'exchange found an account', params: ({ event }) => ({ outcome: event.output }) },
            target: 'authenticating',
            actions: assign({ lookupRequest: ({ event }) => (event.output as Extract<IdentityExchangeOutput, { result: 'account' }>).lookupRequest }),
          },
          { guard: { type: 'exchange found no account', params: ({ event }) => ({ outcome: event.output }) }, target: 'signedOut.linking' },
          {
            target: 'signedOut.idle',
            actions: ['forget identity', ...failSignIn(({ event }) => exchangeFailure(event.output))],
          },
        ],
      },
    },
    continuing: {
      tags: ['authenticating'],
      // The link is read as soon as the configuration is known (a continue link may be the first page).
      always: [
        { guard: and(['is configured', 'continue link readable']), target: 'authenticating', actions: 'start continue lookup' },
        {
          guard: 'is configured',
          target: 'signedOut.idle',
          actions: [...failSignIn({ code: 'INVALID_CONTINUE_LINK' })],
        },
      ],
      // SESSION.CONFIGURED is the machine's own ('store settings'): after it the link above is read again.
    },
    authenticating: {
      tags: ['authenticating'],
      invoke: {
        id: 'lookupAccount',
        src: 'lookupAccount',
        input: ({ context }) => ({ request: context.lookupRequest! }),
        onDone: [
          {
            guard: { type: 'secure sign-in required', params: ({ event }) => ({ outcome: event.output }) },
            target: 'signedOut.idle',
            actions: [...failSignIn({ code: 'SECURE_SIGN_IN_REQUIRED' })],
          },
          {
            guard: { type: 'found customer has recRegId', params: ({ event }) => ({ outcome: event.output }) },
            target: 'checkingSecured',
            actions: assign({ lookup: ({ event }) => (event.output.found ? event.output.lookup : null) }),
          },
          {
            guard: { type: 'link needs confirmation', params: ({ event }) => ({ outcome: event.output }) },
            target: 'signedOut.linkConfirming',
            actions: assign({ lookup: ({ event }) => (event.output.found ? event.output.lookup : null) }),
          },
          {
            guard: { type: 'lookup found', params: ({ event }) => ({ outcome: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'sign in', params: ({ event }) => ({ lookup: (event.output as { lookup: TLookupSuccess }).lookup }) },
              { type: 'persist session', params: ({ context }) => ({ session: context.session }) },
              { type: 'navigate', params: ({ context }) => ({ to: context.afterSignIn }) },
            ],
          },
          {
            target: 'signedOut.afterFailure',
            actions: [
              { type: 'record failure', params: ({ event }) => failureOf(event.output) },
              { type: 'persist session', params: { session: null } },
              { type: 'notify sign-in failure', params: ({ event }) => failureOf(event.output) },
            ],
          },
        ],
        onError: {
          target: 'signedOut.afterFailure',
          actions: [...failSignIn({ code: 'LOOKUP_FAILED' })],
        },
      },
    },
    checkingSecured: {
      tags: ['authenticating'],
      invoke: {
        id: 'checkSecured',
        src: 'checkSecured',
        input: ({ context }) => ({ recRegId: context.lookup?.customers[0]?.recRegId ?? '', globalCode: context.settings?.globalCode ?? '' }),
        onDone: [
          {
            guard: { type: 'secured for a guest', params: ({ event }) => ({ secured: event.output }) },
            target: 'signedOut.idle',
            actions: [...failSignIn({ code: 'ACCOUNT_SECURED' })],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'sign in', params: ({ context }) => ({ lookup: context.lookup! }) },
              { type: 'persist session', params: ({ context }) => ({ session: context.session }) },
              { type: 'navigate', params: ({ context }) => ({ to: context.afterSignIn }) },
            ],
          },
        ],
        onError: {
          target: 'signedOut.afterFailure',
          actions: [...failSignIn({ code: 'LOOKUP_FAILED' })],
        },
      },
    },
    signedIn: {
      on: {
        'SESSION.ACCOUNT_REFRESHED': {
          actions: ['store refreshed account', { type: 'persist session', params: ({ context }) => ({ session: context.session }) }],
        },
        'SESSION.LOGOUT': { target: 'loggingOut', actions: ['clear notifications', 'remember where to go after logout'] },
        'SESSION.TIMEOUT': {
          target: 'timingOut',
          actions: [
            assign({ afterLogout: '/login' }),
            'clear notifications',
            { type: 'notify session timeout', params: ({ event }) => ({ ...(event.message ? { message: event.message } : {}) }) },
          ],
        },
        // Continue-session refreshes the credentials of a signed-in user too (§4).
        'SESSION.CONTINUE': [
          { guard: 'continue link readable', target: 'continuing', actions: ['clear notifications', 'start continue'] },
          // An unreadable link leaves a signed-in user signed in, on the summary.
          { actions: { type: 'navigate', params: { to: ACCOUNT_SUMMARY_PATH } } },
        ],
      },
    },
    // §8 Session errors: the session ends like a logout, but the timeout notice stays and no
    // "Sign Out Successful" is reported or shown (sessionEnd tells them apart by the reason).
    timingOut: endingSession(),
    // Reported before the credentials go: the event carries the session being ended.
    loggingOut: { ...endingSession('notify signed out'), entry: 'report logout' },
  },
});

/**
 * A state that ends the session through the sessionEnd child (the clean-up); once it is over the
 * session resets (the settings and where to go stay), says "Sign Out Successful" after a logout
 * whose clean-up worked (`signedOut`), and goes where the end asked.
 */
function endingSession(signedOut?: 'notify signed out') {
  const end = ['end session state', ...(signedOut ? [signedOut] : []), { type: 'navigate', params: ({ context }: { context: SessionContext }) => ({ to: context.afterLogout }) }] as const;
  const left = ['end session state', { type: 'navigate', params: ({ context }: { context: SessionContext }) => ({ to: context.afterLogout }) }] as const;
  return {
    tags: ['busy'],
    invoke: {
      id: 'sessionEnd',
      src: 'sessionEnd',
      input: ({ context }: { context: SessionContext }) => ({ channel: context.session?.channel ?? null }),
      onDone: [
        { guard: { type: 'session cleared', params: ({ event }: { event: { output: SessionEndOutput } }) => event.output }, target: 'signedOut', actions: end },
        { target: 'signedOut', actions: left },
      ],
    },
  } as const;
}

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
