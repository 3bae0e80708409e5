import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIdentityUser } from '../../server/db/repositories/identity-users';
import { customers, identityUsers, mailOutbox } from '../../server/db/schema';
import { findByRecRegId } from '../../server/db/repositories/customers';
import { seed } from '../../server/seed';
import { CONFIRM_LINK_TTL_HOURS, confirmLinking, confirmToken, readConfirmToken } from '../../server/services/linking-confirm';
import { testDatabases, type TestDatabase } from './support/database';
import { byAccount, gatewayHarness } from './support/gateway-harness';

/**
 * Issue 16: an identity whose email is not the account's verified email on file secures the account
 * only through a confirmation link mailed to that email. The token is signed, expires, is spent on
 * use, and works only for the identity that asked.
 */
describe.each(testDatabases())('linking confirmation link ($name)', ({ open }) => {
  let testDb: TestDatabase;
  let customer: { id: number; publisherId: number; accountNumber: string };
  const asker = 'aaaaaaaa-1111-4111-8111-000000000001';
  const stranger = 'bbbbbbbb-2222-4222-8222-000000000002';

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    const rows = await testDb.database.run((db) =>
      db.select({ id: customers.id, publisherId: customers.publisherId, accountNumber: customers.accountNumber }).from(customers).where(eq(customers.accountNumber, '10000002')),
    );
    customer = rows[0]!;
  });
  afterAll(() => testDb.dispose());

  const mailed: string[] = [];
  const onSecured = async (c: { accountNumber: string }) => {
    mailed.push(c.accountNumber);
  };
  const securedTo = async () =>
    (
      await testDb.database.run((db) =>
        db.select({ secured: customers.secured, recRegId: customers.recRegId }).from(customers).where(and(eq(customers.id, customer.id))),
      )
    )[0]!;

  it('refuses a forged token and an expired one', async () => {
    const token = await confirmToken(testDb.database, customer.id, asker);
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ customerId: customer.id, sub: stranger, nonce: 'x', expiresAt: Date.now() + 1e9 })).toString('base64url');
    expect(await readConfirmToken(testDb.database, `${forgedPayload}.${signature}`)).toBeNull();
    expect(await readConfirmToken(testDb.database, `${payload}.${signature!.slice(1)}A`)).toBeNull();
    expect(await readConfirmToken(testDb.database, 'garbage')).toBeNull();
    const later = new Date(Date.now() + (CONFIRM_LINK_TTL_HOURS + 1) * 60 * 60 * 1000);
    expect(await readConfirmToken(testDb.database, token, later)).toBeNull();
    expect(await confirmLinking(testDb.database, customer.publisherId, null, asker, onSecured)).toEqual({ kind: 'refused', reason: 'invalid' });
    expect((await securedTo()).secured).toBe(false);
  });

  it('refuses another identity, secures for the asking one and mails the owner, then refuses reuse', async () => {
    const claim = await readConfirmToken(testDb.database, await confirmToken(testDb.database, customer.id, asker));
    expect(claim).not.toBeNull();
    expect(await confirmLinking(testDb.database, customer.publisherId, claim, stranger, onSecured)).toEqual({ kind: 'refused', reason: 'wrong-identity' });
    expect((await securedTo()).secured).toBe(false);
    expect(mailed).toEqual([]);

    const outcome = await confirmLinking(testDb.database, customer.publisherId, claim, asker, onSecured);
    expect(outcome.kind).toBe('secured');
    expect(await securedTo()).toEqual({ secured: true, recRegId: asker });
    expect(mailed).toEqual(['10000002']);
    expect((await findByRecRegId(testDb.database, customer.publisherId, asker)).map((c) => c.accountNumber)).toEqual(['10000002']);

    expect(await confirmLinking(testDb.database, customer.publisherId, claim, asker, onSecured)).toEqual({ kind: 'refused', reason: 'spent' });
    expect(mailed).toEqual(['10000002']);
  });

  it('never takes an account another identity holds', async () => {
    const claim = await readConfirmToken(testDb.database, await confirmToken(testDb.database, customer.id, stranger));
    expect(await confirmLinking(testDb.database, customer.publisherId, claim, stranger, onSecured)).toEqual({ kind: 'refused', reason: 'taken' });
    expect(await securedTo()).toEqual({ secured: true, recRegId: asker });
  });
});

/**
 * Issue 16 through the gateway: what the linking view's lookup answers about the confirmation link
 * (the masked email on file, or no email on file) and how often it mails it (once per account and
 * asking identity within policy.rateLimits.linkingConfirmMails, 15 minutes).
 */
describe.each(testDatabases())('linking lookup through the gateway ($name)', ({ open }) => {
  const gateway = gatewayHarness(open);
  const confirmMails = (to: string) =>
    gateway.db().run((db) => db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'linking-confirm'), eq(mailOutbox.toAddress, to))));
  async function identity(email: string, verified = false) {
    const id = randomUUID();
    await insertIdentityUser(gateway.db(), { id, email, passwordHash: 'not-used', givenName: 'Ada', familyName: 'Reader', locale: 'en-US' });
    if (verified) await gateway.db().run((db) => db.update(identityUsers).set({ emailVerified: true }).where(eq(identityUsers.id, id)));
    return id;
  }

  it('tells the linking view a link went to the email on file, masked, and mails it once', async () => {
    const sub = await identity(`reader-${randomUUID()}@example.net`);
    const found = await gateway.lookUp(await gateway.secureSession(sub), byAccount('10000001'));
    expect(found.customers[0]?.accountNumber).toBe('10000001');
    expect(found.linkingConfirmation).toEqual({ status: 'mailed', accountNumber: '10000001', maskedEmail: 'a•••@example.com' });
    expect(JSON.stringify(found.linkingConfirmation)).not.toContain('alice');
    const mails = await confirmMails('alice.walker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/login-actions/confirm-linking?token=');
    // Nothing is secured by asking.
    const [row] = await gateway.db().run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
    expect(row).toMatchObject({ secured: false, recRegId: null });
  });

  it('says so again on a repeat lookup within 15 minutes without mailing again; later, or for another identity, it mails', async () => {
    // The window is fixed (services/rate-limits.ts): start at the beginning of one.
    const window = 15 * 60_000;
    gateway.advance(window - (gateway.now().getTime() % window) + 1000);
    const before = (await confirmMails('ben.hayes@example.com')).length;
    const sub = await identity(`reader-${randomUUID()}@example.net`);
    const session = await gateway.secureSession(sub);
    const mailed = { status: 'mailed', accountNumber: '10000002', maskedEmail: 'b•••@example.com' };
    expect((await gateway.lookUp(session, byAccount('10000002'))).linkingConfirmation).toEqual(mailed);
    expect(await confirmMails('ben.hayes@example.com')).toHaveLength(before + 1);
    // The refetch after an action, and a new visit of the same identity, within the window.
    expect((await gateway.refetch(session, '10000002')).linkingConfirmation).toEqual(mailed);
    gateway.advance(10 * 60_000);
    expect((await gateway.lookUp(await gateway.secureSession(sub), byAccount('10000002'))).linkingConfirmation).toEqual(mailed);
    expect(await confirmMails('ben.hayes@example.com')).toHaveLength(before + 1);
    // Another identity asking for the same account is its own request.
    const other = await identity(`other-${randomUUID()}@example.net`);
    expect((await gateway.lookUp(await gateway.secureSession(other), byAccount('10000002'))).linkingConfirmation).toEqual(mailed);
    expect(await confirmMails('ben.hayes@example.com')).toHaveLength(before + 2);
    // Once the window is over, the same identity gets one more.
    gateway.advance(15 * 60_000);
    expect((await gateway.refetch(session, '10000002')).linkingConfirmation).toEqual(mailed);
    expect(await confirmMails('ben.hayes@example.com')).toHaveLength(before + 3);
  });

  it('an account without email on file says so (customer service links it) and mails nothing', async () => {
    const sub = await identity(`reader-${randomUUID()}@example.net`);
    const outbox = await gateway.db().run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'linking-confirm')));
    const found = await gateway.lookUp(await gateway.secureSession(sub), byAccount('10000026'));
    expect(found.customers[0]?.accountNumber).toBe('10000026');
    expect(found.linkingConfirmation).toEqual({ status: 'noEmail', accountNumber: '10000026' });
    expect(await gateway.db().run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'linking-confirm')))).toHaveLength(outbox.length);
  });

  it('says nothing of a confirmation to a guest, nor to the verified owner of the email on file (linked at once)', async () => {
    expect((await gateway.lookUp(await gateway.newSession(), byAccount('10000003'))).linkingConfirmation).toBeUndefined();
    const [account] = await gateway.db().run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000003')));
    const owner = await identity(account!.email!, true);
    const found = await gateway.lookUp(await gateway.secureSession(owner), byAccount('10000003'));
    expect(found.linkingConfirmation).toBeUndefined();
    expect(found.customers[0]).toMatchObject({ accountNumber: '10000003', recRegId: owner });
  });
});
