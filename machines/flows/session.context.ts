import type { TFederatedIdentity } from '../../contracts/schemas/customer';
import type { TLookupRequest, TLookupSuccess } from '../../contracts/schemas/lookup';
import { loginAccountOf, type SignInFailure } from '../rules/sign-in';
import type { IdentityExchangeOutput } from './session-exchange.machine';

/**
 * The session machine's context, events and what a sign-in leaves behind (session.machine.ts):
 * the shapes and the pure pieces the machine's actions read, kept apart so the machine file holds
 * its states and transitions.
 */

export type SignInChannel = 'guest' | 'identityProvider';

/**
 * What survives a reload: the proven accounts, how the user signed in, and the lookup for refetching (§3).
 * Of §3's session-level user state, the viewAll* flags live with the lists (src/features/accounts/display/
 * view-all.ts), signinAttempts and leftNavOpen in this machine and the shell. ageCheckPassed is not kept
 * (issue 17 item 7, a reasoned deviation): the spec shows no age check, no screen or rule that sets or
 * reads it, so there is nothing to pass.
 */
export interface PersistedSession {
  accountNumbers: string[];
  channel: SignInChannel;
  /** The email of the identity token, for a secure sign-in (§4). */
  email?: string;
  /** §3 Session-level user state, for the refetch by account number and postal code (§4). */
  loginAccountNumber?: string;
  loginPostalCode?: string;
  /** §3 "The request body is kept in session storage for refetching." */
  lookupRequest?: TLookupRequest;
}

/** The publisher's sign-in settings the machine applies (§3 SignIn, client config). */
export interface SignInSettings {
  magCode: string;
  globalCode: string;
  requireSecureSignin: boolean;
  resinEnabled: boolean;
  /** Products whose Resin accounts a secure sign-in takes (myloConfig.products). */
  products: string[];
}

export type LookupOutcome = { found: true; lookup: TLookupSuccess } | { found: false; failure: SignInFailure };

export interface SessionContext {
  session: PersistedSession | null;
  settings: SignInSettings | null;
  /** The last successful lookup (customers, orders, ...), for the account area. */
  lookup: TLookupSuccess | null;
  /** The lookup running or last run. */
  lookupRequest: TLookupRequest | null;
  /** The identity of a secure sign-in in progress (and during linking). */
  identity: TFederatedIdentity | null;
  accessToken: string | null;
  /** The ac parameter of a continue-session link being read. */
  continueAc: string | null;
  signinAttempts: number;
  /** §4 "Failure sets the failure flag"; cleared by the next success. */
  signinFailed: boolean;
  lastFailure: SignInFailure | null;
  /** Where a successful sign-in goes (the redirect parameter, else /accounts/summary). */
  afterSignIn: string;
  /** Where the user goes once a logout completes. */
  afterLogout: string;
}

export const ACCOUNT_SUMMARY_PATH = '/accounts/summary';

export type SessionEvent =
  | { type: 'SESSION.CONFIGURED'; settings: SignInSettings }
  | { type: 'LOOKUP.SUBMIT'; request: TLookupRequest; redirectTo?: string }
  | { type: 'SECURE.TOKENS'; accessToken: string; idToken: string; redirectTo?: string }
  | { type: 'LINKING.CANCEL' }
  /** Issue 16: from the confirmation notice of the linking view, on to the account for this visit. */
  | { type: 'LINKING.CONTINUE' }
  | { type: 'SESSION.CONTINUE'; ac: string }
  | { type: 'SESSION.LOGOUT'; redirectTo: '/' | '/login' }
  | { type: 'SESSION.TIMEOUT'; message?: string }
  | { type: 'SESSION.ACCOUNT_REFRESHED'; lookup: TLookupSuccess; loginPostalCode: string };

export const initialContext: SessionContext = {
  session: null,
  settings: null,
  lookup: null,
  lookupRequest: null,
  identity: null,
  accessToken: null,
  continueAc: null,
  signinAttempts: 0,
  signinFailed: false,
  lastFailure: null,
  afterSignIn: ACCOUNT_SUMMARY_PATH,
  afterLogout: '/',
};

/** The session a successful lookup leaves (§3, §4): the proven accounts, the channel, the refetch request. */
export function signedInSession(context: SessionContext, lookup: TLookupSuccess): PersistedSession {
  const request = context.lookupRequest;
  const secure = context.identity !== null;
  const found = lookup.customers[0];
  const accountNumbers = [
    ...new Set([...lookup.customers.map((c) => c.accountNumber), ...lookup.associatedGiftAccounts.map((a) => a.accountNumber)]),
  ];
  return {
    accountNumbers,
    channel: secure ? 'identityProvider' : 'guest',
    ...(secure && context.identity?.email ? { email: context.identity.email } : {}),
    ...(request ? loginAccountOf(request, found) : {}),
    ...(request ? { lookupRequest: request } : {}),
  };
}

/**
 * The actions of every failed sign-in (§4, §8): the failure flag and one more attempt, no session
 * left stored, the notification. The failure is given, or read from the event (the exchange's output).
 */
export function failSignIn<F extends SignInFailure | ((args: { event: { output: IdentityExchangeOutput } }) => SignInFailure)>(failure: F) {
  return [
    { type: 'record failure', params: failure },
    { type: 'persist session', params: { session: null } },
    { type: 'notify sign-in failure', params: failure },
  ] as const;
}

export function exchangeFailure(outcome: IdentityExchangeOutput): SignInFailure {
  return outcome.result === 'failed' ? outcome.failure : { code: 'UNKNOWN' };
}

export function failureOf(outcome: LookupOutcome): SignInFailure {
  return outcome.found ? { code: 'UNKNOWN' } : outcome.failure;
}

