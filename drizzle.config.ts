import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate` writes SQL migrations for server/db/schema.ts into server/db/migrations.
 * Both drivers (PGlite and node-postgres) apply that same folder at open (server/db/index.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
