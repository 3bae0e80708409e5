import type { AnyEventObject } from 'xstate';
import type { SignInSettings } from '../flows/session.machine';

/**
 * Events with payloads for the session machine's generated paths (machines/index.ts): every
 * answer of every actor, so that each guarded branch is taken. Sample data only.
 */

const settings = (requireSecureSignin: boolean): SignInSettings => ({
  magCode: 'NWM',
  globalCode: 'NWM',
  requireSecureSignin,
  resinEnabled: true,
  products: ['NWD'],
});

/** An unsigned JWT whose claims are { sub: 'idp-user-1', email: 'reader@example.com' }. */
const ID_TOKEN = 'e30.eyJzdWIiOiJpZHAtdXNlci0xIiwiZW1haWwiOiJyZWFkZXJAZXhhbXBsZS5jb20ifQ.sig';

const lookup = (recRegId?: string, linkingConfirmation?: object) => ({
  isSuccess: 'true',
  customers: [{ accountNumber: '10000001', postalCode: '10118', ...(recRegId ? { recRegId } : {}) }],
  orders: [],
  accountsMap: {},
  prodId: 'NWM',
  associatedGiftAccounts: [],
  paymentMethods: [],
  ...(linkingConfirmation ? { linkingConfirmation } : {}),
});

const request = {
  magCode: 'NWM',
  globalCode: 'NWM',
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr: '10000001', postalCode: '10118' },
};

/** The lookup an identity exchange found an account for (what identityExchange outputs). */
const identityLookup = {
  magCode: 'NWM',
  globalCode: 'NWM',
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr: '10000014', postalCode: '98109' },
  idpAccountInfo: { sub: 'idp-user-1', email: 'reader@example.com' },
};

export const sessionPathEvents: readonly AnyEventObject[] = [
  { type: 'SESSION.CONFIGURED', settings: settings(false) },
  { type: 'SESSION.CONFIGURED', settings: settings(true) },
  { type: 'LOOKUP.SUBMIT', request },
  { type: 'SECURE.TOKENS', accessToken: 'access-token', idToken: ID_TOKEN },
  { type: 'SECURE.TOKENS', accessToken: 'access-token', idToken: 'not-a-jwt' },
  { type: 'LINKING.CANCEL' },
  { type: 'LINKING.CONTINUE' },
  // '10000001|10118' in base64url, and a link that cannot be read.
  { type: 'SESSION.CONTINUE', ac: 'MTAwMDAwMDF8MTAxMTg' },
  { type: 'SESSION.CONTINUE', ac: 'not-a-link' },
  { type: 'SESSION.LOGOUT', redirectTo: '/login' },
  { type: 'SESSION.TIMEOUT', message: 'Invalid login token' },
  { type: 'SESSION.ACCOUNT_REFRESHED', lookup: lookup(), loginPostalCode: '10119' },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.done.actor.restoreSession', output: { accountNumbers: ['10000001'], channel: 'guest' } },
  { type: 'xstate.error.actor.restoreSession', error: 'unreadable' },
  { type: 'xstate.done.actor.lookupAccount', output: { found: true, lookup: lookup() } },
  { type: 'xstate.done.actor.lookupAccount', output: { found: true, lookup: lookup('rec-reg-1') } },
  // Issue 16: a linking lookup of an account that links by a mailed confirmation ('noEmail' takes the same transition).
  { type: 'xstate.done.actor.lookupAccount', output: { found: true, lookup: lookup(undefined, { status: 'mailed', accountNumber: '10000001', maskedEmail: 'a•••@example.com' }) } },
  { type: 'xstate.done.actor.lookupAccount', output: { found: false, failure: { code: 'USER_NOT_FOUND' } } },
  { type: 'xstate.error.actor.lookupAccount', error: 'Network down' },
  // The token exchange's outcomes (its own paths: session-exchange.paths.ts).
  { type: 'xstate.done.actor.identityExchange', output: { result: 'account', lookupRequest: identityLookup } },
  { type: 'xstate.done.actor.identityExchange', output: { result: 'noAccount' } },
  // Every failure takes one transition (the code is the exchange's): one of them is enough.
  { type: 'xstate.done.actor.identityExchange', output: { result: 'failed', failure: { code: 'INVALID_LOGIN_TOKEN' } } },
  { type: 'xstate.done.actor.checkSecured', output: true },
  { type: 'xstate.done.actor.checkSecured', output: false },
  { type: 'xstate.error.actor.checkSecured', error: 'Network down' },
  // The clean-up's outcomes (its own paths: session-end.paths.ts).
  { type: 'xstate.done.actor.sessionEnd', output: { cleared: true } },
  { type: 'xstate.done.actor.sessionEnd', output: { cleared: false } },
];
