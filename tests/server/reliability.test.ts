import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { mailOutbox } from '../../server/db/schema';
import type { Database } from '../../server/db';
import { createLogger, withLogContext } from '../../server/log';
import { seed } from '../../server/seed';
import { SEED_IDENTITY_USERS } from '../../server/seed/identity';
import { testDatabases, type TestDatabase } from './support/database';

/**
 * Issue 16: database faults answer 503 (never a dead process or a 500), every answer carries a
 * request id that is on every log line, 500s log their stack, and logs never hold SQL parameters,
 * session ids or personal data. API answers are not cached.
 */

const NORTHWIND = 'northwind.localhost:8080';

/** A database whose every call fails with `error` (a terminated connection, a bug). */
function failingDatabase(error: Error): Database {
  return {
    kind: 'postgres',
    run: () => Promise.reject(error),
    transaction: () => Promise.reject(error),
    close: () => Promise.resolve(),
  } as unknown as Database;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('logs', () => {
  it('put the request id on every line and censor SQL parameters, tokens and personal data', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    const sessionId = 'A'.repeat(20) + '_b-' + 'c'.repeat(20);
    withLogContext({ requestId: 'req-1' }, () => {
      log.error('gateway call failed', {
        error: `Failed query: update sessions set last_seen = $1 where id = $2\nparams: 2026-11-21,${sessionId},Alice Walker,1 Main St`,
        sessionId,
        email: 'alice.walker@example.com',
        customer: { name: 'Alice Walker', postalCode: '10118' },
        note: `seen ${sessionId} and card 4111 1111 1111 1111`,
      });
    });
    log.info('outside a request');
    expect(lines).toHaveLength(2);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'gateway call failed', requestId: 'req-1', sessionId: '[redacted]', email: '[redacted]' });
    expect(line.error).toBe('Failed query: update sessions set last_seen = $1 where id = $2\nparams: [redacted]');
    expect(line.customer).toEqual({ name: '[redacted]', postalCode: '[redacted]' });
    expect(lines[0]).not.toContain(sessionId);
    expect(lines[0]).not.toContain('Alice');
    expect(lines[0]).not.toContain('4111');
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('requestId');
  });
});

describe('gateway answers to faults', () => {
  const appWith = (database: Database, lines: string[] = []) =>
    createApp({ database, log: createLogger('info', (line) => lines.push(line)), distDir: 'dist', clientAddress: () => '198.51.100.1' });

  it('answers 503 with Retry-After when the database connection was terminated, and 500 with a logged stack for a bug', async () => {
    const terminated = appWith(failingDatabase(withCode('terminating connection due to administrator command', '57P01')));
    const busy = await terminated.request('/api/sessions', { method: 'POST', headers: { host: NORTHWIND } });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    const busyBody = (await busy.json()) as { code: string; requestId: string };
    expect(busyBody.code).toBe('UNAVAILABLE');
    expect(busyBody.requestId).toBe(busy.headers.get('x-request-id'));

    const lines: string[] = [];
    const broken = appWith(failingDatabase(new TypeError('Cannot read properties of undefined')), lines);
    const failed = await broken.request('/api/sessions', { method: 'POST', headers: { host: NORTHWIND, 'x-request-id': 'chosen-by-client' } });
    expect(failed.status).toBe(500);
    const requestId = failed.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await failed.json()) as { requestId: string }).requestId).toBe(requestId);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'gateway call failed');
    expect(logged).toMatchObject({ requestId, error: 'Cannot read properties of undefined' });
    expect(String(logged?.stack)).toMatch(/TypeError: Cannot read properties of undefined\n\s+at /);
  });
});

describe.each(testDatabases())('on $name', ({ name, open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    // Many sessions from one address: the per-address limit is not what this suite measures.
    app = createApp({ database: testDb.database, log: createLogger('silent'), distDir: 'dist', clientAddress: () => '198.51.100.2', policy: { rateLimitMultiplier: 1000 } });
  });
  afterAll(() => testDb?.dispose());

  it('answers every gateway call with X-Request-Id and Cache-Control: no-store', async () => {
    const session = await app.request('/api/sessions', { method: 'POST', headers: { host: NORTHWIND } });
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(session.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const config = await app.request('/api/AdminConfig?globalCode=NWM', { headers: { host: NORTHWIND } });
    expect(config.headers.get('cache-control')).toBeTruthy();
  });

  it('writes reset links on the configured scheme and port whatever the Host port, and sends HSTS under https', async () => {
    const identity = SEED_IDENTITY_USERS.find((u) => u.links.length === 0)!;
    const behindTls = createApp({
      database: testDb.database,
      log: createLogger('silent'),
      distDir: 'dist',
      clientAddress: () => '198.51.100.3',
      publicOrigin: { scheme: 'https', port: '' },
    });
    const host = 'northwind.localhost:6666';
    const session = ((await (await behindTls.request('/api/sessions', { method: 'POST', headers: { host } })).json()) as { sessionId: string }).sessionId;
    const asked = await behindTls.request('/api/passwordreset', {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-session-id': session },
      body: JSON.stringify({ email: identity.email, clientId: 'subscriber-portal' }),
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const mails = () => testDb.database.run((d) => d.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset')));
    await vi.waitFor(async () => expect(await mails()).toHaveLength(1));
    const [mail] = await mails();
    expect(mail?.body).toContain('https://northwind.localhost/realms/portal/login-actions/reset-credentials?key=');
    expect(mail?.body).not.toContain('6666');
    // Plain http (the demo) sends no HSTS.
    expect((await app.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
  });

  it.runIf(name === 'postgres')(
    'survives connections terminated under load: every answer is 200 or 503, and the next call works',
    async () => {
      const result = (await testDb.database.run((d) => d.execute(sql`select current_database() as db`))) as unknown as { rows: { db: string }[] };
      const db = result.rows[0]!.db;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const statuses = new Map<number, number>();
      let kills = 0;
      let stop = false;
      const killer = (async () => {
        while (!stop) {
          await new Promise((resolve) => setTimeout(resolve, 40));
          const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
          kills += killed.rowCount ?? 0;
        }
      })();
      const user = async () => {
        for (let i = 0; i < 15; i++) {
          const response =
            i % 2
              ? await app.request('/api/sessions', { method: 'POST', headers: { host: NORTHWIND } })
              : await app.request('/api/AdminConfig?globalCode=NWM', { headers: { host: NORTHWIND } });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      };
      try {
        await Promise.all(Array.from({ length: 20 }, user));
      } finally {
        stop = true;
        await killer;
        await admin.end();
      }
      expect(kills).toBeGreaterThan(0);
      expect([...statuses.keys()].every((status) => status === 200 || status === 503), JSON.stringify([...statuses])).toBe(true);
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(300);
      // Recovery, as a client following Retry-After sees it: a connection killed by the last round may
      // still be handed out once (a 503), then the pool has replaced it.
      const after: number[] = [];
      for (let i = 0; i < 5 && after.at(-1) !== 200; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 200));
        after.push((await app.request('/api/sessions', { method: 'POST', headers: { host: NORTHWIND } })).status);
      }
      expect(after.at(-1), JSON.stringify(after)).toBe(200);
      expect(after.every((status) => status === 200 || status === 503)).toBe(true);
    },
    60_000,
  );
});
