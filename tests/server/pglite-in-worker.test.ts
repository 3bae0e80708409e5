import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, sqlStateOf } from '../../server/db/index';
import { inArrivalOrder } from '../../server/db/arrival-order';
import { IN_WORKER, PgliteInWorker } from '../../server/db/pglite-in-worker';

/** A fresh in-memory database on its worker for fn, closed after. */
async function withWorker(fn: (client: PgliteInWorker) => Promise<void>): Promise<void> {
  const client = await PgliteInWorker.open(undefined);
  try {
    await fn(client);
  } finally {
    await client.close();
  }
}

describe('PGlite on its worker thread', () => {
  it('answers queries in the row mode asked for, dates as PostgreSQL text (as drizzle maps them)', () =>
    withWorker(async (client) => {
    const objects = await client.query(`select 1 as n, date '2026-11-27' as day`);
    expect(objects.rows).toEqual([{ n: 1, day: '2026-11-27' }]);
    const arrays = await client.query('select $1::int + 1', [41], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[42]]);
    }));

  it('refuses to report a commit when a statement inside failed and PostgreSQL rolled back (25P02)', () =>
    withWorker(async (client) => {
    await client.query('create table kept (n int primary key)');
    const outcome = await client
      .transaction(async (tx) => {
        await tx.query('insert into kept values (1)');
        await tx.query('insert into kept values (1)').catch(() => undefined);
      })
      .catch((error: unknown) => error);
    expect(sqlStateOf(outcome)).toBe('25P02');
    expect((await client.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    }));

  it('refuses a parameter that cannot reach the worker, and answers the next query', async () => {
    const client = await PgliteInWorker.open(undefined);
    await expect(client.query('select $1', [() => 1])).rejects.toThrow();
    expect((await client.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    await client.close();
  });

  it('answers as an unavailable database once the worker is gone (the gateway answers 503)', async () => {
    const client = await PgliteInWorker.open(undefined);
    await client.close();
    const refused = await client.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});

describe('statements on the worker (issue 16 item 4)', () => {
  it('sends a statement of an older request before those a newer request issued first', () =>
    withWorker(async (client) => {
    await client.query('create sequence turn');
    const newer = inArrivalOrder(200, () => Array.from({ length: 2 + IN_WORKER }, () => client.query('select nextval($1) as n', ['turn'])));
    const older = await inArrivalOrder(100, () => client.query('select nextval($1) as n', ['turn']));
    await Promise.all(newer);
    // The first IN_WORKER of the newer request were already in the worker; the older one came next.
    expect(older.rows).toEqual([{ n: IN_WORKER + 1 }]);
    }));

  it('prepares a statement once and answers it again after a failure, a changed table and more statements than it keeps', () =>
    withWorker(async (client) => {
    await client.query('create table kept (n int primary key, label text)');
    const insert = 'insert into kept (n, label) values ($1, $2) returning *';
    expect((await client.query(insert, [1, 'one'])).rows).toEqual([{ n: 1, label: 'one' }]);
    const duplicate = await client.query(insert, [1, 'again']).catch((error: unknown) => error);
    expect(sqlStateOf(duplicate)).toBe('23505');
    expect((await client.query(insert, [2, 'two'])).rows).toEqual([{ n: 2, label: 'two' }]);
    // The prepared "returning *" now answers another row type: prepared anew, not 0A000.
    await client.query('alter table kept add column note text');
    expect((await client.query(insert, [3, 'three'])).rows).toEqual([{ n: 3, label: 'three', note: null }]);
    for (let i = 0; i < 300; i++) await client.query(`select $1::int + ${i} as n`, [1]);
    expect((await client.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0]).toEqual({ n: 256 });
    }));
});
