import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ZLookupSuccessSchema, type TLookupRequest, type TLookupSuccess } from '../../../contracts/schemas/lookup';
import { createApp } from '../../../server/app';
import { PORTAL_CLIENT_ID } from '../../../server/idp/realm';
import { createExternalVerifier } from '../../../server/idp/verifier';
import { createLogger, type Logger } from '../../../server/log';
import { seed } from '../../../server/seed';
import { SEED_TODAY } from '../../../server/seed/dates';
import demo from '../../../server/seed/demo-accounts.json';
import { QUICK_BOT_CHECK, solvedBotCheck } from './bot-check';
import type { TestDatabase } from './database';
import { secondFactOf } from './second-fact';

/**
 * The gateway as the account-action suites drive it: a freshly seeded database, the real app on a
 * test clock that starts at noon on the seed's day, a client address of its own per test (fresh
 * rate-limit windows), and signing in the way the SPA does (a session, then a guest lookup).
 *
 *   describe.each(testDatabases())('… on $name', ({ open }) => {
 *     const gateway = gatewayHarness(open);
 *     it('…', async () => { const session = await gateway.signIn('10000001'); … });
 *   });
 */

export const NORTHWIND = 'northwind.localhost:8080';
export const BOREALE = 'boreale.localhost:8080';
export const HOUR_MS = 3_600_000;
const CLIENT_HEADER = 'x-test-client';

export type TLookupOrder = TLookupSuccess['orders'][number];

export const postalOf = (accountNumber: string) => demo.accounts.find((a) => a.accountNumber === accountNumber)!.postalCode;
export const globalCodeOf = (host: string) => (host === BOREALE ? 'BOR' : 'NWM');

/** A guest lookup by account number and postal code (with the second fact a `%` account needs). */
export const byAccount = (acctNbr: string, host = NORTHWIND, postalCode = postalOf(acctNbr)): TLookupRequest => ({
  magCode: globalCodeOf(host),
  globalCode: globalCodeOf(host),
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr, postalCode, ...secondFactOf(acctNbr, postalCode) },
});

/**
 * The identity provider the gateway trusts in these suites: a Keycloak realm of its own
 * (IDP_ISSUER_URL's verifier, with a key made for the run), so a test signs a real access token for
 * any identity it inserted. The embedded provider's own tokens are tested in identity-provider.test.ts.
 */
const TEST_ISSUER = 'https://sso.test.example/realms/portal';

export interface GatewayHarnessOptions {
  /** How far the clock moves before each test (default a minute: the day stays the seed's). */
  clockStepMs?: number;
  log?: Logger;
}

export function gatewayHarness(open: () => Promise<TestDatabase>, options: GatewayHarnessOptions = {}) {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let clock = Date.parse(`${SEED_TODAY}T12:00:00Z`);
  let client = 0;
  let issuerKey: CryptoKey;

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    const keys = await generateKeyPair('RS256');
    issuerKey = keys.privateKey;
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'test', alg: 'RS256' }] });
    app = createApp({
      verifyAccessToken: createExternalVerifier({ issuer: TEST_ISSUER, clientId: PORTAL_CLIENT_ID, jwks }),
      database: testDb.database,
      log: options.log ?? createLogger('silent'),
      distDir: 'dist',
      policy: { now: () => new Date(clock), lookupMinDurationMs: 0, botCheck: QUICK_BOT_CHECK },
      clientAddress: (c) => c.req.header(CLIENT_HEADER) ?? 'unknown',
    });
    // The seed takes long on a loaded machine.
  }, 180_000);
  afterAll(() => testDb?.dispose());
  beforeEach(() => {
    clock += options.clockStepMs ?? 60_000;
    client += 1;
  });

  const send = (method: string, path: string, session: string | null, body?: unknown, host = NORTHWIND, extra: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        host,
        [CLIENT_HEADER]: `198.51.100.${client}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session === null ? {} : { 'x-session-id': session }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function newSession(host = NORTHWIND): Promise<string> {
    const response = await send('POST', '/api/sessions', null, undefined, host);
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessionId: string }).sessionId;
  }

  async function lookUp(session: string, body: TLookupRequest, host = NORTHWIND) {
    const response = await send('POST', '/api/GC-call-globalcustomer', session, body, host);
    expect(response.status).toBe(200);
    return ZLookupSuccessSchema.parse(await response.json());
  }

  /** A session that proved the account by a real guest lookup, as the SPA signs in (Boréale asks for the bot check). */
  async function signIn(accountNumber: string, host = NORTHWIND): Promise<string> {
    const session = await newSession(host);
    let body = byAccount(accountNumber, host);
    if (host === BOREALE) body = { ...body, botCheck: await solvedBotCheck(app, session, host) };
    expect((await lookUp(session, body, host)).customers[0]?.accountNumber).toBe(accountNumber);
    return session;
  }

  /**
   * A session signed in by the identity provider as `sub` (§7 call 5) that found no linked account:
   * the linking ("purgatory") view, whose guest lookups link (issue 16).
   */
  async function secureSession(sub: string, host = NORTHWIND): Promise<string> {
    const session = await newSession(host);
    const accessToken = await new SignJWT({ typ: 'Bearer', azp: PORTAL_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(TEST_ISSUER)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 300)
      .sign(issuerKey);
    const response = await send('POST', '/api/mylo', session, { myloIdentitySub: sub, globalCode: globalCodeOf(host), accessToken }, host);
    expect(response.status, await response.clone().text()).toBe(200);
    return session;
  }

  /** The refetch that follows every account action (§4). */
  const refetch = (session: string, accountNumber: string, host = NORTHWIND, postalCode = postalOf(accountNumber)) =>
    lookUp(session, byAccount(accountNumber, host, postalCode), host);

  async function ok<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return schema.parse(JSON.parse(text));
  }

  /** A refusal: its status, its code, and a readable sentence. */
  async function expectRefusal(response: Response, status: number, code: string) {
    const body = (await response.json()) as { code: string; message: string; fieldErrors?: Record<string, string[]> };
    expect(response.status, body.message).toBe(status);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/\w+ \w+/);
    return body;
  }

  return {
    db: () => testDb.database,
    app: () => app,
    /** The test clock's current time. */
    now: () => new Date(clock),
    /** Moves the test clock on within a test (a rate-limit window passing). */
    advance: (ms: number) => {
      clock += ms;
    },
    send,
    newSession,
    lookUp,
    signIn,
    secureSession,
    refetch,
    ok,
    expectRefusal,
  };
}
