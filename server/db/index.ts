import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PgliteInWorker } from './pglite-in-worker';
import { SharedOrExclusive } from './shared-or-exclusive';
import * as schema from './schema';

export { schema };

/** Drizzle over either driver; transactions hand the same type to their callback. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs fn with the database; for PGlite every call is queued FIFO on its single connection. */
  run<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction (queued likewise). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Migrations written by `npm run db:generate`; one folder for both drivers. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const DEFAULT_DATA_DIR = './data/pglite';
/** Any stable number: serialises migrations when several gateway processes start at once. */
const MIGRATION_LOCK_KEY = 7_420_311;

/**
 * url: postgres://... → node-postgres Pool; otherwise PGlite persisted in dataDir (default
 * ./data/pglite), or in memory when dataDir is 'memory://'. Runs the migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    if (!/^postgres(ql)?:\/\//.test(opts.url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
    return openPostgres(opts.url);
  }
  return openPglite(opts.dataDir ?? DEFAULT_DATA_DIR);
}

/**
 * A call made from inside another `run`/`transaction` callback (for example a repository
 * function called by a service that already holds a transaction) reuses the handle it is nested
 * in: on PGlite waiting for the queue would deadlock, and on PostgreSQL another pooled
 * connection would not see the transaction's uncommitted rows.
 */
const current = new AsyncLocalStorage<Db>();

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://' || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PgliteInWorker.open(inMemory ? undefined : dataDir);
  // drizzle's PGlite driver calls `query` and `transaction` only, which the worker's client answers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }

  // PGlite has one connection: a transaction has it to itself (no other call's statement may land
  // between its BEGIN and COMMIT); other calls share it, their statements queued in the worker.
  const connection = new SharedOrExclusive();
  /**
   * Per shared call: how many of its transactions have its share now (they may run side by side),
   * and whether the call has ended (a transaction it started may outlive it).
   */
  const share = new AsyncLocalStorage<{ lent: number; ended: boolean }>();
  const asDb = db as unknown as Db;
  let closed = false;

  return {
    kind: 'pglite',
    run(fn) {
      const outer = current.getStore();
      if (outer) return fn(outer);
      return (async () => {
        await connection.acquire(false);
        const call = { lent: 0, ended: false };
        try {
          return await share.run(call, () => current.run(asDb, () => fn(asDb)));
        } finally {
          call.ended = true;
          // While one of its transactions has the share, that transaction gives it back.
          if (call.lent === 0) connection.release(false);
        }
      })();
    },
    async transaction(fn) {
      const outer = current.getStore();
      const inTransaction = (tx: unknown) => current.run(tx as Db, () => fn(tx as Db));
      // Nested in a transaction: a savepoint of it, which already has the connection to itself.
      if (outer && outer !== asDb) return outer.transaction(inTransaction);
      const exclusive = () => connection.with(true, () => asDb.transaction(inTransaction));
      const caller = share.getStore();
      if (!outer || !caller) return exclusive();
      // Called from a shared call: its share is given up for the transaction (waiting for the
      // connection while holding a share of it would never end), then taken back once the last of
      // its transactions ended, unless the call is over by then. Meanwhile the call should await
      // its transaction before sending statements of its own: they would not wait for the lock.
      if (caller.ended) return exclusive();
      if (caller.lent++ === 0) connection.release(false);
      try {
        return await exclusive();
      } finally {
        if (--caller.lent === 0 && !caller.ended) await connection.acquire(false);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await connection.with(true, () => client.close());
    },
  };
}

/** How often a transaction that lost a serialization conflict or a deadlock runs in all. */
const TRANSACTION_TRIES = 3;

/** PostgreSQL's SQLSTATE of an error, through drizzle's wrapping (its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 40001 serialization_failure, 40P01 deadlock_detected. */
export const isRetryableConflict = (error: unknown) => ['40001', '40P01'].includes(sqlStateOf(error) ?? '');

/**
 * The database cannot answer now: the connection was terminated or lost (57P01–57P03 admin or
 * crash shutdown, class 08 connection exceptions, 53300 too many connections), the pool timed out,
 * or the socket failed. Such a call answers 503 and may be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (/^(08|57P0)/.test(state) || state === '53300')) return true;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const message = (e as { message?: unknown }).message;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(message)) return true;
  }
  return false;
}

async function openPostgres(url: string): Promise<Database> {
  // A call waits at most this long for a free connection, then answers 503 rather than hanging.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), connectionTimeoutMillis: 10_000 });
  // An idle pooled connection the server ends (a restart, an administrator, a dropped database)
  // emits an error on the pool; without a listener it would crash the process. The pool discards
  // that connection and opens a new one on the next query.
  pool.on('error', (error) => process.stderr.write(`database: idle connection closed: ${error.message}\n`));
  // A connection ended while checked out (terminated under load, a failover) emits 'error' on its
  // client, where the pool listens only while it is idle: without this listener the process exits.
  // The query in flight still rejects, and the gateway answers 503 (isDatabaseUnavailable).
  pool.on('connect', (client) => {
    client.on('error', (error) => process.stderr.write(`database: connection lost: ${error.message}\n`));
  });
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const asDb = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;

  /**
   * A transaction on a connection of its own, always given back: drizzle's pool-level transaction
   * never releases its connection when BEGIN fails (a connection terminated as it starts), which
   * drained the pool under faults. A connection that failed is given back as broken, so the pool
   * closes it instead of lending it again.
   */
  async function onOwnConnection<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    run(fn) {
      const outer = current.getStore();
      if (outer) return fn(outer);
      return current.run(asDb, () => fn(asDb));
    },
    async transaction(fn) {
      const outer = current.getStore();
      // A nested transaction is a savepoint of its outer one: only the outermost may start over.
      if (outer && outer !== asDb) return outer.transaction((tx) => current.run(tx as unknown as Db, () => fn(tx as unknown as Db)));
      for (let tries = 1; ; tries++) {
        try {
          return await onOwnConnection((client) =>
            (drizzleNodePg({ client, schema }) as unknown as Db).transaction((tx) => current.run(tx as unknown as Db, () => fn(tx as unknown as Db))),
          );
        } catch (error) {
          // A serialization failure or a deadlock rolled everything back: running it again is safe.
          if (tries >= TRANSACTION_TRIES || !isRetryableConflict(error)) throw error;
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
