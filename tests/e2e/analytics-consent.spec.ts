import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase, type Database } from '../../server/db';
import { INTL_WARM_UP_SOURCE } from '../../server/http/intl-warm-up';
import { publishers } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createPortal, type Portal } from '../../server/portal';
import { seed } from '../../server/seed';

/**
 * Issue 17 item 6: a publisher's analytics trackers load only with the subscriber's consent, within
 * the page's Content-Security-Policy. The seeded demo has no trackers, so this file runs its own
 * portal (same code, own in-memory database) with trackers configured here, not in the seed.
 */
const TRACKER_ORIGIN = 'https://tracker.example.net';
const TRACKER_SCRIPT = 'window.__trackerRuns = (window.__trackerRuns || 0) + 1; window.__trackerId = document.currentScript && document.currentScript.dataset.trackerId;';

let database: Database;
let portal: Portal;
let origin: string;

async function configureTrackers(globalCode: string) {
  const [row] = await database.run((db) => db.select({ adminConfig: publishers.adminConfig }).from(publishers).where(eq(publishers.globalCode, globalCode)));
  const adminConfig = structuredClone(row!.adminConfig);
  adminConfig.ThirdPartyIntegrations.Trackers = [{ Name: 'primary', Id: `${globalCode}-PRIMARY`, ScriptUrl: `${TRACKER_ORIGIN}/${globalCode}/primary.js` }];
  await database.run((db) => db.update(publishers).set({ adminConfig }).where(eq(publishers.globalCode, globalCode)));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await openDatabase({ dataDir: 'memory://' });
  await seed(database);
  await configureTrackers('NWM');
  await configureTrackers('BOR');
  portal = await createPortal({ database, log: createLogger('warn'), distDir: process.env.E2E_DIST_DIR ?? 'dist', policy: { rateLimitMultiplier: 100 } });
  await new Promise<void>((resolve) => portal.server.listen(0, '127.0.0.1', resolve));
  origin = `localhost:${(portal.server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => portal?.server.close(resolve));
  portal?.server.closeAllConnections?.();
  await database?.close();
});

/** Serves the tracker's script from the test and records each request for it. */
async function fakeTracker(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${TRACKER_ORIGIN}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: TRACKER_SCRIPT });
  });
  return requests;
}

test('a publisher with a tracker asks first, loads nothing before consent, and loads the script once allowed', async ({ page }) => {
  const requests = await fakeTracker(page);
  await page.goto(`http://${origin}/login`);
  const prompt = page.getByRole('region', { name: 'Analytics cookies' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns)).toBeUndefined();

  // Keyboard: the choice is reachable and announced by its heading.
  await prompt.getByRole('button', { name: 'Allow analytics' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect.poll(() => requests).toEqual([`${TRACKER_ORIGIN}/NWM/primary.js`]);
  // The script ran: the page's Content-Security-Policy allows this publisher's tracker origin.
  await expect.poll(() => page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns)).toBe(1);
  expect(await page.evaluate(() => (window as { __trackerId?: string }).__trackerId)).toBe('NWM-PRIMARY');

  // Remembered: the next visit loads it without asking.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns)).toBe(1);
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
});

test('the prompt speaks French on a French page, and Decline loads nothing, now or on the next visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  const requests = await fakeTracker(page);
  await page.goto(`http://boreale.${origin}/login`);
  const prompt = page.getByRole('region', { name: 'Témoins de mesure d’audience' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Rien n’est mesuré sans votre autorisation.');
  await prompt.getByRole('button', { name: 'Refuser' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('region', { name: 'Témoins de mesure d’audience' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await context.close();
});

test('Cookie preferences in the footer withdraws the consent: asked again, and after Decline the page reloads without the tracker', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T12:00:00-05:00'));
  const requests = await fakeTracker(page);
  await page.goto(`http://${origin}/login`);
  const runs = () => page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns);
  // No control before a choice: the prompt itself is the control.
  await expect(page.getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Analytics cookies' }).getByRole('button', { name: 'Allow analytics' }).click();
  await expect.poll(runs).toBe(1);

  const preferences = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
  await page.evaluate(() => document.fonts.ready);
  // What the subscriber sees (a fixed clock: the footer's year): the footer with its new control, then the prompt.
  await expect(page.getByRole('contentinfo')).toHaveScreenshot('nw-en-footer-cookie-preferences.png');
  await preferences.click();
  const prompt = page.getByRole('region', { name: 'Analytics cookies' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveScreenshot('nw-en-consent-prompt.png', { caret: 'hide' });
  await expect(preferences).toHaveCount(0);
  // Forgotten: a page load now asks first and loads nothing.
  expect(await page.evaluate(() => localStorage.getItem('portal.analytics-consent.NWM'))).toBeNull();

  // Declined after the script ran: it cannot be unloaded, so the page loads again without it.
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Decline' }).click()]);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await runs()).toBeUndefined();
  await expect(page.locator('script[id^="analytics-"]')).toHaveCount(0);
  expect(requests).toEqual([`${TRACKER_ORIGIN}/NWM/primary.js`]);
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
});

test('in French, Préférences en matière de témoins asks again and a new Allow loads the tracker', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-21T12:00:00-05:00'));
  const requests = await fakeTracker(page);
  await page.goto(`http://boreale.${origin}/login`);
  const prompt = page.getByRole('region', { name: 'Témoins de mesure d’audience' });
  await expect(prompt).toContainText('Vous pouvez changer votre choix en tout temps');
  await page.evaluate(() => document.fonts.ready);
  await expect(prompt).toHaveScreenshot('bor-fr-consent-prompt.png');
  await prompt.getByRole('button', { name: 'Refuser' }).click();
  const preferences = page.getByRole('contentinfo').getByRole('button', { name: 'Préférences en matière de témoins' });
  await expect(preferences).toHaveScreenshot('bor-fr-cookie-preferences-link.png');
  await preferences.click();
  await expect(prompt).toBeVisible();
  await expect(prompt).not.toContainText(/Cookie|Allow|Decline/);
  await prompt.getByRole('button', { name: 'Autoriser la mesure d’audience' }).click();
  await expect.poll(() => requests).toEqual([`${TRACKER_ORIGIN}/BOR/primary.js`]);
  await context.close();
});

test('the demo publishers, seeded without trackers, show no prompt and load no tracker', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== 'boreale.localhost' && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  const { port } = new URL(baseURL!);
  for (const host of ['localhost', 'boreale.localhost']) {
    const response = await page.goto(`http://${host}:${port}/login`);
    expect(response!.headers()['content-security-policy']).toContain(`script-src 'self' ${INTL_WARM_UP_SOURCE};`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Analytics cookies|Témoins de mesure/ })).toHaveCount(0);
    await expect(page.locator('script[id^="analytics-"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Cookie preferences|Préférences en matière de témoins/ })).toHaveCount(0);
  }
  expect(foreign).toEqual([]);
});
