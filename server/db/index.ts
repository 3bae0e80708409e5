import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  const client = await PGlite.create(inMemory ? undefined : dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });

  // PGlite has one connection: a FIFO queue keeps concurrent requests from interleaving their
  // statements with somebody else's open transaction.
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
  const asDb = db as unknown as Db;
  let closed = false;

  return {
    kind: 'pglite',
    run(fn) {
      const outer = current.getStore();
      if (outer) return fn(outer);
      return enqueue(() => current.run(asDb, () => fn(asDb)));
    },
    transaction(fn) {
      const outer = current.getStore();
      if (outer) return outer.transaction((tx) => current.run(tx as unknown as Db, () => fn(tx as unknown as Db)));
      return enqueue(() => asDb.transaction((tx) => current.run(tx as unknown as Db, () => fn(tx as unknown as Db))));
    },
    async close() {
      if (closed) return;
      closed = true;
      await enqueue(() => client.close());
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle pooled connection the server ends (a restart, an administrator, a dropped database)
  // emits an error on the pool; without a listener it would crash the process. The pool discards
  // that connection and opens a new one on the next query.
  pool.on('error', (error) => process.stderr.write(`database: idle connection closed: ${error.message}\n`));
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

  return {
    kind: 'postgres',
    run(fn) {
      const outer = current.getStore();
      if (outer) return fn(outer);
      return current.run(asDb, () => fn(asDb));
    },
    transaction(fn) {
      const outer = current.getStore() ?? asDb;
      return outer.transaction((tx) => current.run(tx as unknown as Db, () => fn(tx as unknown as Db)));
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
