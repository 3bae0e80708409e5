import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminConfigSchema, ZAnalyticsTrackerSchema } from '../../contracts/schemas/config';
import { createApp } from '../../server/app';
import { INTL_WARM_UP_SOURCE } from '../../server/http/intl-warm-up';
import { trackerOriginsOf } from '../../server/http/security-headers';
import { publishers } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from './support/database';

const TRACKER = 'https://tracker.example.net';
const GA4 = 'https://www.googletagmanager.com';
/** Where GA4 sends its hits (region1.google-analytics.com and the like): not the script's origin. */
const GA4_DATA = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Issue 17 item 6: a publisher's tracker origins join the Content-Security-Policy of its own pages only. */
describe.each(testDatabases())('the Content-Security-Policy per host ($name)', ({ open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    // Northwind configures trackers for this test (the seeded demo has none).
    const [row] = await testDb.database.run((db) => db.select({ adminConfig: publishers.adminConfig }).from(publishers).where(eq(publishers.globalCode, 'NWM')));
    const adminConfig = structuredClone(row!.adminConfig);
    adminConfig.ThirdPartyIntegrations.Trackers = [
      { Name: 'primary', Id: 'NW-1', ScriptUrl: `${TRACKER}/primary.js` },
      { Name: 'ga4', Id: 'G-TEST', ScriptUrl: `${GA4}/gtag/js?id=G-TEST`, Origins: GA4_DATA },
    ];
    expect(ZAdminConfigSchema.safeParse(adminConfig).success).toBe(true);
    await testDb.database.run((db) => db.update(publishers).set({ adminConfig }).where(eq(publishers.globalCode, 'NWM')));
    const dist = mkdtempSync(join(tmpdir(), 'portal-csp-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    app = createApp({ database: testDb.database, log: createLogger('silent'), distDir: dist });
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  const policyOf = async (host: string, path = '/login') => {
    const response = await app.request(path, { headers: { host } });
    return { status: response.status, policy: response.headers.get('content-security-policy') ?? '' };
  };
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows the publisher’s tracker origins to run scripts, connect and load images on its pages', async () => {
    const { status, policy } = await policyOf('localhost:8080');
    expect(status).toBe(200);
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      expect(directive(policy, name)).toContain(TRACKER);
      expect(directive(policy, name)).toContain(GA4);
    }
    // GA4's hits go to google-analytics.com: allowed to receive beacons and serve pixels, never to run scripts.
    for (const origin of GA4_DATA) {
      expect(directive(policy, 'connect-src').split(' ')).toContain(origin);
      expect(directive(policy, 'img-src').split(' ')).toContain(origin);
      expect(directive(policy, 'script-src').split(' ')).not.toContain(origin);
    }
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('keeps another publisher’s pages, and the gateway, to our own origin', async () => {
    const boreale = await policyOf('boreale.localhost:8080');
    expect(boreale.status).toBe(200);
    expect(directive(boreale.policy, 'script-src')).toBe(`script-src 'self' ${INTL_WARM_UP_SOURCE}`);
    expect(boreale.policy).not.toContain(TRACKER);
    const api = await policyOf('localhost:8080', '/healthz');
    expect(directive(api.policy, 'script-src')).toBe(`script-src 'self' ${INTL_WARM_UP_SOURCE}`);
  });
});

describe('a tracker’s data origins', () => {
  const tracker = (Origins: string[]) => ({ Name: 'ga4', Id: 'G-TEST', ScriptUrl: `${GA4}/gtag/js`, Origins });
  it('are https origins only: no http, no path, nothing that could add a directive', () => {
    expect(ZAnalyticsTrackerSchema.safeParse(tracker(GA4_DATA)).success).toBe(true);
    expect(ZAnalyticsTrackerSchema.safeParse(tracker(['https://region1.google-analytics.com:443'])).success).toBe(true);
    for (const bad of ['http://google-analytics.com', 'https://google-analytics.com/collect', "https://a.example; script-src 'unsafe-inline'", '*', 'https://*', 'data:']) {
      expect(ZAnalyticsTrackerSchema.safeParse(tracker([bad])).success, bad).toBe(false);
      expect(trackerOriginsOf({ adminConfig: { ThirdPartyIntegrations: { Trackers: [tracker([bad])] } } }).data, bad).toEqual([]);
    }
  });
});
