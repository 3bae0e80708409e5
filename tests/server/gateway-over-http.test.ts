import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, createApp } from '../../server/app';
import { createPortalServer, type PortalServer } from '../../server/http/server';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from './support/database';
import { byAccount, NORTHWIND } from './support/gateway-harness';

/**
 * The gateway through the portal's real HTTP server (issue 15): the server reads a call's body
 * straight from the Node request and writes the answer as text, so what `app.request` covers in
 * the other suites is checked here over a socket: bodies, the size limit, headers, errors.
 */
describe('the gateway over HTTP', () => {
  let testDb: TestDatabase;
  let server: PortalServer;
  let base: string;

  beforeAll(async () => {
    testDb = await testDatabases()[0]!.open();
    await seed(testDb.database);
    const app = createApp({ database: testDb.database, log: createLogger('silent'), distDir: 'dist', policy: { lookupMinDurationMs: 0 } });
    server = createPortalServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testDb.dispose();
  });

  const post = (path: string, init: { headers?: Record<string, string>; body?: BodyInit; duplex?: 'half' } = {}) =>
    fetch(`${base}${path}`, { method: 'POST', ...init, headers: { host: NORTHWIND, ...init.headers } } as RequestInit);

  async function newSession() {
    const response = await post('/api/sessions');
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessionId: string }).sessionId;
  }

  it('answers a session and a guest sign-in, with the security headers, the request id and no-store', async () => {
    const created = await post('/api/sessions');
    expect(created.status).toBe(200);
    expect(created.headers.get('content-type')).toBe('application/json');
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    const { sessionId } = (await created.json()) as { sessionId: string };

    const lookUp = (encoding: string) =>
      post('/api/GC-call-globalcustomer', {
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId, 'accept-encoding': encoding },
        body: JSON.stringify(byAccount('10000001')),
      });
    const plain = await lookUp('gzip;q=0, identity');
    expect(plain.status).toBe(200);
    const body = (await plain.json()) as { customers: Array<{ accountNumber: string }> };
    expect(body.customers[0]?.accountNumber).toBe('10000001');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(body)));
    // The refetch, compressed for a browser that accepts it.
    const compressed = await lookUp('gzip');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')));
    expect(await compressed.json()).toEqual(body);
  });

  it('refuses a body over 64 kB with 413, whether it declares its length or streams it', async () => {
    const session = await newSession();
    const large = JSON.stringify({ ...byAccount('10000001'), filler: 'x'.repeat(70 * 1024) });
    const declared = await post('/api/GC-call-globalcustomer', { headers: { 'content-type': 'application/json', 'x-session-id': session }, body: large });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const bytes = new TextEncoder().encode(large);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const chunked = await post('/api/GC-call-globalcustomer', { headers: { 'content-type': 'application/json', 'x-session-id': session }, body: streamed, duplex: 'half' });
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 for a body that is not JSON, 404 for a path no call has, with the request id on errors', async () => {
    const session = await newSession();
    const broken = await post('/api/GC-call-globalcustomer', { headers: { 'content-type': 'application/json', 'x-session-id': session }, body: '{"magCode":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });

    const unknown = await post('/api/no-such-call');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a path parameter and a query as sent', async () => {
    const get = (path: string) => fetch(`${base}${path}`, { headers: { host: 'localhost:8080' } });
    const footer = await get('/api/footer/countries/CA.json?globalCode=BOR');
    expect(footer.status).toBe(200);
    expect(((await footer.json()) as { lists: unknown[] }).lists.length).toBeGreaterThan(0);
    expect((await get('/api/footer/countries/ZZ.json?globalCode=BOR')).status).toBe(404);
    expect((await get('/api/footer/countries/..%2Fsecrets?globalCode=BOR')).status).toBe(400);
    const missing = await get('/api/AdminConfig');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors['query.globalCode']).toEqual(['Required']);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip when named or starred, unless its q is 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, identity')).toBe(false);
    expect(acceptsGzip('identity, *;q=0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
