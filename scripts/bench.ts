/**
 * `npm run bench` (issue 15): first-load cost of the portal measured in a real browser, on both
 * publishers. It starts the built server (dist/ or BENCH_DIST_DIR, in-memory database, BENCH_PORT,
 * default 8190), opens each page in a fresh headless Chromium context (no cache) and records every
 * response:
 *
 * - `/login` of Northwind (localhost) and Boréale (boreale.localhost): JS and CSS as gzip (each
 *   body compressed at level 9, so the figure does not depend on the server's compression), the
 *   files, the requests sent before the sign-in form is usable (its first control visible and
 *   enabled) and the cumulative layout shift of the load;
 * - the signed-in summary: every script fetched from /login through the summary after a sign-in.
 *
 * It prints a table of figure, budget and verdict, `--json` writes bench/bench.json, and the exit
 * code is 1 when a budget is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium';
import { layoutShiftSoFar, watchLayoutShifts } from '../tests/e2e/support/layout-shift';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const ORIGIN = { northwind: `http://localhost:${PORT}`, boreale: `http://boreale.localhost:${PORT}` } as const;
type Publisher = keyof typeof ORIGIN;

const KB = 1024;
/** Issue 15 targets. */
const BUDGET = {
  loginJs: 150 * KB,
  loginCss: 15 * KB,
  loginRequests: 20,
  summaryJs: 200 * KB,
  /** Cumulative layout shift of the /login load (desktop viewport), as Lighthouse scores it. */
  loginCls: 0.02,
};

/** A read-only Northwind demo account (the visual suite signs in with it too). */
const SUMMARY_ACCOUNT = { account: '10000008', postalCode: '30309' };

interface Load {
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  requestsBeforeUsable: number;
  cumulativeLayoutShift: number;
  files: string[];
}

interface Recorder {
  responses: Response[];
  requests: number;
}

function record(page: Page): Recorder {
  const recorder: Recorder = { responses: [], requests: 0 };
  page.on('request', () => void recorder.requests++);
  page.on('response', (response) => void recorder.responses.push(response));
  return recorder;
}

async function gzipSizes(responses: Response[]) {
  let js = 0;
  let css = 0;
  let jsFiles = 0;
  const files: string[] = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    if (response.status() !== 200) continue;
    const size = gzipSync(await response.body(), { level: 9 }).length;
    files.push(new URL(response.url()).pathname);
    if (type === 'script') {
      js += size;
      jsFiles++;
    } else css += size;
  }
  return { js, css, jsFiles, files };
}

const findButton = (page: Page) => page.getByRole('button', { name: 'Find Your Account' });

/**
 * What a visitor acts on first: Northwind's "Find your account" choice, Boréale's first tab form
 * (its bot check, which enables the submit button). Usable once it is visible, enabled and no
 * loading indicator is left in the page.
 */
function usableControl(page: Page, publisher: Publisher) {
  return publisher === 'northwind'
    ? page.getByRole('combobox', { name: 'Find your account' }).and(page.locator(':enabled'))
    : page.getByRole('checkbox', { name: 'I am not a robot' }).and(page.locator(':enabled'));
}

async function measureLogin(browser: Browser, publisher: Publisher): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const recorder = record(page);
  await page.goto(`${ORIGIN[publisher]}/login`);
  await usableControl(page, publisher).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [role="status"][aria-label="Loading"]'));
  const requestsBeforeUsable = recorder.requests;
  // What loads on its own after the form shows (lazy parts of the screen) is first load too.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const cumulativeLayoutShift = await layoutShiftSoFar(page);
  const sizes = await gzipSizes(recorder.responses);
  await context.close();
  return { jsGzipBytes: sizes.js, cssGzipBytes: sizes.css, jsFiles: sizes.jsFiles, requestsBeforeUsable, cumulativeLayoutShift, files: sizes.files };
}

async function measureSummary(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const recorder = record(page);
  await page.goto(`${ORIGIN.northwind}/login`);
  await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
  await page.getByRole('textbox', { name: 'Account Number' }).fill(SUMMARY_ACCOUNT.account);
  await page.getByRole('textbox', { name: 'Postal Code' }).fill(SUMMARY_ACCOUNT.postalCode);
  await findButton(page).click();
  await page.waitForURL(/\/accounts\/summary$/, { timeout: 30_000 });
  await page.locator('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const sizes = await gzipSizes(recorder.responses);
  await context.close();
  return { jsGzipBytes: sizes.js, cssGzipBytes: sizes.css, jsFiles: sizes.jsFiles, files: sizes.files };
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DIST_DIR: process.env.BENCH_DIST_DIR ?? 'dist', RATE_LIMIT_MULTIPLIER: '100' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}); is port ${PORT} free?`);
    try {
      if ((await fetch(`${ORIGIN.northwind}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz on port ${PORT} within 2 minutes`);
}

function stopServer(server: ChildProcess) {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

interface Row {
  figure: string;
  value: number;
  budget: number;
  unit: 'kB' | 'requests' | 'score';
}

const show = (row: Row, n: number) => (row.unit === 'kB' ? `${(n / KB).toFixed(1)} kB` : row.unit === 'score' ? n.toFixed(3) : String(n));

async function main() {
  const server = await startServer();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    for (const publisher of ['northwind', 'boreale'] as const) {
      const load = await measureLogin(browser, publisher);
      details[`/login ${publisher}`] = load;
      rows.push(
        { figure: `/login ${publisher} JS gzip (${load.jsFiles} files)`, value: load.jsGzipBytes, budget: BUDGET.loginJs, unit: 'kB' },
        { figure: `/login ${publisher} CSS gzip`, value: load.cssGzipBytes, budget: BUDGET.loginCss, unit: 'kB' },
        { figure: `/login ${publisher} requests before usable`, value: load.requestsBeforeUsable, budget: BUDGET.loginRequests, unit: 'requests' },
        { figure: `/login ${publisher} layout shift (CLS)`, value: load.cumulativeLayoutShift, budget: BUDGET.loginCls, unit: 'score' },
      );
    }
    const summary = await measureSummary(browser);
    details['summary northwind'] = summary;
    rows.push({ figure: `signed-in summary JS gzip in all (${summary.jsFiles} files)`, value: summary.jsGzipBytes, budget: BUDGET.summaryJs, unit: 'kB' });
  } finally {
    await browser?.close();
    stopServer(server);
  }

  let over = false;
  console.log(`${'figure'.padEnd(52)} ${'value'.padStart(10)} ${'budget'.padStart(10)}  verdict`);
  for (const row of rows) {
    const within = row.value <= row.budget;
    over ||= !within;
    console.log(`${row.figure.padEnd(52)} ${show(row, row.value).padStart(10)} ${show(row, row.budget).padStart(10)}  ${within ? 'within' : 'OVER'}`);
  }
  if (process.argv.includes('--json')) {
    mkdirSync('bench', { recursive: true });
    writeFileSync('bench/bench.json', JSON.stringify({ rows, details, budget: BUDGET, withinBudget: !over }, null, 2) + '\n');
    console.log('wrote bench/bench.json');
  }
  if (over) {
    console.log('Over budget: see the rows marked OVER.');
    process.exitCode = 1;
  }
}

await main();
