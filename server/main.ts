import { openDatabase } from './db';
import { readEnv } from './env';
import { publicOriginOf } from './http/origin';
import { createLogger } from './log';
import { parseFlowsAtlas } from './http/flows-atlas';
import { createPortal } from './portal';
import { holdsDemoData, seedIfEmpty } from './seed';
import { SEED_TODAY } from './seed/dates';
import { clockOn, daysBetween, isoDayOf } from './services/calendar';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);

const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await seedIfEmpty(database);

// The demo data sits on a fixed calendar; PORTAL_TODAY pins the server's day (tests set it to SEED_TODAY).
const now = env.PORTAL_TODAY ? clockOn(env.PORTAL_TODAY) : undefined;
const DEMO_CALENDAR_DRIFT_DAYS = 7;
if (!now && daysBetween(SEED_TODAY, isoDayOf(new Date())) > DEMO_CALENDAR_DRIFT_DAYS && (await holdsDemoData(database))) {
  log.warn('the demo data was seeded for another day', {
    seededFor: SEED_TODAY,
    hint: `windows counted from that day (returns, due dates) may have closed; PORTAL_TODAY=${SEED_TODAY} shows the demo as seeded`,
  });
}

const { server, mailer } = await createPortal({
  database,
  log,
  distDir: env.DIST_DIR,
  flowsAtlas: parseFlowsAtlas(env.FLOWS_ATLAS),
  policy: { rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER, ...(now ? { now } : {}) },
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL,
  publicOrigin: publicOriginOf(env.PUBLIC_URL, env.PORT),
  externalIssuer: env.IDP_ISSUER_URL ? { issuer: env.IDP_ISSUER_URL, audience: env.IDP_AUDIENCE } : undefined,
});
server.listen(env.PORT, env.HOST, () => {
  log.info('portal listening', {
    url: `http://localhost:${env.PORT}`,
    database: database.kind,
    ...(env.PORTAL_TODAY ? { calendarPinnedOn: env.PORTAL_TODAY } : {}),
    mail: mailer.mode,
    identityProvider: env.IDP_ISSUER_URL ?? 'embedded (/realms/portal)',
  });
});

// Confirmations of account changes are queued with the change and delivered after it commits.
const RELAY_EVERY_MS = 2_000;
let relaying = false;
const relay = setInterval(() => {
  if (relaying || mailer.mode !== 'smtp') return;
  relaying = true;
  mailer
    .relay()
    .catch((error: unknown) => log.error('mail relay failed', { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => (relaying = false));
}, RELAY_EVERY_MS);
relay.unref();

/** In-flight requests get this long to finish on SIGTERM before the pool closes anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function shutdown(signal: string) {
  log.info('shutting down', { signal });
  clearInterval(relay);
  // Stop accepting, let requests in flight finish (idle keep-alive sockets close now, and a request
  // whose client hung up still runs to its end), then close the pool.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections?.();
  const finished = closed.then(() => server.drained());
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
