import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminConfigSchema, ZClientConfigSchema, ZCountryFooterSchema } from '../../contracts/schemas/config';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from './support/database';

describe.each(testDatabases())('gateway calls 1–3 on $name', ({ open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    app = createApp({ database: testDb.database, log: createLogger('silent'), distDir: 'dist' });
  });
  afterAll(() => testDb?.dispose());

  const get = (path: string, host = 'localhost:8080') => app.request(path, { headers: { host } });

  it('answers health with the database kind', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: testDb.database.kind });
  });

  it('discovers the publisher by host name (call 1)', async () => {
    const northwind = ZClientConfigSchema.parse(await (await get('/api/discovery', 'northwind.localhost:8080')).json());
    const boreale = ZClientConfigSchema.parse(await (await get('/api/discovery', 'BOREALE.localhost')).json());
    const fallback = ZClientConfigSchema.parse(await (await get('/api/discovery', 'unknown.example')).json());
    expect(northwind.globalCode).toBe('NWM');
    expect(boreale.globalCode).toBe('BOR');
    expect(fallback.globalCode).toBe('NWM');
  });

  it('answers the admin configuration of a globalCode (call 2)', async () => {
    const response = await get('/api/AdminConfig?globalCode=BOR');
    expect(response.status).toBe(200);
    const config = ZAdminConfigSchema.parse(await response.json());
    expect(config.ClientProperties.GlobalCode).toBe('BOR');
    expect(config.Branding.Locales).toEqual(['en-US', 'fr-CA']);
  });

  it('answers 404 with the error body for an unknown globalCode', async () => {
    const response = await get('/api/AdminConfig?globalCode=NOPE');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'No configuration exists for "NOPE".' });
  });

  it('answers 400 with field errors when globalCode is missing', async () => {
    const response = await get('/api/AdminConfig');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fieldErrors['query.globalCode']).toEqual(['Required']);
  });

  it('answers the footer country and then its country file (call 3)', async () => {
    const location = await (await get('/api/footer/location?globalCode=BOR')).json();
    expect(location).toEqual({ country: 'CA' });
    const response = await get(`/api/footer/countries/${location.country}.json?globalCode=BOR`);
    expect(response.status).toBe(200);
    const footer = ZCountryFooterSchema.parse(await response.json());
    expect(footer.lists.length).toBeGreaterThan(0);
    expect(footer.lists.every((l) => l.links.length > 0)).toBe(true);
  });

  it('rejects a malformed country file name with 400 and an unknown one with 404', async () => {
    expect((await get('/api/footer/countries/..%2Fsecrets?globalCode=BOR')).status).toBe(400);
    expect((await get('/api/footer/countries/ZZ.json?globalCode=BOR')).status).toBe(404);
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const response = await app.request('/api/GC-call-globalcustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': 'x'.repeat(32) },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('BAD_REQUEST');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });

  it('sends the security headers and the Content-Security-Policy', async () => {
    const response = await get('/api/discovery');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
