import { Buffer } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TCustomer, TFederatedIdentity } from '../../contracts/schemas/customer';
import { ZLookupRequestSchema, type TLookupRequest, type TLookupSuccess, type TMyloLinkResponse } from '../../contracts/schemas/lookup';
import {
  ACCOUNT_SUMMARY_PATH,
  provideSessionChildren,
  sessionMachine,
  type LookupOutcome,
  type PersistedSession,
  type SessionContext,
  type SignInChannel,
  type SignInSettings,
} from '../../machines/flows/session.machine';
import type { SignInFailure } from '../../machines/rules/sign-in';

/**
 * Scenarios of the session machine (SPEC §4 Sign-in, §8 Sign-in and lookup, §8 Session errors), run
 * with promise fakes for its actors and recording fakes for its actions.
 */

// ---------------------------------------------------------------------------------------------
// Sample data

const settings = (overrides: Partial<SignInSettings> = {}): SignInSettings => ({
  magCode: 'NWM',
  globalCode: 'northwind',
  requireSecureSignin: false,
  resinEnabled: true,
  products: ['NWD'],
  ...overrides,
});

const customer = (overrides: Partial<TCustomer> = {}): TCustomer => ({
  productName: 'Northwind Monthly',
  accountNumber: '10000003',
  prodIdAlias: 'NWM',
  email: 'reader@example.com',
  address: { name: 'Élodie Brûlé', address1: '1 Main St', city: 'Santa Monica', state: 'CA', postalCode: '90401', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '90401',
  systemCode: 'SERV',
  permissions: { emailUseAnywherePerm: 'Y' },
  ...overrides,
});

const lookupSuccess = (customers: TCustomer[] = [customer()], giftAccounts: string[] = []): TLookupSuccess => ({
  isSuccess: 'true',
  customers,
  orders: [],
  accountsMap: {},
  prodId: 'NWM',
  associatedGiftAccounts: giftAccounts.map((accountNumber) => ({
    accountNumber,
    prodIdAlias: 'GFT',
    productName: 'Northwind Monthly gift',
    systemCode: 'SERV',
    relationship: 'donor',
    relatedAccountNumber: customers[0]?.accountNumber ?? '10000003',
    recipientName: 'Amal Haddad',
  })),
  paymentMethods: [],
});

const found = (lookup: TLookupSuccess = lookupSuccess()): LookupOutcome => ({ found: true, lookup });
const notFound = (failure: SignInFailure): LookupOutcome => ({ found: false, failure });

const guestRequest: TLookupRequest = {
  magCode: 'NWM',
  globalCode: 'northwind',
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr: '10000003', postalCode: '90401' },
};

const emailRequest: TLookupRequest = {
  magCode: 'NWM',
  globalCode: 'northwind',
  filterType: 'EmailAndPostalCode',
  payload: { email: 'reader@example.com', postalCode: '90401' },
};

/** An unsigned JWT: the browser only reads its claims (§4 "Federated tokens are decoded"). */
const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}.signature`;
const ID_TOKEN = jwt({ sub: 'idp-élodie', email: 'elodie@example.fr', preferred_username: 'Élodie' });
const IDENTITY: TFederatedIdentity = { sub: 'idp-élodie', email: 'elodie@example.fr', username: 'Élodie' };
const ACCESS_TOKEN = 'access-token-1';

const link = (overrides: Partial<TMyloLinkResponse> = {}): TMyloLinkResponse => ({ subscriptions: [], resinAccounts: [], ...overrides });

// ---------------------------------------------------------------------------------------------
// Harness

interface Fakes {
  restoreSession: () => Promise<PersistedSession | null>;
  lookupAccount: (input: { request: TLookupRequest }) => Promise<LookupOutcome>;
  exchangeIdentity: (input: { accessToken: string; identity: TFederatedIdentity; globalCode: string }) => Promise<TMyloLinkResponse>;
  checkSecured: (input: { recRegId: string; globalCode: string }) => Promise<boolean>;
  endSession: (input: { channel: SignInChannel | null }) => Promise<void>;
}

/** One step of the timeline: an action the machine ran (with its params) or an actor it started (with its input). */
interface Step {
  name: string;
  params?: unknown;
}

function start(overrides: Partial<Fakes> = {}) {
  const timeline: Step[] = [];
  const fakes = {
    restoreSession: vi.fn(overrides.restoreSession ?? (async () => null)),
    lookupAccount: vi.fn(overrides.lookupAccount ?? (async () => found())),
    exchangeIdentity: vi.fn(overrides.exchangeIdentity ?? (async () => link())),
    checkSecured: vi.fn(overrides.checkSecured ?? (async () => false)),
    endSession: vi.fn(overrides.endSession ?? (async () => {})),
  };
  /** Records that an actor started, with its input, before running its fake. */
  const traced = <T>(name: keyof Fakes, input: unknown, run: () => Promise<T>) => {
    timeline.push(input === undefined ? { name } : { name, params: input });
    return run();
  };
  const record =
    (name: string) =>
    (_: unknown, params?: unknown) =>
      void timeline.push(params === undefined ? { name } : { name, params });

  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => traced('restoreSession', undefined, () => fakes.restoreSession())),
      lookupAccount: fromPromise<LookupOutcome, { request: TLookupRequest }>(({ input }) =>
        traced('lookupAccount', input, () => fakes.lookupAccount(input)),
      ),
      checkSecured: fromPromise<boolean, { recRegId: string; globalCode: string }>(({ input }) =>
        traced('checkSecured', input, () => fakes.checkSecured(input)),
      ),
      // The child machines (token exchange, session end) with the same fakes and recorders.
      ...provideSessionChildren(
        {
          actors: {
            exchangeIdentity: fromPromise<TMyloLinkResponse, Parameters<Fakes['exchangeIdentity']>[0]>(({ input }) =>
              traced('exchangeIdentity', input, () => fakes.exchangeIdentity(input)),
            ),
          },
        },
        {
          actors: {
            endSession: fromPromise<void, { channel: SignInChannel | null }>(({ input }) => traced('endSession', input, () => fakes.endSession(input))),
          },
        },
      ),
    },
    actions: {
      'notify sign-in failure': record('notify sign-in failure'),
      'clear notifications': record('clear notifications'),
      'leave identity session': record('leave identity session'),
      'persist session': record('persist session'),
      'report logout': record('report logout'),
      'notify signed out': record('notify signed out'),
      'notify session timeout': record('notify session timeout'),
      navigate: record('navigate'),
    },
  });
  const session = createActor(machine).start();

  /** The params of every run of one action (or the inputs of one actor), in order. */
  const calls = (name: string) => timeline.filter((step) => step.name === name).map((step) => step.params);
  const names = () => timeline.map((step) => step.name);
  return { session, fakes, timeline, calls, names };
}

type Session = ReturnType<typeof start>['session'];
type Snapshot = SnapshotFrom<typeof sessionMachine>;

const until = (session: Session, predicate: (s: Snapshot) => boolean) => waitFor(session, predicate, { timeout: 1000 });

/** Settled: neither restoring/logging out (busy) nor running a sign-in step (authenticating). */
const settled = (session: Session) => until(session, (s) => !s.hasTag('busy') && !s.hasTag('authenticating'));

/** A promise whose settling the test controls, to look at the machine while an actor runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Started, restored with no session, and configured. */
async function signedOut(overrides: Partial<Fakes> = {}, configured: SignInSettings = settings()) {
  const harness = start(overrides);
  await settled(harness.session);
  harness.session.send({ type: 'SESSION.CONFIGURED', settings: configured });
  return harness;
}

/** Signed in through a secure sign-in with the link response given. */
async function throughSecureSignIn(response: TMyloLinkResponse, overrides: Partial<Fakes> = {}) {
  const harness = await signedOut({ exchangeIdentity: async () => response, ...overrides });
  harness.session.send({ type: 'SECURE.TOKENS', accessToken: ACCESS_TOKEN, idToken: ID_TOKEN });
  await settled(harness.session);
  return harness;
}

const RESTORED: PersistedSession = {
  accountNumbers: ['10000003'],
  channel: 'guest',
  loginAccountNumber: '10000003',
  loginPostalCode: '90401',
  lookupRequest: guestRequest,
};

// ---------------------------------------------------------------------------------------------

describe('restoring', () => {
  it('is busy while the persisted session is read, then signed out without one', async () => {
    const restore = deferred<PersistedSession | null>();
    const { session, names } = start({ restoreSession: () => restore.promise });
    expect(session.getSnapshot().matches('restoring')).toBe(true);
    expect(session.getSnapshot().hasTag('busy')).toBe(true);

    restore.resolve(null);
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.session).toBeNull();
    expect(names()).toEqual(['restoreSession']);
  });

  it('signs in again with a persisted session, without persisting or navigating', async () => {
    const { session, names } = start({ restoreSession: async () => RESTORED });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.session).toEqual(RESTORED);
    expect(names()).toEqual(['restoreSession']);
  });

  it('is signed out when the persisted session cannot be read', async () => {
    const { session } = start({ restoreSession: async () => Promise.reject(new Error('unreadable')) });
    const snapshot = await settled(session);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.session).toBeNull();
  });
});

describe('guest sign-in', () => {
  it('ignores LOOKUP.SUBMIT before SESSION.CONFIGURED', async () => {
    const { session, fakes, names } = start();
    await settled(session);
    const event = { type: 'LOOKUP.SUBMIT', request: guestRequest } as const;
    expect(session.getSnapshot().can(event)).toBe(false);

    session.send(event);

    const snapshot = session.getSnapshot();
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.lookupRequest).toBeNull();
    expect(fakes.lookupAccount).not.toHaveBeenCalled();
    expect(names()).not.toContain('clear notifications');

    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });
    expect(session.getSnapshot().can(event)).toBe(true);
  });

  it('signs in, persists the session with the gift accounts and goes to the redirect', async () => {
    const lookup = lookupSuccess([customer()], ['10000050', '10000003']);
    const { session, fakes, calls, names } = await signedOut({ lookupAccount: async () => found(lookup) });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest, redirectTo: '/accounts/orders' });
    expect(session.getSnapshot().matches('authenticating')).toBe(true);
    expect(session.getSnapshot().hasTag('authenticating')).toBe(true);
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(fakes.lookupAccount).toHaveBeenCalledExactlyOnceWith({ request: guestRequest });
    const persisted: PersistedSession = {
      // The customer first, then its gift accounts, each once.
      accountNumbers: ['10000003', '10000050'],
      channel: 'guest',
      loginAccountNumber: '10000003',
      loginPostalCode: '90401',
      lookupRequest: guestRequest,
    };
    expect(calls('persist session')).toEqual([{ session: persisted }]);
    expect(calls('navigate')).toEqual([{ to: '/accounts/orders' }]);
    expect(names()).toEqual(['restoreSession', 'clear notifications', 'lookupAccount', 'persist session', 'navigate']);
    expect(snapshot.context).toMatchObject({
      session: persisted,
      lookup,
      signinAttempts: 0,
      signinFailed: false,
      lastFailure: null,
    });
  });

  it(`goes to ${ACCOUNT_SUMMARY_PATH} without a redirect, and takes the login account of the found customer for an email lookup`, async () => {
    const { session, calls } = await signedOut({ lookupAccount: async () => found(lookupSuccess([customer({ accountNumber: '10000007', postalCode: '90402' })])) });

    session.send({ type: 'LOOKUP.SUBMIT', request: emailRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
    expect(calls('persist session')).toEqual([
      {
        session: {
          accountNumbers: ['10000007'],
          channel: 'guest',
          loginAccountNumber: '10000007',
          loginPostalCode: '90402',
          lookupRequest: emailRequest,
        },
      },
    ]);
  });

  it('resets signinAttempts and the failure flag on success after failures', async () => {
    const answers = [notFound({ code: 'USER_NOT_FOUND' }), notFound({ code: 'USER_NOT_FOUND' }), found()];
    const { session } = await signedOut({ lookupAccount: async () => answers.shift()! });

    for (const attempts of [1, 2]) {
      session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
      const failed = await settled(session);
      expect(failed.context).toMatchObject({ signinAttempts: attempts, signinFailed: true });
    }
    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({ signinAttempts: 0, signinFailed: false, lastFailure: null });
  });

  const failures: [string, () => Promise<LookupOutcome>, SignInFailure][] = [
    ['USER_NOT_FOUND', async () => notFound({ code: 'USER_NOT_FOUND' }), { code: 'USER_NOT_FOUND' }],
    ['USER_NOT_FOUND_DUPLICATE', async () => notFound({ code: 'USER_NOT_FOUND_DUPLICATE' }), { code: 'USER_NOT_FOUND_DUPLICATE' }],
    ['ACCOUNT_SECURED', async () => notFound({ code: 'ACCOUNT_SECURED' }), { code: 'ACCOUNT_SECURED' }],
    ['RATE_LIMITED', async () => notFound({ code: 'RATE_LIMITED' }), { code: 'RATE_LIMITED' }],
    ['an unknown code', async () => notFound({ code: 'UNKNOWN' }), { code: 'UNKNOWN' }],
    // The call itself failed: §8's default message, not the unknown-code one.
    ['a rejected lookup (LOOKUP_FAILED)', async () => Promise.reject(new Error('Network down')), { code: 'LOOKUP_FAILED' }],
  ];

  it.each(failures)('stays signed out on %s, counts the attempt and notifies the code', async (_name, answer, failure) => {
    const { session, calls, names } = await signedOut({ lookupAccount: answer });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ signinAttempts: 1, signinFailed: true, lastFailure: failure, lookup: null, session: null });
    expect(calls('notify sign-in failure')).toEqual([failure]);
    // A failed lookup clears whatever session was stored (persist null), and never navigates.
    expect(names()).toEqual(['restoreSession', 'clear notifications', 'lookupAccount', 'persist session', 'notify sign-in failure']);
    expect(calls('persist session')).toEqual([{ session: null }]);
    expect(names()).not.toContain('navigate');
  });

  it('adds one attempt per failure and clears the notifications on each submit', async () => {
    const answers = failures.map(([, answer]) => answer);
    const { session, calls } = await signedOut({ lookupAccount: () => answers.shift()!() });

    for (const [index, [, , failure]] of failures.entries()) {
      session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
      const snapshot = await settled(session);
      expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
      expect(snapshot.context.signinAttempts).toBe(index + 1);
      expect(snapshot.context.lastFailure).toEqual(failure);
      expect(calls('clear notifications')).toHaveLength(index + 1);
    }
    expect(calls('notify sign-in failure')).toEqual(failures.map(([, , failure]) => failure));
  });
});

describe('secured accounts (§4, §8)', () => {
  const securedCustomer = lookupSuccess([customer({ recRegId: 'rec-reg-1' })]);

  it('requires a secure sign-in when RequireSecureSignin is on and a guest finds a customer with a recRegId', async () => {
    const { session, fakes, calls } = await signedOut({ lookupAccount: async () => found(securedCustomer) }, settings({ requireSecureSignin: true }));

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ session: null, signinAttempts: 1, signinFailed: true, lastFailure: { code: 'SECURE_SIGN_IN_REQUIRED' } });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'SECURE_SIGN_IN_REQUIRED' }]);
    expect(fakes.checkSecured).not.toHaveBeenCalled();
    expect(calls('persist session')).toEqual([{ session: null }]);
  });

  it('checks a customer with a recRegId, and refuses a guest when the account is secured', async () => {
    const check = deferred<boolean>();
    const { session, fakes, calls } = await signedOut({ lookupAccount: async () => found(securedCustomer), checkSecured: () => check.promise });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const checking = await until(session, (s) => s.matches('checkingSecured'));
    expect(checking.hasTag('authenticating')).toBe(true);
    expect(fakes.checkSecured).toHaveBeenCalledExactlyOnceWith({ recRegId: 'rec-reg-1', globalCode: 'northwind' });

    check.resolve(true);
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ session: null, lookup: null, signinAttempts: 1, lastFailure: { code: 'ACCOUNT_SECURED' } });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'ACCOUNT_SECURED' }]);
    expect(calls('persist session')).toEqual([{ session: null }]);
  });

  it('signs a guest in when the account with a recRegId is not secured', async () => {
    const { session, calls } = await signedOut({ lookupAccount: async () => found(securedCustomer), checkSecured: async () => false });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.lookup).toEqual(securedCustomer);
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ accountNumbers: ['10000003'], channel: 'guest' }) }]);
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
  });

  it('fails with LOOKUP_FAILED when the secured check itself fails', async () => {
    const { session, calls } = await signedOut({
      lookupAccount: async () => found(securedCustomer),
      checkSecured: async () => Promise.reject(new Error('Network down')),
    });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(calls('notify sign-in failure')).toEqual([{ code: 'LOOKUP_FAILED' }]);
  });
});

describe('secure sign-in', () => {
  const linked = link({ subscriptions: [{ prod_id: 'NWM', account_number: '10000014' }], accountId: '10000014', postalCode: '98109' });

  it('exchanges the access token and the decoded identity, then looks up the linked account and signs in', async () => {
    const secureCustomer = lookupSuccess([customer({ accountNumber: '10000014', postalCode: '98109', email: 'elodie@example.fr' })]);
    const { session, fakes, calls, names } = await signedOut({
      exchangeIdentity: async () => linked,
      lookupAccount: async () => found(secureCustomer),
    });

    session.send({ type: 'SECURE.TOKENS', accessToken: ACCESS_TOKEN, idToken: ID_TOKEN, redirectTo: '/accounts/gifts' });
    expect(session.getSnapshot().matches('exchangingIdentity')).toBe(true);
    expect(session.getSnapshot().context.identity).toEqual(IDENTITY);
    const snapshot = await settled(session);

    expect(fakes.exchangeIdentity).toHaveBeenCalledExactlyOnceWith({ accessToken: ACCESS_TOKEN, identity: IDENTITY, globalCode: 'northwind' });
    const request = fakes.lookupAccount.mock.calls[0]![0].request;
    expect(request).toEqual({
      magCode: 'NWM',
      globalCode: 'northwind',
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '10000014', postalCode: '98109' },
      idpAccountInfo: IDENTITY,
    });

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(calls('persist session')).toEqual([
      {
        session: {
          accountNumbers: ['10000014'],
          channel: 'identityProvider',
          email: 'elodie@example.fr',
          loginAccountNumber: '10000014',
          loginPostalCode: '98109',
          lookupRequest: request,
        },
      },
    ]);
    expect(calls('navigate')).toEqual([{ to: '/accounts/gifts' }]);
    expect(names()).toEqual(['restoreSession', 'clear notifications', 'exchangeIdentity', 'lookupAccount', 'persist session', 'navigate']);
    expect(snapshot.context.accessToken).toBeNull();
  });

  it('looks up the Resin accounts of the configured products when no account is linked', async () => {
    const { fakes, session } = await throughSecureSignIn(
      link({
        resinAccounts: [
          { accountNumber: '20000001', resinClientId: 'northwind-digital', prod_id: 'NWD' },
          { accountNumber: '20000002', resinClientId: 'northwind-digital', prod_id: 'OTHER' },
        ],
      }),
    );

    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    const request = fakes.lookupAccount.mock.calls[0]![0].request;
    expect(request).toEqual({
      magCode: 'NWM',
      globalCode: 'northwind',
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '20000001', postalCode: '%' },
      idpAccountInfo: IDENTITY,
      resinAccountNumbers: ['20000001'],
      resinClientIds: ['northwind-digital'],
    });
  });

  // Regression test for a fixed bug (machines/flows/session.machine.ts line 290, exchangingIdentity onDone): the whole SignInSettings is
  // passed as the LookupScope of secureLookupRequest, whose `...scope` spread copies requireSecureSignin,
  // resinEnabled and products into the request sent to the gateway and persisted in session storage.
  it('sends a secure-sign-in lookup request with only the contract fields', async () => {
    const { fakes, calls } = await throughSecureSignIn(linked);
    const request = fakes.lookupAccount.mock.calls[0]![0].request;
    expect(request).toEqual(ZLookupRequestSchema.parse(request));
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ lookupRequest: ZLookupRequestSchema.parse(request) }) }]);
  });

  it('waits in linking, with the identity kept, when the identity has no account', async () => {
    const { session, fakes, names } = await throughSecureSignIn(link());
    const snapshot = session.getSnapshot();

    expect(snapshot.matches({ signedOut: 'linking' })).toBe(true);
    expect(snapshot.context.identity).toEqual(IDENTITY);
    expect(fakes.lookupAccount).not.toHaveBeenCalled();
    expect(names()).not.toContain('notify sign-in failure');
  });

  it('links from the linking view: the lookup carries idpAccountInfo, a failure returns to linking', async () => {
    const answers = [notFound({ code: 'USER_NOT_FOUND' }), found()];
    const { session, fakes, calls } = await throughSecureSignIn(link(), { lookupAccount: async () => answers.shift()! });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const failed = await settled(session);

    expect(fakes.lookupAccount).toHaveBeenLastCalledWith({ request: { ...guestRequest, idpAccountInfo: IDENTITY } });
    expect(failed.matches({ signedOut: 'linking' })).toBe(true);
    expect(failed.context).toMatchObject({ identity: IDENTITY, signinAttempts: 1, signinFailed: true });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'USER_NOT_FOUND' }]);

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    // The failure cleared any stored session; the success stored the linked one.
    expect(calls('persist session')).toEqual([
      { session: null },
      {
        session: expect.objectContaining({
          channel: 'identityProvider',
          email: 'elodie@example.fr',
          lookupRequest: { ...guestRequest, idpAccountInfo: IDENTITY },
        }),
      },
    ]);
  });

  it('a linking lookup whose account links by a mailed confirmation waits on the notice, then goes on to the account for the visit (issue 16)', async () => {
    const confirmation = { status: 'mailed', accountNumber: '10000001', maskedEmail: 'a•••@example.com' } as const;
    const { session, calls } = await throughSecureSignIn(link(), { lookupAccount: async () => found({ ...lookupSuccess(), linkingConfirmation: confirmation }) });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const waiting = await settled(session);

    expect(waiting.matches({ signedOut: 'linkConfirming' })).toBe(true);
    expect(waiting.context.lookup?.linkingConfirmation).toEqual(confirmation);
    expect(calls('navigate')).toEqual([]);
    expect(calls('persist session')).toEqual([]);

    session.send({ type: 'LINKING.CONTINUE' });
    const snapshot = await settled(session);
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ channel: 'identityProvider', accountNumbers: ['10000003'] }) }]);
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
  });

  it('returns to sign-in from the confirmation notice, forgetting the identity', async () => {
    const { session } = await throughSecureSignIn(link(), { lookupAccount: async () => found({ ...lookupSuccess(), linkingConfirmation: { status: 'noEmail', accountNumber: '10000001' } }) });
    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    expect((await settled(session)).matches({ signedOut: 'linkConfirming' })).toBe(true);
    session.send({ type: 'LINKING.CANCEL' });
    const snapshot = await settled(session);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.identity).toBeNull();
  });

  // The gateway's session keeps the identity after a cancel, so the next (guest) lookup may still
  // come back with a linking confirmation: the notice is for a linking lookup only.
  it('signs a guest in when its lookup answers with a linking confirmation (the notice is for an identity)', async () => {
    const confirmation = { status: 'mailed', accountNumber: '10000003', maskedEmail: 'r•••@example.com' } as const;
    const { session, calls } = await signedOut({ lookupAccount: async () => found({ ...lookupSuccess(), linkingConfirmation: confirmation }) });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ channel: 'guest', accountNumbers: ['10000003'] }) }]);
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
  });

  it('returns to linking when the linking lookup itself fails', async () => {
    const { session, calls } = await throughSecureSignIn(link(), { lookupAccount: async () => Promise.reject(new Error('Network down')) });

    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'linking' })).toBe(true);
    expect(calls('notify sign-in failure')).toEqual([{ code: 'LOOKUP_FAILED' }]);
  });

  it('LINKING.CANCEL returns to idle, forgets the identity and leaves the gateway session that carries it', async () => {
    const { session, calls } = await throughSecureSignIn(link());

    session.send({ type: 'LINKING.CANCEL' });
    const snapshot = session.getSnapshot();

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.identity).toBeNull();
    expect(snapshot.context.accessToken).toBeNull();
    expect(calls('leave identity session')).toHaveLength(1);
    expect(calls('clear notifications')).toHaveLength(2);
  });

  it.each([
    ['an Error', new Error('NotAuthorizedException: Invalid login token')],
    ['a string', 'Invalid login token'],
  ])("fails with INVALID_LOGIN_TOKEN when the exchange is refused with 'Invalid login token' (%s)", async (_name, error) => {
    const { session, fakes, calls } = await throughSecureSignIn(link(), { exchangeIdentity: async () => Promise.reject(error) });
    const snapshot = session.getSnapshot();

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ identity: null, accessToken: null, signinAttempts: 1, lastFailure: { code: 'INVALID_LOGIN_TOKEN' } });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'INVALID_LOGIN_TOKEN' }]);
    expect(fakes.lookupAccount).not.toHaveBeenCalled();
  });

  it('fails with LOOKUP_FAILED when the exchange fails otherwise', async () => {
    const { session, calls } = await throughSecureSignIn(link(), { exchangeIdentity: async () => Promise.reject(new Error('Network down')) });
    const snapshot = session.getSnapshot();

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({ identity: null, accessToken: null, signinAttempts: 1, lastFailure: { code: 'LOOKUP_FAILED' } });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'LOOKUP_FAILED' }]);
  });

  it('ignores SECURE.TOKENS before SESSION.CONFIGURED', async () => {
    const { session, fakes } = start();
    await settled(session);
    session.send({ type: 'SECURE.TOKENS', accessToken: ACCESS_TOKEN, idToken: ID_TOKEN });
    expect(session.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(fakes.exchangeIdentity).not.toHaveBeenCalled();
  });
});

describe('continue session (§2 /mylo/continue?ac=)', () => {
  const AC = Buffer.from('10000003|h2j 2l4').toString('base64url');
  const continueRequest: TLookupRequest = {
    magCode: 'NWM',
    globalCode: 'northwind',
    filterType: 'AccountCodeAndPostalCode',
    payload: { acctNbr: '10000003', postalCode: 'H2J2L4' },
  };

  it('waits in continuing until configured, then looks the account up and signs in', async () => {
    const { session, fakes, calls } = start();
    await settled(session);

    session.send({ type: 'SESSION.CONTINUE', ac: AC });
    expect(session.getSnapshot().matches('continuing')).toBe(true);
    expect(session.getSnapshot().hasTag('authenticating')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.getSnapshot().matches('continuing')).toBe(true);
    expect(fakes.lookupAccount).not.toHaveBeenCalled();

    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });
    const snapshot = await settled(session);

    expect(fakes.lookupAccount).toHaveBeenCalledOnce();
    expect(fakes.lookupAccount.mock.calls[0]![0].request).toEqual(continueRequest);
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.continueAc).toBeNull();
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
    expect(calls('persist session')).toEqual([
      {
        session: {
          accountNumbers: ['10000003'],
          channel: 'guest',
          loginAccountNumber: '10000003',
          loginPostalCode: 'H2J2L4',
          lookupRequest: expect.objectContaining(continueRequest),
        },
      },
    ]);
    expect(calls('clear notifications')).toHaveLength(1);
  });

  it('starts the lookup at once when already configured', async () => {
    const { session, fakes } = await signedOut();
    session.send({ type: 'SESSION.CONTINUE', ac: '10000003|90401' });
    expect(session.getSnapshot().matches('authenticating')).toBe(true);
    await settled(session);
    expect(fakes.lookupAccount).toHaveBeenCalledOnce();
    expect(fakes.lookupAccount.mock.calls[0]![0].request).toEqual({
      ...continueRequest,
      payload: { acctNbr: '10000003', postalCode: '90401' },
    });
  });

  // Regression test for a fixed bug (machines/flows/session.machine.ts line 163, 'start continue lookup'): the whole SignInSettings is
  // passed as the LookupScope of continueLookupRequest, so requireSecureSignin, resinEnabled and
  // products travel in the lookup request and in the persisted session.
  it('sends a continue lookup request with only the contract fields', async () => {
    const { session, fakes, calls } = await signedOut();
    session.send({ type: 'SESSION.CONTINUE', ac: AC });
    await settled(session);
    expect(fakes.lookupAccount).toHaveBeenCalledExactlyOnceWith({ request: continueRequest });
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ lookupRequest: continueRequest }) }]);
  });

  it('fails with INVALID_CONTINUE_LINK for an unreadable link', async () => {
    const { session, fakes, calls } = await signedOut();

    session.send({ type: 'SESSION.CONTINUE', ac: 'not-a-link' });
    const snapshot = session.getSnapshot();

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.lastFailure).toEqual({ code: 'INVALID_CONTINUE_LINK' });
    expect(calls('notify sign-in failure')).toEqual([{ code: 'INVALID_CONTINUE_LINK' }]);
    expect(fakes.lookupAccount).not.toHaveBeenCalled();
  });

  it('reports an unreadable link received before configuration once configured', async () => {
    const { session, fakes, calls } = start();
    await settled(session);

    session.send({ type: 'SESSION.CONTINUE', ac: 'not-a-link' });
    expect(session.getSnapshot().matches('continuing')).toBe(true);
    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });

    expect(session.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(calls('notify sign-in failure')).toEqual([{ code: 'INVALID_CONTINUE_LINK' }]);
    expect(fakes.lookupAccount).not.toHaveBeenCalled();
  });

  it('keeps a signed-in user signed in on an unreadable link, and shows the summary', async () => {
    const { session, names, calls } = start({ restoreSession: async () => RESTORED });
    await settled(session);
    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });
    const before = names();

    session.send({ type: 'SESSION.CONTINUE', ac: 'not-a-link' });

    const snapshot = session.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.session).toEqual(RESTORED);
    expect(names()).toEqual([...before, 'navigate']);
    expect(calls('navigate')).toEqual([{ to: '/accounts/summary' }]);
  });

  it('refreshes the session of a signed-in user with a readable link', async () => {
    const { session, calls } = start({
      restoreSession: async () => RESTORED,
      lookupAccount: async () => found(lookupSuccess([customer({ postalCode: 'H2J2L4' })])),
    });
    await settled(session);
    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });

    session.send({ type: 'SESSION.CONTINUE', ac: AC });
    const snapshot = await settled(session);

    expect(snapshot.matches('signedIn')).toBe(true);
    expect(calls('persist session')).toEqual([{ session: expect.objectContaining({ loginPostalCode: 'H2J2L4', lookupRequest: expect.objectContaining(continueRequest) }) }]);
  });

  // Regression test for a fixed bug (machines/flows/session.machine.ts, `signedIn` → 'SESSION.CONTINUE', then `authenticating` onDone
  // failure → 'signedOut.afterFailure'): a failed continue lookup of a signed-in user moves the machine
  // to signedOut but keeps context.session (and the persisted copy is never cleared), so the route
  // guards say signed out while a reload restores the old session and signs the user back in.
  it('leaves no stale session behind when the continue lookup of a signed-in user fails', async () => {
    const { session, calls } = start({
      restoreSession: async () => RESTORED,
      lookupAccount: async () => notFound({ code: 'USER_NOT_FOUND' }),
    });
    await settled(session);
    session.send({ type: 'SESSION.CONFIGURED', settings: settings() });

    session.send({ type: 'SESSION.CONTINUE', ac: AC });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(calls('notify sign-in failure')).toEqual([{ code: 'USER_NOT_FOUND' }]);
    expect(snapshot.context.session).toBeNull();
  });

  // Regression test for a fixed bug (machines/rules/sign-in.ts, parseContinueParameter, seen through the machine): a link whose postal
  // code is only spaces counts as readable, so the machine looks up postalCode '' (which
  // ZLookupRequestSchema refuses) instead of reporting INVALID_CONTINUE_LINK.
  it('reports INVALID_CONTINUE_LINK for a link whose postal code is only spaces', async () => {
    const { session, fakes, calls } = await signedOut();

    session.send({ type: 'SESSION.CONTINUE', ac: '10000003|   ' });
    await settled(session);

    expect(fakes.lookupAccount).not.toHaveBeenCalled();
    expect(calls('notify sign-in failure')).toEqual([{ code: 'INVALID_CONTINUE_LINK' }]);
  });
});

describe('session end', () => {
  async function signedIn(overrides: Partial<Fakes> = {}, restored: PersistedSession = RESTORED) {
    const harness = start({ restoreSession: async () => restored, ...overrides });
    await settled(harness.session);
    harness.session.send({ type: 'SESSION.CONFIGURED', settings: settings() });
    return harness;
  }

  const initial: Omit<SessionContext, 'settings' | 'afterLogout'> = {
    session: null,
    lookup: null,
    lookupRequest: null,
    identity: null,
    accessToken: null,
    continueAc: null,
    signinAttempts: 0,
    signinFailed: false,
    lastFailure: null,
    afterSignIn: ACCOUNT_SUMMARY_PATH,
  };

  it("SESSION.TIMEOUT notifies the timeout with its message, logs out and goes to '/login'", async () => {
    const end = deferred<void>();
    const { session, fakes, calls } = await signedIn({ endSession: () => end.promise });

    session.send({ type: 'SESSION.TIMEOUT', message: 'Invalid login token' });
    const loggingOut = session.getSnapshot();

    expect(loggingOut.matches('timingOut')).toBe(true);
    expect(loggingOut.hasTag('busy')).toBe(true);
    expect(calls('notify session timeout')).toEqual([{ message: 'Invalid login token' }]);
    expect(calls('clear notifications')).toHaveLength(1);

    end.resolve();
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(fakes.endSession).toHaveBeenCalledExactlyOnceWith({ channel: 'guest' });
    expect(calls('navigate')).toEqual([{ to: '/login' }]);
    expect(snapshot.context).toEqual({ ...initial, settings: settings(), afterLogout: '/login' });
  });

  it('SESSION.TIMEOUT without a message passes no message (the hook shows the fallback)', async () => {
    const { session, calls } = await signedIn();
    session.send({ type: 'SESSION.TIMEOUT' });
    await settled(session);
    expect(calls('notify session timeout')).toEqual([{}]);
    expect(calls('navigate')).toEqual([{ to: '/login' }]);
  });

  // Regression test for a fixed bug (machines/flows/session.machine.ts, `loggingOut` onDone): a timeout ends through the same path as a
  // user logout, so after 'notify session timeout' the machine also runs 'notify signed out' (and the
  // entry 'report logout', a "Logout Successful" analytics event). The hook's 'notify signed out'
  // cleans all notifications first, so the §8 timeout message is replaced by "Sign Out Successful".
  it('a session timeout does not announce a successful sign-out over the timeout message', async () => {
    const { session, names } = await signedIn();
    session.send({ type: 'SESSION.TIMEOUT', message: 'Invalid login token' });
    await settled(session);

    expect(names()).toContain('notify session timeout');
    expect(names()).not.toContain('notify signed out');
    expect(names()).not.toContain('report logout');
  });

  it.each([
    ['/', 'guest'],
    ['/login', 'identityProvider'],
  ] as const)("SESSION.LOGOUT to '%s' reports the logout before ending the %s session, then resets all but the settings", async (redirectTo, channel) => {
    const { session, fakes, names, calls } = await signedIn({}, { ...RESTORED, channel });

    session.send({ type: 'SESSION.LOGOUT', redirectTo });
    expect(session.getSnapshot().matches('loggingOut')).toBe(true);
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(fakes.endSession).toHaveBeenCalledExactlyOnceWith({ channel });
    const steps = names();
    expect(steps.slice(steps.indexOf('clear notifications'))).toEqual(['clear notifications', 'report logout', 'endSession', 'notify signed out', 'navigate']);
    expect(calls('navigate')).toEqual([{ to: redirectTo }]);
    expect(snapshot.context).toEqual({ ...initial, settings: settings(), afterLogout: redirectTo });
  });

  it('SESSION.LOGOUT after a sign-in in this tab clears the lookup, the identity and the failures', async () => {
    const answers = [notFound({ code: 'USER_NOT_FOUND' }), found()];
    const { session, fakes } = await throughSecureSignIn(link(), { lookupAccount: async () => answers.shift()! });
    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    await settled(session);
    session.send({ type: 'LOOKUP.SUBMIT', request: guestRequest });
    expect((await settled(session)).matches('signedIn')).toBe(true);

    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/' });
    const snapshot = await settled(session);

    expect(fakes.endSession).toHaveBeenCalledExactlyOnceWith({ channel: 'identityProvider' });
    expect(snapshot.context).toEqual({ ...initial, settings: settings(), afterLogout: '/' });
  });

  it('still signs out and navigates when ending the session fails, without the signed-out notice', async () => {
    const { session, names, calls } = await signedIn({ endSession: async () => Promise.reject(new Error('storage unavailable')) });

    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/' });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.session).toBeNull();
    expect(calls('navigate')).toEqual([{ to: '/' }]);
    expect(names()).not.toContain('notify signed out');
  });

  it('/logout with nobody signed in still clears storage and goes to /', async () => {
    const { session, fakes, calls } = await signedOut();

    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/' });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(fakes.endSession).toHaveBeenCalledExactlyOnceWith({ channel: null });
    expect(calls('navigate')).toEqual([{ to: '/' }]);
  });

  it('a SESSION.LOGOUT while restoring ends the session with no channel', async () => {
    const restore = deferred<PersistedSession | null>();
    const { session, fakes, calls } = start({ restoreSession: () => restore.promise });

    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/login' });
    const snapshot = await settled(session);

    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(fakes.endSession).toHaveBeenCalledExactlyOnceWith({ channel: null });
    expect(calls('navigate')).toEqual([{ to: '/login' }]);
  });
});
