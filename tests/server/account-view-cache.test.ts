import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import * as schema from '../../server/db/schema';
import { KeptAnswers } from '../../server/services/account-view-cache';
import { testDatabases } from './support/database';
import { gatewayHarness } from './support/gateway-harness';

/**
 * The refetch after every action is answered from a copy while the account view's version stays
 * the same (issue 15; migration 0007, services/account-view-cache.ts). These tests hold the two
 * halves of that promise: the version moves with every commit that can change an answer, and the
 * copy is used, and dropped, by it.
 */

/** Tables whose rows never reach a lookup answer, and why; every other table of the schema is watched. */
const NOT_IN_THE_ANSWER: Record<string, string> = {
  footer_country_lists: 'the footer (§7 call 3)',
  issues: 'the issue catalogue (calls 19–20)',
  retention_offers: 'the cancel flow offers (call 25)',
  sessions: 'read for every call; what the answer depends on (proved accounts, channel, identity) is in the key',
  identity_users: 'the linking step, which runs on every refetch until the identity has secured the accounts (nothing kept before)',
  identity_links: 'secure sign-in (call 5)',
  password_reset_tokens: 'password reset',
  oidc_payloads: 'the identity provider',
  rate_limits: 'a refetch is not limited',
  analytics_events: 'analytics (call 31)',
  mail_outbox: 'outgoing mail',
  server_secrets: 'signing keys',
};

/** Every table of the schema, by its SQL name. */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));

const versionOf = async (database: Database) => {
  const result = (await database.run((db) => db.execute(sql`select "version"::text as "version" from "account_view_version"`))) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version;
};

describe.each(testDatabases())('account view version and the refetch copy on $name', ({ name, open }) => {
  const { db, signIn, refetch } = gatewayHarness(open);

  it('watches every table of the schema that a lookup answer is built from', async () => {
    const result = (await db().run((d) =>
      d.execute(sql`select distinct "event_object_table" as "table" from information_schema.triggers where "trigger_name" like '%\_account\_view'`),
    )) as unknown as { rows: { table: string }[] };
    const watched = result.rows.map((r) => r.table).sort();
    expect(watched).toEqual(tables.filter((t) => !(t in NOT_IN_THE_ANSWER)).sort());
    expect(Object.keys(NOT_IN_THE_ANSWER).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('moves the version on a commit to a watched table (even one that changed no row), not on the others', async () => {
    for (const table of tables) {
      const before = await versionOf(db());
      await db().run((d) => d.execute(sql`delete from ${sql.identifier(table)} where false`));
      const after = await versionOf(db());
      if (table in NOT_IN_THE_ANSWER) expect(after, table).toBe(before);
      else expect(BigInt(after), table).toBeGreaterThan(BigInt(before));
    }
  });

  it('moves it once per transaction, and not for one rolled back', async () => {
    const before = BigInt(await versionOf(db()));
    await db().transaction(async (tx) => {
      await tx.execute(sql`update "customers" set "first_name" = "first_name" where "account_number" = '10000001'`);
      await tx.execute(sql`update "orders" set "order_date" = "order_date" where false`);
    });
    const once = BigInt(await versionOf(db()));
    expect(once).toBe(before + 1n);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update "customers" set "first_name" = 'Rolled' where "account_number" = '10000001'`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(BigInt(await versionOf(db()))).toBe(once);
  });

  it.runIf(name === 'postgres')('keeps the old version for other connections until the write commits', async () => {
    const before = await versionOf(db());
    let seenInside = '';
    await db().transaction(async (tx) => {
      await tx.execute(sql`update "customers" set "first_name" = "first_name" where "account_number" = '10000001'`);
      // Another connection of the pool, as another gateway process would read it.
      seenInside = await versionOf(db());
    });
    expect(seenInside).toBe(before);
    expect(await versionOf(db())).not.toBe(before);
  });

  it('answers a refetch from the copy while the version stays, and afresh once a commit moves it', async () => {
    const session = await signIn('10000003');
    const first = await refetch(session, '10000003');
    // A write that does not move the version (its trigger off) is not seen: the copy answers.
    await db().run(async (d) => {
      await d.execute(sql`alter table "customers" disable trigger "customers_account_view"`);
      await d.execute(sql`update "customers" set "email" = 'unseen@example.com' where "account_number" = '10000003'`);
      await d.execute(sql`alter table "customers" enable trigger "customers_account_view"`);
    });
    expect(first.customers[0]?.email).not.toBe('unseen@example.com');
    expect((await refetch(session, '10000003')).customers[0]?.email).toBe(first.customers[0]?.email);
    // Any commit to a watched table moves it: the next refetch reads the rows again.
    await db().run((d) => d.execute(sql`update "orders" set "order_date" = "order_date" where false`));
    expect((await refetch(session, '10000003')).customers[0]?.email).toBe('unseen@example.com');
  });

  it('shows a write of another process (plain SQL, no gateway call) in the next refetch', async () => {
    const session = await signIn('10000003');
    await refetch(session, '10000003');
    await db().run((d) => d.execute(sql`update "customers" set "email" = 'changed@example.com' where "account_number" = '10000003'`));
    expect((await refetch(session, '10000003')).customers[0]?.email).toBe('changed@example.com');
  });
});

describe('KeptAnswers', () => {
  it('answers a copy only at the version it was built at, and within its time to live', () => {
    let now = 0;
    const kept = new KeptAnswers({ entries: 10, jsonBytes: 1_000, ttlMs: 100, now: () => now });
    kept.set('a', '7', { n: 1 });
    expect(kept.get('a', '7')).toEqual({ n: 1 });
    expect(kept.get('a', null)).toBeUndefined();
    now = 100;
    expect(kept.get('a', '7')).toBeUndefined();
    expect(kept.size).toEqual({ entries: 0, jsonBytes: 0 });
    kept.set('a', '7', { n: 1 });
    expect(kept.get('a', '8')).toBeUndefined();
    // A copy of an older version is dropped when seen, not kept for a version that will not return.
    expect(kept.size.entries).toBe(0);
    kept.set('b', null, { n: 2 });
    expect(kept.size.entries).toBe(0);
  });

  it('keeps at most its bound of JSON bytes and of entries, dropping the oldest first', () => {
    const kept = new KeptAnswers({ entries: 3, jsonBytes: 30, ttlMs: 60_000 });
    const answer = (n: number) => ({ s: 'x'.repeat(n) }); // {"s":"…"}: 8 + n bytes as JSON
    kept.set('a', '1', answer(0));
    kept.set('b', '1', answer(0));
    kept.set('c', '1', answer(7)); // 8 + 8 + 15 > 30: a goes
    expect(['a', 'b', 'c'].map((k) => kept.get(k, '1') !== undefined)).toEqual([false, true, true]);
    expect(kept.size).toEqual({ entries: 2, jsonBytes: 23 });
    kept.set('big', '1', answer(25)); // larger than the whole bound: not kept, nothing dropped
    expect(kept.get('big', '1')).toBeUndefined();
    expect(kept.size.entries).toBe(2);
    const many = new KeptAnswers({ entries: 2, jsonBytes: 1_000, ttlMs: 60_000 });
    for (const k of ['a', 'b', 'c']) many.set(k, '1', answer(0));
    expect(['a', 'b', 'c'].map((k) => many.get(k, '1') !== undefined)).toEqual([false, true, true]);
    // Keeping a key again replaces its copy and its size.
    many.set('c', '2', answer(3));
    expect(many.size).toEqual({ entries: 2, jsonBytes: 19 });
  });
});
