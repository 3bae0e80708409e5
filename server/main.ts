import { openDatabase } from './db';
import { readEnv } from './env';
import { createLogger } from './log';
import { createPortal } from './portal';
import { seedIfEmpty } from './seed';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await seedIfEmpty(database);

const { server, mailer } = await createPortal({
  database,
  log,
  distDir: env.DIST_DIR,
  policy: { rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER },
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL,
  externalIssuer: env.IDP_ISSUER_URL ? { issuer: env.IDP_ISSUER_URL, audience: env.IDP_AUDIENCE } : undefined,
});
server.listen(env.PORT, env.HOST, () => {
  log.info('portal listening', {
    url: `http://localhost:${env.PORT}`,
    database: database.kind,
    mail: mailer.mode,
    identityProvider: env.IDP_ISSUER_URL ?? 'embedded (/realms/portal)',
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
