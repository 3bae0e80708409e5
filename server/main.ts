import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db';
import { readEnv } from './env';
import { createLogger } from './log';
import { seedIfEmpty } from './seed';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await seedIfEmpty(database);

const app = createApp({ database, log, distDir: env.DIST_DIR, policy: { rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER } });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('portal listening', {
    url: `http://localhost:${info.port}`,
    database: database.kind,
    mail: env.SMTP_URL ? 'smtp' : 'outbox',
  });
});

async function shutdown(signal: string) {
  log.info('shutting down', { signal });
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
