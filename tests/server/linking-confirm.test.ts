import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import { findByRecRegId } from '../../server/db/repositories/customers';
import { seed } from '../../server/seed';
import { CONFIRM_LINK_TTL_HOURS, confirmLinking, confirmToken, readConfirmToken } from '../../server/services/linking-confirm';
import { testDatabases, type TestDatabase } from './support/database';

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
