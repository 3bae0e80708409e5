import type { OutcomeRule, PathSoFar } from '../graph/outcomes';

/**
 * What must happen on the session paths (SPEC §4 Sign-in, Logout, §6, §8 Session errors), written
 * from the spec. "Guest" is read from the path, not from the machine: the lookup that is answering
 * was started by a guest form on the login page (signedOut.idle) or by a continue link; a lookup
 * started by a secure sign-in's exchange or from the linking view carries an identity.
 */

/** Where the lookup now answering started: the step that last entered `authenticating`. */
function lookupStart(p: PathSoFar): { type: string; from: string } | null {
  for (let i = p.states.length - 2; i >= 1; i--) {
    if (p.states[i] === 'authenticating' && p.states[i - 1] !== 'authenticating') {
      return { type: p.events[i - 1]!.type, from: p.states[i - 1]! };
    }
  }
  return null;
}

const isGuest = (p: PathSoFar) => {
  const start = lookupStart(p);
  if (!start) return false;
  if (start.from === 'continuing') return true; // a continue link starts afresh, without identity
  return start.type === 'LOOKUP.SUBMIT' && start.from === 'signedOut.idle';
};
/** How the session being ended signed in: a restored session is a guest's (session.paths.ts). */
const channelOf = (p: PathSoFar) => (!lookupStart(p) || isGuest(p) ? 'guest' : 'identityProvider');
const requiresSecure = (p: PathSoFar) => (p.last('SESSION.CONFIGURED')?.settings as { requireSecureSignin?: boolean } | undefined)?.requireSecureSignin === true;
const configured = (p: PathSoFar) => p.last('SESSION.CONFIGURED') !== undefined;
const lookupDone = 'xstate.done.actor.lookupAccount';
const securedDone = 'xstate.done.actor.checkSecured';
const signedIn = [['persist session', { session: { accountNumbers: ['10000001'] } }], ['navigate', { to: '/accounts/summary' }]] as const;
const failed = (code: string) => [['persist session', { session: null }], ['notify sign-in failure', { code }]] as const;
const guestLookup = { request: { filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: '10000001', postalCode: '10118' } } };

export const sessionOutcomes: readonly OutcomeRule[] = [
  // Restoring after a reload (§9)
  { name: 'no persisted session: signed out, on the login page', on: 'xstate.done.actor.restoreSession', when: { output: null }, state: 'signedOut.idle', noEffects: ['navigate'] },
  { name: 'a persisted session restores the signed-in state', on: 'xstate.done.actor.restoreSession', when: { output: { channel: 'guest' } }, state: 'signedIn', noEffects: ['navigate'] },
  { name: 'an unreadable persisted session signs out', on: 'xstate.error.actor.restoreSession', state: 'signedOut.idle' },

  // Guest lookup (§7 call 4)
  {
    name: 'a guest lookup clears the notifications and sends the request as typed',
    on: 'LOOKUP.SUBMIT',
    from: 'signedOut.idle',
    if: configured,
    state: 'authenticating',
    tags: ['authenticating'],
    effects: [['clear notifications']],
    requests: { lookupAccount: guestLookup },
  },
  { name: 'a lookup from the linking view carries the identity to link', on: 'LOOKUP.SUBMIT', from: 'signedOut.linking', state: 'authenticating', requests: { lookupAccount: { request: { idpAccountInfo: { sub: 'idp-user-1' } } } } },
  { name: 'no lookup before the configuration is known', on: 'LOOKUP.SUBMIT', if: (p) => !configured(p), noRequests: true, noEffects: ['*'] },
  {
    name: 'an account found (no recRegId) signs in, stores the session and goes to the summary',
    on: lookupDone,
    when: { output: { found: true, lookup: { customers: [{ recRegId: undefined }], linkingConfirmation: undefined } } },
    state: 'signedIn',
    effects: signedIn,
  },
  // Issue 16: an identity that may not secure the account it found is told where the confirmation went.
  {
    name: 'a linking lookup whose account links by a mailed confirmation says so in the linking view, before the account',
    on: lookupDone,
    when: { output: { found: true, lookup: { linkingConfirmation: { status: 'mailed', maskedEmail: 'a•••@example.com' } } } },
    if: (p) => !isGuest(p),
    state: 'signedOut.linkConfirming',
    noEffects: ['navigate', 'persist session', 'notify sign-in failure'],
    noRequests: true,
  },
  { name: 'going on from the confirmation notice signs in to the account found, for this visit', on: 'LINKING.CONTINUE', from: 'signedOut.linkConfirming', state: 'signedIn', effects: signedIn },
  {
    name: 'RequireSecureSignin: a guest finding a secured customer is refused (§4)',
    on: lookupDone,
    when: { output: { found: true, lookup: { customers: [{ recRegId: 'rec-reg-1' }] } } },
    if: (p) => isGuest(p) && requiresSecure(p),
    state: 'signedOut.idle',
    effects: failed('SECURE_SIGN_IN_REQUIRED'),
    noEffects: ['navigate'],
    noRequests: true,
  },
  {
    name: 'a customer with a recRegId is checked against the mylo service (§7 call 6)',
    on: lookupDone,
    when: { output: { found: true, lookup: { customers: [{ recRegId: 'rec-reg-1' }] } } },
    if: (p) => !(isGuest(p) && requiresSecure(p)),
    state: 'checkingSecured',
    requests: { checkSecured: { recRegId: 'rec-reg-1', globalCode: 'NWM' } },
    noEffects: ['navigate'],
  },
  { name: 'a guest lookup that finds nothing stays on the login page with the failure', on: lookupDone, when: { output: { found: false } }, if: isGuest, state: 'signedOut.idle', effects: failed('USER_NOT_FOUND') },
  { name: 'a linking lookup that finds nothing stays in the linking view', on: lookupDone, when: { output: { found: false } }, if: (p) => !isGuest(p), state: 'signedOut.linking', effects: failed('USER_NOT_FOUND') },
  { name: 'a failed lookup call says the lookup failed', on: 'xstate.error.actor.lookupAccount', state: 'signedOut', effects: failed('LOOKUP_FAILED'), noEffects: ['navigate'] },

  // Secured accounts (§7 call 6, §8)
  { name: 'a secured account refuses a guest', on: securedDone, when: { output: true }, if: isGuest, state: 'signedOut.idle', notTags: ['authenticating'], effects: failed('ACCOUNT_SECURED'), noEffects: ['navigate'] },
  { name: 'a secured account lets its own identity in', on: securedDone, when: { output: true }, if: (p) => !isGuest(p), state: 'signedIn', effects: signedIn },
  { name: 'an account not secured signs in', on: securedDone, when: { output: false }, state: 'signedIn', effects: signedIn },
  { name: 'a failed check says the lookup failed', on: 'xstate.error.actor.checkSecured', state: 'signedOut', effects: failed('LOOKUP_FAILED'), noEffects: ['navigate'] },

  // Secure sign-in (§7 call 5)
  {
    name: 'readable tokens exchange the identity for its subscriptions',
    on: 'SECURE.TOKENS',
    when: { idToken: 'e30.eyJzdWIiOiJpZHAtdXNlci0xIiwiZW1haWwiOiJyZWFkZXJAZXhhbXBsZS5jb20ifQ.sig' },
    from: 'signedOut',
    if: configured,
    state: 'exchangingIdentity',
    effects: [['clear notifications']],
    requests: { identityExchange: { accessToken: 'access-token', identity: { sub: 'idp-user-1', email: 'reader@example.com' }, settings: { globalCode: 'NWM' } } },
  },
  {
    name: 'unreadable tokens are an invalid login token, and forget the identity a linking view held',
    on: 'SECURE.TOKENS',
    when: { idToken: 'not-a-jwt' },
    from: 'signedOut',
    if: configured,
    state: 'signedOut.idle',
    effects: [['clear notifications'], ...failed('INVALID_LOGIN_TOKEN')],
    noRequests: true,
    // A later guest lookup must not carry it (idpAccountInfo), nor a failed one return to linking.
    context: { identity: null, accessToken: null },
  },
  { name: 'no secure sign-in before the configuration is known', on: 'SECURE.TOKENS', if: (p) => !configured(p), state: 'signedOut.idle', noRequests: true, noEffects: ['*'] },
  {
    name: 'an identity with an account looks it up with the identity',
    on: 'xstate.done.actor.identityExchange',
    when: { output: { result: 'account' } },
    state: 'authenticating',
    requests: { lookupAccount: { request: { payload: { acctNbr: '10000014', postalCode: '98109' }, idpAccountInfo: { sub: 'idp-user-1', email: 'reader@example.com' } } } },
  },
  { name: 'an identity without an account goes to the linking view', on: 'xstate.done.actor.identityExchange', when: { output: { result: 'noAccount' } }, state: 'signedOut.linking', noEffects: ['navigate', 'notify sign-in failure'] },
  {
    name: 'a failed exchange fails the sign-in with the exchange’s code',
    on: 'xstate.done.actor.identityExchange',
    when: { output: { result: 'failed' } },
    state: 'signedOut.idle',
    effects: [['persist session', { session: null }], ['notify sign-in failure', (p: PathSoFar) => (p.last('xstate.done.actor.identityExchange')?.output as { failure: unknown }).failure]],
    noRequests: true,
  },
  { name: 'cancelling the linking view forgets the identity and leaves the gateway session that carries it', on: 'LINKING.CANCEL', state: 'signedOut.idle', effects: [['leave identity session'], ['clear notifications']] },

  // Continue session (§2 /mylo/continue)
  {
    name: 'a readable continue link looks the account up',
    on: 'SESSION.CONTINUE',
    when: { ac: 'MTAwMDAwMDF8MTAxMTg' },
    if: configured,
    state: 'authenticating',
    effects: [['clear notifications']],
    requests: { lookupAccount: { ...guestLookup, request: { ...guestLookup.request, idpAccountInfo: undefined } } },
  },
  { name: 'an unreadable continue link signed out is refused', on: 'SESSION.CONTINUE', when: { ac: 'not-a-link' }, from: 'signedOut', if: configured, state: 'signedOut.idle', effects: failed('INVALID_CONTINUE_LINK') },
  { name: 'an unreadable continue link signed in stays, on the summary', on: 'SESSION.CONTINUE', when: { ac: 'not-a-link' }, from: 'signedIn', state: 'signedIn', effects: [['navigate', { to: '/accounts/summary' }]] },
  { name: 'a continue link waits for the configuration', on: 'SESSION.CONTINUE', from: 'signedOut', if: (p) => !configured(p), state: 'continuing', noRequests: true },

  // Refetch, logout, timeout (§4 Logout, §8 Session errors)
  { name: 'a refetched account keeps the postal code for later refetches', on: 'SESSION.ACCOUNT_REFRESHED', from: 'signedIn', state: 'signedIn', effects: [['persist session', { session: { loginPostalCode: '10119' } }]] },
  { name: 'logging out reports it and ends the session', on: 'SESSION.LOGOUT', from: 'signedIn', state: 'loggingOut', effects: [['clear notifications'], ['report logout']], requests: { sessionEnd: (p: PathSoFar) => ({ channel: channelOf(p) }) } },
  // Where the end goes (the navigate once sessionEnd is done): the paths that end in loggingOut stop before it.
  { name: 'a logout remembers where it asked to go', on: 'SESSION.LOGOUT', state: 'loggingOut', context: (p: PathSoFar) => ({ afterLogout: p.last('SESSION.LOGOUT')?.redirectTo }) },
  { name: 'a logout without a session still clears storage', on: 'SESSION.LOGOUT', from: 'signedOut', state: 'loggingOut', effects: [['report logout']], requests: { sessionEnd: { channel: null } } },
  { name: 'a completed logout says so and goes where it asked', on: 'xstate.done.actor.sessionEnd', when: { output: { cleared: true } }, from: 'loggingOut', state: 'signedOut.idle', effects: [['notify signed out'], ['navigate', { to: '/login' }]] },
  { name: 'a logout whose cleanup failed still goes where it asked', on: 'xstate.done.actor.sessionEnd', when: { output: { cleared: false } }, from: 'loggingOut', state: 'signedOut.idle', effects: [['navigate', { to: '/login' }]], noEffects: ['notify signed out'] },
  {
    name: 'a session timeout keeps its notice and ends the session',
    on: 'SESSION.TIMEOUT',
    from: 'signedIn',
    state: 'timingOut',
    effects: [['clear notifications'], ['notify session timeout', { message: 'Invalid login token' }]],
    noEffects: ['report logout'],
    requests: { sessionEnd: (p: PathSoFar) => ({ channel: channelOf(p) }) },
  },
  { name: 'a timed-out session goes to the login page, without "Sign Out Successful"', on: 'xstate.done.actor.sessionEnd', when: { output: { cleared: true } }, from: 'timingOut', state: 'signedOut.idle', effects: [['navigate', { to: '/login' }]], noEffects: ['notify signed out', 'report logout'] },
  { name: 'a timed-out session goes to the login page even when cleanup failed', on: 'xstate.done.actor.sessionEnd', when: { output: { cleared: false } }, from: 'timingOut', state: 'signedOut.idle', effects: [['navigate', { to: '/login' }]], noEffects: ['notify signed out'] },
  {
    name: 'nobody is signed in without a lookup that found the account',
    entered: 'signedIn',
    if: (p) =>
      p.events.length > 0 &&
      !['xstate.done.actor.restoreSession', lookupDone, securedDone].includes(p.events.at(-1)!.type) &&
      // The confirmation notice holds the lookup that found it (issue 16).
      !(p.events.at(-1)!.type === 'LINKING.CONTINUE' && p.states.at(-2) === 'signedOut.linkConfirming'),
    forbidden: true,
  },
];
