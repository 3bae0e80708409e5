import { openDatabase } from '../db/index';
import { seed } from './index';

/**
 * `npm run seed` loads the demo data into an empty database; `npm run seed -- --reset` empties
 * every table first. DATABASE_URL selects PostgreSQL, else PGlite in DATA_DIR (as for the server) or ./data/pglite.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? './data/pglite' });
  try {
    const started = Date.now();
    await seed(database, { reset });
    console.log(`Seeded ${database.kind} database${reset ? ' (reset)' : ''} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
