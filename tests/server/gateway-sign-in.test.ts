import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZLookupFailureSchema, ZLookupSuccessSchema, lookupFailureCode, type TLookupRequest } from '../../contracts/schemas/lookup';
import { createApp } from '../../server/app';
import { customers, publishers, rateLimits, sessions } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { LINKED_IDENTITY_SUB, buildSeedCustomers } from '../../server/seed/customers';
import demo from '../../server/seed/demo-accounts.json';
import { LOOKUP_LIMIT_PER_ADDRESS, LOOKUP_LIMIT_PER_SUBJECT, SESSION_IDLE_MS } from '../../server/services/policy';
import { QUICK_BOT_CHECK, solvedBotCheck } from './support/bot-check';
import { testDatabases, type TestDatabase } from './support/database';

const NORTHWIND = 'northwind.localhost:8080';
const BOREALE = 'boreale.localhost:8080';
const HOUR_MS = 3_600_000;
/** The test's client address, read by the injected resolver (the server reads the socket). */
const CLIENT_HEADER = 'x-test-client';

type Body = TLookupRequest;
const byAccount = (acctNbr: string, postalCode: string, extra: Record<string, unknown> = {}, globalCode = 'NWM'): Body => ({
  magCode: globalCode,
  globalCode,
  filterType: 'AccountCodeAndPostalCode',
  payload: { acctNbr, postalCode, ...extra },
});
const byEmail = (email: string, postalCode: string, globalCode = 'NWM'): Body => ({
  magCode: globalCode,
  globalCode,
  filterType: 'EmailAndPostalCode',
  payload: { email, postalCode },
});
const byName = (payload: Record<string, unknown>, globalCode = 'NWM'): Body =>
  ({ magCode: globalCode, globalCode, filterType: 'NameAndAddress', payload }) as Body;

describe.each(testDatabases())('gateway sign-in (calls 4–6) on $name', ({ open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let client = 0;
  const options = () => ({
    database: testDb.database,
    log: createLogger('silent'),
    distDir: 'dist',
    policy: { now: () => new Date(clock), lookupMinDurationMs: 0, botCheck: QUICK_BOT_CHECK },
    clientAddress: (c: { req: { header: (name: string) => string | undefined } }) => c.req.header(CLIENT_HEADER) ?? 'unknown',
  });

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    app = createApp(options());
  });
  afterAll(() => testDb?.dispose());
  // Every test starts in fresh rate-limit windows, from its own client address.
  beforeEach(() => {
    clock += HOUR_MS;
    client += 1;
  });

  const address = () => `198.51.100.${client}`;
  async function newSession(host = NORTHWIND, on = app): Promise<string> {
    const response = await on.request('/api/sessions', { method: 'POST', headers: { host, [CLIENT_HEADER]: address() } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessionId: string }).sessionId;
  }
  const post = (path: string, session: string | null, body: unknown, host = NORTHWIND, on = app, from = address()) =>
    on.request(path, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        [CLIENT_HEADER]: from,
        ...(session === null ? {} : { 'x-session-id': session }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const lookup = (session: string | null, body: unknown, host = NORTHWIND, on = app, from = address()) =>
    post('/api/GC-call-globalcustomer', session, body, host, on, from);
  /** Boréale has RecaptchaEnabled: its guest lookups carry a solved bot check (tests/server/bot-check.test.ts). */
  const withBotCheck = async (session: string, body: Body, host = BOREALE, on = app): Promise<Body> => ({
    ...body,
    botCheck: await solvedBotCheck(on, session, host),
  });
  const securedCheck = (session: string, recRegId: string, host = NORTHWIND) => post('/api/mylo/secured', session, { globalCode: 'NWM', recRegId }, host);
  const boundAccounts = async (session: string) => {
    const [row] = await testDb.database.run((db) => db.select().from(sessions).where(eq(sessions.id, session)));
    return row?.accountNumbers ?? [];
  };
  async function success(response: Response) {
    expect(response.status).toBe(200);
    return ZLookupSuccessSchema.parse(await response.json());
  }
  async function failureCode(response: Response) {
    expect(response.status).toBe(200);
    return lookupFailureCode(ZLookupFailureSchema.parse(await response.json()));
  }

  describe('sessions', () => {
    it('mints unguessable session ids, stored with an expiry', async () => {
      const a = await newSession();
      const b = await newSession();
      expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(a).not.toBe(b);
      const [row] = await testDb.database.run((db) => db.select().from(sessions).where(eq(sessions.id, a)));
      expect(row?.expiresAt.getTime()).toBe(clock + SESSION_IDLE_MS);
      expect(row?.accountNumbers).toEqual([]);
    });

    it('answers 401 SESSION_REQUIRED without a session or with an unknown one', async () => {
      for (const session of [null, 'short', 'A'.repeat(43)]) {
        const response = await lookup(session, byAccount('10000001', '10118'));
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'SESSION_REQUIRED', message: expect.stringMatching(/\w+ \w+/) });
      }
    });

    it('answers 401 SESSION_EXPIRED once the session has been idle too long, and slides while in use', async () => {
      const session = await newSession();
      clock += SESSION_IDLE_MS - 60_000;
      expect((await lookup(session, byAccount('10000001', '10118'))).status).toBe(200);
      clock += SESSION_IDLE_MS - 60_000; // still alive: the lookup above extended it
      expect((await lookup(session, byAccount('10000001', '10118'))).status).toBe(200);
      clock += SESSION_IDLE_MS + 1;
      const response = await lookup(session, byAccount('10000001', '10118'));
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('SESSION_EXPIRED');
    });

    it('does not write the session again when a refetch proves the accounts it already holds', async () => {
      const session = await newSession();
      // xmin names the transaction that last wrote the row: any UPDATE changes it, even to the same values.
      const version = async () =>
        ((await testDb.database.run((db) => db.execute(sql`select xmin::text as v from sessions where id = ${session}`))) as unknown as { rows: { v: string }[] }).rows[0]?.v;
      await success(await lookup(session, byAccount('10000001', '10118')));
      const afterSignIn = await version();
      expect(await boundAccounts(session)).toEqual(['10000001']);
      await success(await lookup(session, byAccount('10000001', '10118')));
      await success(await lookup(session, byAccount('10000001', '10118')));
      expect(await version()).toBe(afterSignIn);
      // A new account proved on the same session is still bound.
      await success(await lookup(session, byAccount('10000002', '60613')));
      expect(await boundAccounts(session)).toEqual(['10000001', '10000002']);
    });

    it('refuses a session minted for another publisher (host)', async () => {
      const session = await newSession(BOREALE);
      const response = await lookup(session, byAccount('10000001', '10118'));
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('SESSION_REQUIRED');
    });

    it('refuses a globalCode other than the host’s publisher with 400', async () => {
      const session = await newSession();
      const response = await lookup(session, byAccount('20000002', 'K1A0B1', {}, 'BOR'));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toHaveProperty(['body.globalCode']);
    });
  });

  describe('account lookup (call 4)', () => {
    it('with SignIn.MyloOnlyEnabled refuses every guest lookup (SECURE_SIGN_IN_REQUIRED) and binds nothing', async () => {
      const flag = (on: boolean) =>
        testDb.database.run((d) =>
          d
            .update(publishers)
            .set({ adminConfig: sql`jsonb_set(${publishers.adminConfig}, '{SignIn,MyloOnlyEnabled}', ${on ? 'true' : 'false'}::jsonb)` })
            .where(eq(publishers.globalCode, 'NWM')),
        );
      await flag(true);
      try {
        const session = await newSession();
        expect(await failureCode(await lookup(session, byAccount('10000001', '10118')))).toBe('SECURE_SIGN_IN_REQUIRED');
        // The same answer for an account that does not exist: the refusal tells nothing.
        expect(await failureCode(await lookup(session, byAccount('19999999', '10118')))).toBe('SECURE_SIGN_IN_REQUIRED');
        expect(await failureCode(await lookup(session, byEmail('alice.walker@example.com', '10118')))).toBe('SECURE_SIGN_IN_REQUIRED');
        expect(await boundAccounts(session)).toEqual([]);
      } finally {
        await flag(false);
      }
      await success(await lookup(await newSession(), byAccount('10000001', '10118')));
    });

    it('finds an account by account number and postal code and binds it to the session', async () => {
      const session = await newSession();
      const body = await success(await lookup(session, byAccount('10000001', '10118')));
      expect(body.isSuccess).toBe('true');
      expect(body.customers.map((c) => c.accountNumber)).toEqual(['10000001']);
      expect(body.customers[0]).toMatchObject({ prodIdAlias: 'NWM', systemCode: 'SERV', email: 'alice.walker@example.com', postalCode: '10118' });
      expect(body.orders.length).toBeGreaterThan(0);
      expect(body.orders.every((o) => o.accountNumber === '10000001' && o.orderItems.length > 0)).toBe(true);
      expect(body.accountsMap['10000001']).toEqual({ prodIdAlias: 'NWM', systemCode: 'SERV', postalCode: '10118' });
      expect(body.prodId).toBe('NWM');
      expect(body.paymentMethods[0]).toMatchObject({ creditCardType: 'Visa', paymentType: 'CC', creditCardLastFour: expect.stringMatching(/^\d{4}$/) });
      expect(await boundAccounts(session)).toEqual(['10000001']);
    });

    it('never answers a card number or security code', async () => {
      const session = await newSession();
      const text = await (await lookup(session, byAccount('10000001', '10118'))).text();
      expect(text).toContain('"creditCardLastFour":"4242"');
      expect(text).not.toMatch(/creditCardNumber|securityCode|cvv|"token"/i);
      // Carrier tracking numbers are long digit runs too; nothing else may be.
      expect(text.replace(/"trackingNumber":"\d+"/g, '')).not.toMatch(/\d{13,19}/);
    });

    it('finds an account by email (any case) and postal code', async () => {
      const session = await newSession();
      const body = await success(await lookup(session, byEmail('Alice.Walker@Example.com', '10118')));
      expect(body.customers.map((c) => c.accountNumber)).toEqual(['10000001']);
    });

    it('finds an account by name and address, ignoring case and spaces', async () => {
      const session = await newSession();
      const body = await success(
        await lookup(
          session,
          byName({ firstName: 'ALICE', lastName: 'walker ', address1: '350  fifth avenue', city: 'new york', state: 'ny', postalCode: '10118', country: 'US' }),
        ),
      );
      expect(body.customers.map((c) => c.accountNumber)).toEqual(['10000001']);
    });

    it('finds a no-postal-code country’s account by name and address with %', async () => {
      const session = await newSession();
      const body = await success(
        await lookup(
          session,
          byName({ firstName: 'Wing', lastName: 'Chan', address1: 'Flat 12B, 88 Gloucester Road', city: 'Hong Kong', postalCode: '%', country: 'HK' }),
        ),
      );
      expect(body.customers[0]?.accountNumber).toBe('10000017');
    });

    it('finds an account without a postal code by its number only with the holder’s last name too (issue 16)', async () => {
      const session = await newSession();
      expect(await failureCode(await lookup(session, byAccount('10000017', '%')))).toBe('USER_NOT_FOUND');
      expect(await failureCode(await lookup(session, byAccount('10000017', '%', { lastName: 'Smith' })))).toBe('USER_NOT_FOUND');
      const body = await success(await lookup(session, byAccount('10000017', '%', { lastName: ' chan ' })));
      expect(body.customers[0]?.accountNumber).toBe('10000017');
      // Once proved, the session's refetch needs no second fact.
      await success(await lookup(session, byAccount('10000017', '%')));
    });

    it('finds a Boréale account on its host, by account number and by name with a spaced postal code', async () => {
      const session = await newSession(BOREALE);
      const first = await success(await lookup(session, await withBotCheck(session, byAccount('20000002', 'k1a0b1', {}, 'BOR')), BOREALE));
      expect(first.customers[0]).toMatchObject({ accountNumber: '20000002', prodIdAlias: 'BOR' });
      const second = await success(
        await lookup(
          session,
          await withBotCheck(
            session,
            byName({ firstName: 'Élodie', lastName: 'Tremblay', address1: demo.accounts.find((a) => a.accountNumber === '20000001')!.address.address1, city: 'Montréal', state: 'QC', postalCode: 'h2j 2l4', country: 'CA' }, 'BOR'),
          ),
          BOREALE,
        ),
      );
      expect(second.customers[0]?.accountNumber).toBe('20000001');
      expect(second.invoices?.every((i) => i.currency === 'CAD')).toBe(true);
    });

    it('does not find a Boréale account on the Northwind host', async () => {
      const session = await newSession();
      expect(await failureCode(await lookup(session, byAccount('20000002', 'K1A0B1')))).toBe('USER_NOT_FOUND');
    });

    it('answers USER_NOT_FOUND in the §3 failure shape', async () => {
      const session = await newSession();
      const response = await lookup(session, byAccount('10000001', '99999'));
      expect(await failureCode(response)).toBe('USER_NOT_FOUND');
      expect(await boundAccounts(session)).toEqual([]);
    });

    it('answers USER_NOT_FOUND_DUPLICATE when an email and postal code match two accounts', async () => {
      const session = await newSession();
      expect(await failureCode(await lookup(session, byEmail('household@northwind.example', '53703')))).toBe('USER_NOT_FOUND_DUPLICATE');
      expect(await boundAccounts(session)).toEqual([]);
    });

    it('refuses a secured account as a guest (ACCOUNT_SECURED) and binds nothing', async () => {
      const session = await newSession();
      expect(await failureCode(await lookup(session, byAccount('10000014', '98109')))).toBe('ACCOUNT_SECURED');
      expect(await boundAccounts(session)).toEqual([]);
    });

    it('answers every demo account (the response validates against the contract)', async () => {
      // Secured accounts (10000014, 10000045, 10000046) refuse a guest.
      const secured = new Set(buildSeedCustomers().filter((c) => c.secured).map((c) => c.accountNumber));
      expect(secured.size).toBeGreaterThan(0);
      for (const account of demo.accounts) {
        if (account.postalCode === '%') continue; // the account-number form needs a postal code
        client += 1;
        const host = account.publisherHost === 'boreale.localhost' ? BOREALE : NORTHWIND;
        const code = host === BOREALE ? 'BOR' : 'NWM';
        const session = await newSession(host);
        const body = byAccount(account.accountNumber, account.postalCode, {}, code);
        const response = await lookup(session, host === BOREALE ? await withBotCheck(session, body) : body, host);
        const json = await response.json();
        expect(response.status, account.accountNumber).toBe(200);
        if (secured.has(account.accountNumber)) expect(lookupFailureCode(ZLookupFailureSchema.parse(json)), account.accountNumber).toBe('ACCOUNT_SECURED');
        else expect(ZLookupSuccessSchema.parse(json).customers[0]?.accountNumber).toBe(account.accountNumber);
      }
    });

    it('shows a donor the gift accounts and binds them; shows the recipient the gift', async () => {
      const donorSession = await newSession();
      const donor = await success(await lookup(donorSession, byAccount('10000008', '30309')));
      expect(donor.associatedGiftAccounts.map((g) => g.accountNumber).sort()).toEqual(['10000009', '10000010']);
      expect(donor.associatedGiftAccounts[0]).toMatchObject({ relationship: 'donor', relatedAccountNumber: '10000008' });
      expect(donor.orders.filter((o) => o.isGift && o.isDonor)).toHaveLength(2);
      expect(await boundAccounts(donorSession)).toEqual(['10000008', '10000009', '10000010']);

      const recipientSession = await newSession();
      const recipient = await success(await lookup(recipientSession, byAccount('10000009', '31401')));
      const gift = recipient.orders.find((o) => o.isGift);
      expect(gift).toMatchObject({ isRecipient: true, isDonor: false, billToAccountNumber: '10000008' });
      expect(gift?.orderItems.every((i) => i.shipToAccountNumber === '10000009')).toBe(true);
      expect(recipient.associatedGiftAccounts).toEqual([expect.objectContaining({ accountNumber: '10000008', relationship: 'recipient' })]);
      expect(recipient.associatedGiftAccounts[0]).not.toHaveProperty('address');
      // The donor's account is shown, never bound: the recipient cannot refetch it without limits.
      expect(await boundAccounts(recipientSession)).toEqual(['10000009']);
      const donorRefetch = await lookup(recipientSession, byAccount('10000008', '00000'));
      expect(await failureCode(donorRefetch)).toBe('USER_NOT_FOUND');
    });

    it('answers open invoices in dollars', async () => {
      const session = await newSession();
      const body = await success(await lookup(session, byAccount('10000005', '98109')));
      const open = body.invoices?.filter((i) => i.status === 'open') ?? [];
      expect(open).toEqual([expect.objectContaining({ amountDue: 29.99, currency: 'USD', accountNumber: '10000005' })]);
      expect(body.orders.find((o) => o.invoiceNumber === open[0]?.invoiceNumber)?.amountDue).toBe(29.99);
    });

    it('leaves out the products named in productExcludes', async () => {
      const session = await newSession();
      const all = await success(await lookup(session, byAccount('10000022', '95814')));
      expect(new Set(all.orders.map((o) => o.prodIdAlias))).toEqual(new Set(['NWM', 'NWD']));
      const some = await success(await lookup(session, byAccount('10000022', '95814', { productExcludes: 'NWD, NWS' })));
      expect(some.orders.map((o) => o.prodIdAlias)).toEqual(['NWM']);
      expect(some.invoices?.every((i) => i.prodIdAlias !== 'NWD')).toBe(true);
      expect(some.customers.map((c) => c.accountNumber)).toEqual(['10000022']);
    });

    it('records the email opt-in given at sign-in', async () => {
      const read = async () =>
        (await testDb.database.run((db) => db.select({ optIn: customers.emailOptIn }).from(customers).where(eq(customers.accountNumber, '10000002'))))[0]?.optIn;
      const session = await newSession();
      await success(await lookup(session, byAccount('10000002', '60613', { email: 'ben.hayes@example.com', emailOptIn: true })));
      expect(await read()).toBe(true);
      await success(await lookup(session, byAccount('10000002', '60613', { email: 'ben.hayes@example.com', emailOptIn: false })));
      expect(await read()).toBe(false);
    });
  });

  describe('failures that reveal nothing', () => {
    it('answers a wrong account number and a wrong postal code identically, in the same time', async () => {
      const padded = createApp({ ...options(), policy: { now: () => new Date(clock) } });
      const runs: Record<'account' | 'postal', { status: number; text: string; ms: number }[]> = { account: [], postal: [] };
      for (let i = 0; i < 3; i += 1) {
        for (const [kind, body] of [
          ['account', byAccount('10009999', '10118')],
          ['postal', byAccount('10000001', '10119')],
        ] as const) {
          client += 1;
          const session = await newSession(NORTHWIND, padded);
          const started = performance.now();
          const response = await lookup(session, body, NORTHWIND, padded);
          const text = await response.text();
          runs[kind].push({ status: response.status, text, ms: performance.now() - started });
        }
      }
      const all = [...runs.account, ...runs.postal];
      expect(new Set(all.map((r) => r.status))).toEqual(new Set([200]));
      expect(new Set(all.map((r) => r.text)).size).toBe(1);
      expect(lookupFailureCode(ZLookupFailureSchema.parse(JSON.parse(all[0]!.text)))).toBe('USER_NOT_FOUND');
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const account = median(runs.account.map((r) => r.ms));
      const postal = median(runs.postal.map((r) => r.ms));
      expect(Math.min(account, postal)).toBeGreaterThanOrEqual(295);
      expect(Math.abs(account - postal)).toBeLessThan(60);
    });

    it('answers malformed bodies with 400 and field errors, never 500', async () => {
      const session = await newSession();
      const cases: Array<[unknown, string]> = [
        [{ ...byAccount('10000001', '10118'), payload: { postalCode: '10118' } }, 'body.payload.acctNbr'],
        [{ ...byAccount('10000001', '10118'), filterType: 'Telepathy' }, 'body.filterType'],
        [byAccount('not-a-number', '10118'), 'body.payload.acctNbr'],
        [byAccount('10000001', '10 118'), 'body.payload.postalCode'],
        [byEmail('not an email', '10118'), 'body.payload.email'],
        [byName({ firstName: 'A', lastName: 'B', address1: 'x', city: 'y', postalCode: '1', country: 'usa' }), 'body.payload.country'],
        [{ magCode: 'NWM' }, 'body.filterType'],
        [[], 'body'],
      ];
      for (const [body, field] of cases) {
        const response = await lookup(session, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const json = await response.json();
        expect(json.code).toBe('BAD_REQUEST');
        expect(Object.keys(json.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
      }
      const notJson = await lookup(session, '{"magCode":');
      expect(notJson.status).toBe(400);
      const secured = await post('/api/mylo/secured', session, { globalCode: 'NWM' });
      expect(secured.status).toBe(400);
      expect((await secured.json()).fieldErrors).toHaveProperty(['body.recRegId']);
    });
  });

  describe('rate limits', () => {
    it('limits guest lookups per client address, with Retry-After, and recovers after the window', async () => {
      const session = await newSession();
      // Distinct accounts, so only the per-address limit counts.
      for (let i = 0; i < LOOKUP_LIMIT_PER_ADDRESS.max; i += 1) {
        expect((await lookup(session, byAccount(String(19_000_000 + i), '10118'))).status).toBe(200);
      }
      const limited = await lookup(session, byAccount('10000001', '10118'));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOOKUP_LIMIT_PER_ADDRESS.windowMs / 1000);
      const body = await limited.json();
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.message).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
      // Another address is not affected.
      expect((await lookup(session, byAccount('10000001', '10118'), NORTHWIND, app, '203.0.113.99')).status).toBe(200);

      clock += retryAfter * 1000;
      await success(await lookup(session, byAccount('10000002', '60613')));
    });

    it('an account tried too often from anywhere asks for the bot check instead of locking its owner out (issue 16), and recovers', async () => {
      const session = await newSession();
      for (let i = 0; i < LOOKUP_LIMIT_PER_SUBJECT.max; i += 1) {
        const from = `192.0.2.${i + 1}`;
        expect(await failureCode(await lookup(session, byAccount('10000003', `0000${i}`), NORTHWIND, app, from))).toBe('USER_NOT_FOUND');
      }
      // Without a bot check the lookup does not go on, even with the right postal code, on a
      // publisher whose form shows no bot check (Northwind): the form shows it now.
      const asked = await lookup(session, byAccount('10000003', '90401'), NORTHWIND, app, '192.0.2.200');
      expect(asked.status).toBe(400);
      expect(await asked.json()).toEqual({ code: 'BOT_CHECK_FAILED', message: 'This account was tried too many times. Please complete the bot check and try again.' });
      // With a solved one, the owner is in; a wrong guess is still just not found.
      const owner = await newSession();
      await success(await lookup(owner, { ...byAccount('10000003', '90401'), botCheck: await solvedBotCheck(app, owner, NORTHWIND) }, NORTHWIND, app, '192.0.2.201'));
      const guesser = await newSession();
      const guess = { ...byAccount('10000003', '99999'), botCheck: await solvedBotCheck(app, guesser, NORTHWIND) };
      expect(await failureCode(await lookup(guesser, guess, NORTHWIND, app, '192.0.2.202'))).toBe('USER_NOT_FOUND');
      // A solution is good once.
      expect((await lookup(guesser, guess, NORTHWIND, app, '192.0.2.203')).status).toBe(400);
      // Other accounts are not affected.
      await success(await lookup(session, byAccount('10000001', '10118'), NORTHWIND, app, '192.0.2.204'));

      clock += LOOKUP_LIMIT_PER_SUBJECT.windowMs;
      await success(await lookup(await newSession(), byAccount('10000003', '90401'), NORTHWIND, app, '192.0.2.205'));
    });

    it('an email tried too often asks for the bot check too', async () => {
      const session = await newSession();
      for (let i = 0; i < LOOKUP_LIMIT_PER_SUBJECT.max; i += 1) {
        await lookup(session, byEmail('carla.mendes@example.com', `1111${i}`), NORTHWIND, app, `192.0.2.${50 + i}`);
      }
      const asked = await lookup(session, byEmail('CARLA.MENDES@example.com', '90401'), NORTHWIND, app, '192.0.2.99');
      expect(asked.status).toBe(400);
      expect((await asked.json()).code).toBe('BOT_CHECK_FAILED');
    });

    it('does not limit the refetch of an account the session already proved', async () => {
      const session = await newSession();
      await success(await lookup(session, byAccount('10000004', '02108')));
      for (let i = 0; i < LOOKUP_LIMIT_PER_ADDRESS.max + 2; i += 1) await success(await lookup(session, byAccount('10000004', '02108')));
    });

    it('keeps the counters in the database, keyed without clear-text addresses or emails', async () => {
      const session = await newSession();
      await lookup(session, byEmail('erin.kowalski@example.com', '98109'));
      const rows = await testDb.database.run((db) => db.select().from(rateLimits));
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toMatch(/erin|198\.51\.100/);
    });
  });

  describe('authorisation of account-scoped calls', () => {
    it('a session bound to one account gets 403 on another account’s data', async () => {
      const session = await newSession();
      await success(await lookup(session, byAccount('10000001', '10118')));
      const response = await securedCheck(session, LINKED_IDENTITY_SUB);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'FORBIDDEN', message: expect.stringMatching(/not part of your session/) });
    });

    it('the secured check answers [] for a registration nobody holds, and 401 without a session', async () => {
      const session = await newSession();
      const response = await securedCheck(session, 'no-such-registration');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
      expect((await post('/api/mylo/secured', 'B'.repeat(43), { globalCode: 'NWM', recRegId: LINKED_IDENTITY_SUB })).status).toBe(401);
    });
  });

  describe('secure sign-in linking (call 5)', () => {
    const linkBody = (accessToken: string) => ({ myloIdentitySub: LINKED_IDENTITY_SUB, globalCode: 'NWM', accessToken });

    it('refuses every token (401 INVALID_TOKEN) when no verifier is configured, binding nothing', async () => {
      const session = await newSession();
      const response = await post('/api/mylo', session, linkBody('anything'));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid login token' });
      expect(await boundAccounts(session)).toEqual([]);
    });

    it('with a verifier: binds the identity’s accounts, which then pass the secured check and the lookup', async () => {
      const linked = createApp({
        ...options(),
        verifyAccessToken: async (token) => (token === 'valid-token' ? { sub: LINKED_IDENTITY_SUB } : null),
      });
      const session = await newSession(NORTHWIND, linked);
      const refused = await post('/api/mylo', session, linkBody('forged-token'), NORTHWIND, linked);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid login token' });

      const response = await post('/api/mylo', session, linkBody('valid-token'), NORTHWIND, linked);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        subscriptions: [{ prod_id: 'NWM', account_number: '10000014' }],
        resinAccounts: [],
        accountId: '10000014',
        postalCode: '98109',
      });
      expect(await boundAccounts(session)).toEqual(['10000014']);

      const check = await post('/api/mylo/secured', session, { globalCode: 'NWM', recRegId: LINKED_IDENTITY_SUB }, NORTHWIND, linked);
      expect(await check.json()).toEqual([{ RecRegId: LINKED_IDENTITY_SUB, accountNumber: '10000014', prodIdAlias: 'NWM' }]);
      const body = await success(await lookup(session, byAccount('10000014', '98109'), NORTHWIND, linked));
      expect(body.customers[0]).toMatchObject({ accountNumber: '10000014', recRegId: LINKED_IDENTITY_SUB });
    });

    it('with a verifier: an identity with no account yet gets empty subscriptions (the linking view follows)', async () => {
      const NEW_USER = '9b2e4f60-1c3d-4e5f-8a7b-6c5d4e3f2a10';
      const linked = createApp({ ...options(), verifyAccessToken: async () => ({ sub: NEW_USER }) });
      const session = await newSession(NORTHWIND, linked);
      const response = await post('/api/mylo', session, { myloIdentitySub: NEW_USER, globalCode: 'NWM', accessToken: 'valid' }, NORTHWIND, linked);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ subscriptions: [], resinAccounts: [] });
      expect(await boundAccounts(session)).toEqual([]);
      // A guest lookup of the secured account stays refused for this other identity.
      expect(await failureCode(await lookup(session, byAccount('10000014', '98109'), NORTHWIND, linked))).toBe('ACCOUNT_SECURED');
    });
  });
});
