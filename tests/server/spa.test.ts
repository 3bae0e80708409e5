import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminConfigSchema, ZClientConfigSchema } from '../../contracts/schemas/config';
import { createApp } from '../../server/app';
import { parseFlowsAtlas } from '../../server/http/flows-atlas';
import { scriptSafeJson } from '../../server/http/page-head';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from './support/database';

/** A small built SPA: index.html, a manifest, hashed assets (one with a brotli copy), unhashed files. */
function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'brands/northwind'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets/index-a1.js'), 'console.log("entry");'.repeat(50));
  writeFileSync(join(dir, 'assets/index-a1.js.br'), brotliCompressSync('console.log("entry");'.repeat(50)));
  writeFileSync(join(dir, 'assets/LoginScreen-b2.js'), 'export default 1;');
  writeFileSync(join(dir, 'assets/Tabs-c3.js'), 'export default 2;');
  writeFileSync(join(dir, 'assets/LoginScreen-b2.css'), 'a{}');
  writeFileSync(join(dir, 'assets/AccountNumberForm-d4.js'), 'export default 3;');
  writeFileSync(join(dir, 'assets/EmailForm-e5.js'), 'export default 4;');
  writeFileSync(join(dir, 'assets/messages-en.js'), 'export const messages = {};');
  writeFileSync(join(dir, 'assets/messages-fr.js'), 'export const messages = {};');
  writeFileSync(join(dir, 'payment-capture.js'), 'window.PortalPaymentCapture = {};');
  writeFileSync(join(dir, 'brands/northwind/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-a1.js', isEntry: true },
      'src/features/login/LoginScreen.tsx': { file: 'assets/LoginScreen-b2.js', imports: ['_Tabs.js', 'src/main.tsx'], css: ['assets/LoginScreen-b2.css'] },
      '_Tabs.js': { file: 'assets/Tabs-c3.js' },
      'src/features/login/forms/AccountNumberForm.tsx': { file: 'assets/AccountNumberForm-d4.js', imports: ['_Tabs.js'] },
      'src/features/login/forms/EmailForm.tsx': { file: 'assets/EmailForm-e5.js' },
      'src/i18n/locales/en-US/messages.po': { file: 'assets/messages-en.js' },
      'src/i18n/locales/fr-CA/messages.po': { file: 'assets/messages-fr.js' },
    }),
  );
  return dir;
}

/** The configuration the page carries, read as the client reads it. */
function pageConfigOf(html: string): unknown {
  const match = /<script id="portal-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('serving the SPA (issue 15)', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let dist: string;

  beforeAll(async () => {
    testDb = await testDatabases()[0]!.open();
    await seed(testDb.database);
    dist = writeDist();
    app = createApp({ database: testDb.database, log: createLogger('silent'), distDir: dist });
  });
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host: 'localhost:8080', ...headers } });

  it("writes the host's publisher configuration into the page, as calls 1 and 2 answer it", async () => {
    for (const [host, globalCode] of [['localhost:8080', 'NWM'], ['boreale.localhost', 'BOR']] as const) {
      const html = await (await get('/login', { host })).text();
      const config = pageConfigOf(html) as { clientConfig: unknown; adminConfig: unknown };
      const clientConfig = ZClientConfigSchema.parse(config.clientConfig);
      expect(clientConfig.globalCode).toBe(globalCode);
      expect(clientConfig).toEqual(await (await get('/api/discovery', { host })).json());
      expect(ZAdminConfigSchema.parse(config.adminConfig)).toEqual(await (await get(`/api/AdminConfig?globalCode=${globalCode}`, { host })).json());
    }
  });

  it('serves the page for / and /index.html too, never the raw file', async () => {
    for (const path of ['/', '/index.html', '/accounts/summary']) {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(pageConfigOf(await response.text()), path).not.toBeNull();
    }
  });

  it("preloads the route's screen with its imports and CSS, and the catalog of the browser's language", async () => {
    const html = await (await get('/login', { 'accept-language': 'fr-CA,fr;q=0.9' })).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginScreen-b2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Tabs-c3.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/LoginScreen-b2.css">');
    expect(html).toContain('href="/assets/messages-fr.js"');
    expect(html).not.toContain('href="/assets/messages-en.js"');
    // The entry is already in the page: not listed twice.
    expect(html.match(/assets\/index-a1\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="preload" as="image" href="/brands/northwind/logo.svg">');
    const summary = await (await get('/accounts/orders')).text();
    expect(summary).not.toContain('LoginScreen');
    expect(summary).toContain('href="/assets/messages-en.js"');
  });

  it('warms the locale data on the account pages only, in the one inline script the policy allows', async () => {
    const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
    for (const path of ['/accounts', '/accounts/summary', '/accounts/orders']) {
      const response = await get(path);
      const [warmUp, ...others] = inlineScripts(await response.text());
      expect(warmUp, path).toContain('new Intl.DateTimeFormat(');
      expect(others, path).toEqual([]);
      const scriptSrc = response.headers.get('content-security-policy')!.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc.split(' '), path).toContain(`'sha256-${createHash('sha256').update(warmUp!).digest('base64')}'`);
      expect(scriptSrc.split(' '), path).not.toContain("'unsafe-inline'");
    }
    for (const path of ['/login', '/accountsummary']) expect(inlineScripts(await (await get(path)).text()), path).toEqual([]);
  });

  it("preloads the guest form /login opens with, as the publisher's sign-in configures it, and no other", async () => {
    // Boréale opens its tabs on the account number form (DefaultLogin); Northwind's visitor chooses first.
    const boreale = await (await get('/login', { host: 'boreale.localhost' })).text();
    expect(boreale).toContain('<link rel="modulepreload" crossorigin href="/assets/AccountNumberForm-d4.js">');
    expect(boreale.match(/assets\/Tabs-c3\.js/g), 'an import shared with the screen is listed once').toHaveLength(1);
    expect(boreale).not.toContain('EmailForm');
    const northwind = await (await get('/login')).text();
    expect(northwind).toContain('LoginScreen-b2.js');
    expect(northwind).not.toContain('Form-');
    // Only /login opens a form.
    expect(await (await get('/accounts/summary', { host: 'boreale.localhost' })).text()).not.toContain('AccountNumberForm');
  });

  it('keeps configured text from closing the script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script> & \u2028' });
  });

  it('sends the brotli copy when the browser takes it, and caches hashed files for a year', async () => {
    const br = await get('/assets/index-a1.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/index-a1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log("entry")');
  });

  it('caches the unhashed payment-capture script and brand files for a day, and 404s a missing asset', async () => {
    for (const path of ['/payment-capture.js', '/brands/northwind/logo.svg']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    const missing = await get('/assets/gone-x1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('serves the flow atlas by default, and not where FLOWS_ATLAS turns it off (issue 14)', async () => {
    expect((await get('/flows')).status).toBe(200);
    expect((await get('/flows/session')).status).toBe(200);
    const off = createApp({ database: testDb.database, log: createLogger('silent'), distDir: dist, flowsAtlas: parseFlowsAtlas('off') });
    for (const path of ['/flows', '/flows/session']) {
      expect((await off.request(path, { headers: { host: 'localhost:8080' } })).status).toBe(404);
    }
    expect((await off.request('/login', { headers: { host: 'localhost:8080' } })).status).toBe(200);
    // On for one publisher's host only.
    const one = createApp({ database: testDb.database, log: createLogger('silent'), distDir: dist, flowsAtlas: parseFlowsAtlas('northwind.localhost') });
    expect((await one.request('/flows', { headers: { host: 'northwind.localhost:8080' } })).status).toBe(200);
    expect((await one.request('/flows', { headers: { host: 'boreale.localhost:8080' } })).status).toBe(404);
  });
});
