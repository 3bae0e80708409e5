import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/index';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, for PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseTarget {
  name: string;
  /** A fresh, migrated, empty database. */
  open(): Promise<TestDatabase>;
}

/**
 * The databases server tests run against: in-memory PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (as CI does). Each `open()` on PostgreSQL creates its own
 * `portal_test_<random>` database on that server and drops it on dispose.
 *
 *   describe.each(testDatabases())('$name', ({ open }) => { ... })
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openDatabase({ dataDir: 'memory://' });
        return { database, dispose: () => database.close() };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push({ name: 'postgres', open: () => openThrowawayPostgres(adminUrl) });
  return targets;
}

async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openThrowawayPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  // The name is ours (hex), so it is safe to splice into DDL, which takes no parameters.
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString() });
  } catch (error) {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}"`));
    throw error;
  }
  return {
    database,
    async dispose() {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
