import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZBotCheckChallengeSchema, type TBotCheckChallenge, type TBotCheckSolution } from '../../contracts/schemas/bot-check';
import { ZLookupSuccessSchema, type TLookupRequest } from '../../contracts/schemas/lookup';
import { createApp } from '../../server/app';
import { rateLimits } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import demo from '../../server/seed/demo-accounts.json';
import { checkSolution, decodeSolution, makeChallenge, saltExpiry } from '../../server/services/bot-check';
import { BOT_CHECK_CHALLENGE_TTL_MS, BOT_CHECK_MAX_NUMBER } from '../../server/services/policy';
import { BotCheckUnsolvableError, encodeSolution, solveChallenge } from '../../src/features/bot-check/solve';
import { QUICK_BOT_CHECK, fetchChallenge } from './support/bot-check';
import { testDatabases, type TestDatabase } from './support/database';

const BOREALE = 'boreale.localhost';
const NORTHWIND = 'localhost';
const CLIENT_HEADER = 'x-test-client';
const HOUR_MS = 3_600_000;
const FAILED = { code: 'BOT_CHECK_FAILED', message: 'Please complete the bot check and try again.' };

/** Two Boréale demo accounts with postal codes (the account-number form). */
const borealeAccounts = demo.accounts.filter((a) => a.publisherHost === 'boreale.localhost' && a.postalCode !== '%');
const [FIRST, SECOND] = borealeAccounts as [(typeof borealeAccounts)[number], (typeof borealeAccounts)[number]];
const NORTHWIND_ACCOUNT = demo.accounts.find((a) => a.accountNumber === '10000001')!;

const byAccount = (account: { accountNumber: string; postalCode: string }, globalCode = 'BOR', botCheck?: string): TLookupRequest => ({
  magCode: globalCode,
  globalCode,
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr: account.accountNumber, postalCode: account.postalCode },
  ...(botCheck ? { botCheck } : {}),
});

const decode = (payload: string) => decodeSolution(payload)!;
const encode = (solution: TBotCheckSolution) => encodeSolution(solution);
/** The other hex digit in the same place: still well formed, no longer ours. */
const flipFirstHex = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe.each(testDatabases())('bot check (proof of work) through the gateway on $name', ({ open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let quick: ReturnType<typeof createApp>;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let client = 0;
  const options = (botCheck?: typeof QUICK_BOT_CHECK) => ({
    database: testDb.database,
    log: createLogger('silent'),
    distDir: 'dist',
    policy: { now: () => new Date(clock), lookupMinDurationMs: 0, ...(botCheck ? { botCheck } : {}) },
    clientAddress: (c: { req: { header: (name: string) => string | undefined } }) => c.req.header(CLIENT_HEADER) ?? 'unknown',
  });

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    app = createApp(options()); // the real work: BOT_CHECK_MAX_NUMBER
    quick = createApp(options(QUICK_BOT_CHECK));
  });
  afterAll(() => testDb?.dispose());
  beforeEach(() => {
    clock += HOUR_MS;
    client += 1;
  });

  const address = () => `198.51.100.${client}`;
  async function newSession(host = BOREALE, on = app): Promise<string> {
    const response = await on.request('/api/sessions', { method: 'POST', headers: { host, [CLIENT_HEADER]: address() } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessionId: string }).sessionId;
  }
  const lookup = (session: string, body: unknown, host = BOREALE, on = app) =>
    on.request('/api/GC-call-globalcustomer', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-session-id': session, [CLIENT_HEADER]: address() },
      body: JSON.stringify(body),
    });
  const solved = async (session: string, on = app) => solveChallenge(await fetchChallenge(on, session, BOREALE));
  async function refused(response: Response) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FAILED);
  }
  async function found(response: Response, accountNumber: string) {
    expect(response.status).toBe(200);
    expect(ZLookupSuccessSchema.parse(await response.json()).customers[0]?.accountNumber).toBe(accountNumber);
  }

  it('answers a signed, expiring challenge; a new one on every call; never cached', async () => {
    const session = await newSession();
    const response = await app.request('/api/bot-check/challenge', { headers: { host: BOREALE, 'x-session-id': session } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = ZBotCheckChallengeSchema.parse(await response.json());
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+$/),
      maxNumber: BOT_CHECK_MAX_NUMBER,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(saltExpiry(challenge.salt)).toBe(Math.floor((clock + BOT_CHECK_CHALLENGE_TTL_MS) / 1000));
    const again = await fetchChallenge(app, session, BOREALE);
    expect(again.challenge).not.toBe(challenge.challenge);
    expect(again.salt).not.toBe(challenge.salt);
  });

  it('answers the challenge only to a live session of the host’s publisher', async () => {
    const none = await app.request('/api/bot-check/challenge', { headers: { host: BOREALE } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('SESSION_REQUIRED');
    const other = await app.request('/api/bot-check/challenge', { headers: { host: NORTHWIND, 'x-session-id': await newSession() } });
    expect(other.status).toBe(401);
  });

  it('on Boréale (RecaptchaEnabled) a solved challenge lets the lookup through', async () => {
    const session = await newSession();
    const started = performance.now();
    const botCheck = await solved(session);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(5_000); // BOT_CHECK_MAX_NUMBER stays cheap for a real client
    await found(await lookup(session, byAccount(FIRST, 'BOR', botCheck)), FIRST.accountNumber);
    // The solution is recorded as used, keyed by its challenge.
    const used = await testDb.database.run((db) => db.select().from(rateLimits).where(like(rateLimits.key, 'botcheck:%')));
    expect(used.map((r) => r.key)).toContain(`botcheck:${decode(botCheck).challenge}`);
  });

  it('refuses a lookup without a solution with 400 BOT_CHECK_FAILED, whatever the sign-in method', async () => {
    const session = await newSession();
    await refused(await lookup(session, byAccount(FIRST)));
    await refused(
      await lookup(session, { magCode: 'BOR', globalCode: 'BOR', filterType: 'EmailAndPostalCode', payload: { email: 'someone@example.com', postalCode: 'K1A0B1' } }),
    );
    await refused(
      await lookup(session, {
        magCode: 'BOR',
        globalCode: 'BOR',
        filterType: 'NameAndAddress',
        payload: { firstName: 'A', lastName: 'B', address1: '1 Rue', city: 'Québec', state: 'QC', postalCode: 'G1R 4S9', country: 'CA' },
      }),
    );
  });

  it('refuses a solution used twice, also from another session', async () => {
    const session = await newSession(BOREALE, quick);
    const botCheck = await solved(session, quick);
    await found(await lookup(session, byAccount(FIRST, 'BOR', botCheck), BOREALE, quick), FIRST.accountNumber);
    await refused(await lookup(session, byAccount(SECOND, 'BOR', botCheck), BOREALE, quick));
    const other = await newSession(BOREALE, quick);
    await refused(await lookup(other, byAccount(FIRST, 'BOR', botCheck), BOREALE, quick));
  });

  it('refuses two concurrent lookups with one solution but one', async () => {
    const sessions = [await newSession(BOREALE, quick), await newSession(BOREALE, quick), await newSession(BOREALE, quick)];
    const botCheck = await solved(sessions[0]!, quick);
    const responses = await Promise.all(sessions.map((s) => lookup(s, byAccount(FIRST, 'BOR', botCheck), BOREALE, quick)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a tampered signature, number, salt or challenge, a foreign key, an expired solution and garbage', async () => {
    const session = await newSession(BOREALE, quick);
    const botCheck = await solved(session, quick);
    const solution = decode(botCheck);
    const foreign = await solveChallenge(makeChallenge('not-the-server-key', { ...QUICK_BOT_CHECK, now: new Date(clock) }));
    const expiry = saltExpiry(solution.salt)!;
    const tampered = [
      encode({ ...solution, signature: flipFirstHex(solution.signature) }),
      encode({ ...solution, number: solution.number + 1 }),
      encode({ ...solution, salt: solution.salt.replace(/expires=\d+/, `expires=${expiry + 3600}`) }),
      encode({ ...solution, challenge: flipFirstHex(solution.challenge) }),
      encode({ ...solution, algorithm: 'SHA-1' }),
      foreign,
      Buffer.from('{"not":"a solution"}').toString('base64'),
      Buffer.from('not json at all').toString('base64'),
    ];
    for (const payload of tampered) await refused(await lookup(session, byAccount(FIRST, 'BOR', payload), BOREALE, quick));
    // Not even base64: the contract refuses it as a bad request.
    const malformed = await lookup(session, { ...byAccount(FIRST), botCheck: 'ไม่ใช่ base64' }, BOREALE, quick);
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()).fieldErrors)).toContain('body.botCheck');

    // None of those used the genuine solution up; it expires after ten minutes.
    const later = await solved(session, quick);
    clock += BOT_CHECK_CHALLENGE_TTL_MS + 1_000;
    await refused(await lookup(session, byAccount(FIRST, 'BOR', later), BOREALE, quick));
    clock -= BOT_CHECK_CHALLENGE_TTL_MS + 1_000;
    await found(await lookup(session, byAccount(FIRST, 'BOR', botCheck), BOREALE, quick), FIRST.accountNumber);
  });

  it('lets the refetch of an account the session already proved through without a solution, no other lookup', async () => {
    const session = await newSession(BOREALE, quick);
    await found(await lookup(session, byAccount(FIRST, 'BOR', await solved(session, quick)), BOREALE, quick), FIRST.accountNumber);
    await found(await lookup(session, byAccount(FIRST), BOREALE, quick), FIRST.accountNumber);
    await found(await lookup(session, byAccount(FIRST), BOREALE, quick), FIRST.accountNumber);
    await refused(await lookup(session, byAccount(SECOND), BOREALE, quick));
  });

  it('on Northwind (RecaptchaEnabled false) needs no solution', async () => {
    const session = await newSession(NORTHWIND);
    await found(await lookup(session, byAccount(NORTHWIND_ACCOUNT, 'NWM'), NORTHWIND), NORTHWIND_ACCOUNT.accountNumber);
  });
});

describe('bot-check verification with a fixed clock', () => {
  const KEY = 'test-key';
  const NOW = new Date('2026-11-21T12:00:00Z');
  const settings = { maxNumber: 1_000, challengeTtlMs: 10 * 60_000 };
  const challenge = makeChallenge(KEY, { ...settings, now: NOW, number: 737, random: 'a1b2c3d4e5f6a1b2c3d4e5f6' });
  const solution: TBotCheckSolution = { algorithm: 'SHA-256', challenge: challenge.challenge, number: 737, salt: challenge.salt, signature: challenge.signature };
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it('makes the challenge from the salt and the secret number, signed with the key', () => {
    expect(challenge.salt).toBe(`a1b2c3d4e5f6a1b2c3d4e5f6?expires=${NOW.getTime() / 1000 + 600}`);
    expect(challenge.maxNumber).toBe(1_000);
  });

  it('accepts the right number until the expiry second, then refuses it', () => {
    expect(checkSolution(encode(solution), KEY, NOW).ok).toBe(true);
    expect(checkSolution(encode(solution), KEY, at(600_000)).ok).toBe(true);
    expect(checkSolution(encode(solution), KEY, at(600_001))).toEqual({ ok: false, reason: 'expired' });
  });

  it('names why it refuses', () => {
    const reason = (payload: string | undefined, key = KEY) => {
      const verdict = checkSolution(payload, key, NOW);
      return verdict.ok ? 'ok' : verdict.reason;
    };
    expect(reason(undefined)).toBe('missing');
    expect(reason('')).toBe('missing');
    expect(reason('bm90IGpzb24=')).toBe('malformed');
    expect(reason(encode({ ...solution, algorithm: 'SHA-512' }))).toBe('algorithm');
    expect(reason(encode(solution), 'another-key')).toBe('signature');
    expect(reason(encode({ ...solution, signature: flipFirstHex(solution.signature) }))).toBe('signature');
    expect(reason(encode({ ...solution, number: 738 }))).toBe('wrong-number');
    expect(reason(encode({ ...solution, salt: 'a1b2c3d4e5f6a1b2c3d4e5f6' }))).toBe('expired'); // no expiry at all
    expect(reason(encode({ ...solution, salt: challenge.salt.replace(/\d+$/, (s) => String(Number(s) + 60)) }))).toBe('wrong-number');
  });
});

describe('the browser solver (Web Crypto, under Node)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const make = (number: number, maxNumber = 2_000): TBotCheckChallenge => makeChallenge('k', { maxNumber, challengeTtlMs: 600_000, now, number });

  it('finds the secret number, the first and the last of the range included', async () => {
    for (const number of [0, 1, 1_234, 2_000]) {
      const challenge = make(number);
      expect(decode(await solveChallenge(challenge))).toEqual({
        algorithm: 'SHA-256',
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      });
    }
  });

  it('fails when the number is out of range, and stops when aborted', async () => {
    await expect(solveChallenge({ ...make(1_500), maxNumber: 1_000 })).rejects.toBeInstanceOf(BotCheckUnsolvableError);
    const controller = new AbortController();
    const solving = solveChallenge(make(BOT_CHECK_MAX_NUMBER, BOT_CHECK_MAX_NUMBER), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the event loop turning while it works', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await solveChallenge(make(20_000, 20_000));
    clearInterval(timer);
    const ms = performance.now() - started;
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(ms / 50));
  });
});
