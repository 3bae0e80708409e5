/**
 * Lighthouse for `npm run bench` (issue 15): performance, accessibility and best practices of
 * /login on both publishers and of a signed-in summary, as a mobile visitor (Lighthouse's default:
 * a Moto G class phone, 4x CPU slowdown, slow 4G, simulated) and on a desktop, several runs each.
 *
 * Lighthouse drives a page of our own Chromium (puppeteer-core over the DevTools port). The
 * summary needs a signed-in tab: the session id lives in that tab's sessionStorage, so the audit
 * signs in first, keeps the tab's storage (`disableStorageReset`) and empties the HTTP cache
 * instead, so the summary still loads every script from the network as a first visit would.
 */
import { writeFileSync } from 'node:fs';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { spreadOf, type Spread } from './spread';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseTarget {
  name: string;
  url: string;
  /** Puts the tab in the state the audit starts from (a sign-in); the audit then loads `url`. */
  prepare?: (page: Page) => Promise<void>;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function launchBrowser(executablePath: string, args: string[]): Promise<Browser> {
  return puppeteer.launch({ executablePath, args: [...args, '--headless=new'], headless: true, defaultViewport: null });
}

/** Signs in as a guest by account number and postal code, as a subscriber would, and waits for the summary. */
export async function signInAsGuest(page: Page, loginUrl: string, account: { account: string; postalCode: string }): Promise<void> {
  await page.goto(loginUrl);
  const choice = await page.waitForSelector('::-p-aria(Find your account)');
  const value = await choice!.evaluate(
    (select) => [...(select as HTMLSelectElement).options].find((option) => option.textContent?.trim() === 'Account Number')?.value ?? '',
  );
  await choice!.select(value);
  await page.locator('::-p-aria([name="Account Number"][role="textbox"])').fill(account.account);
  await page.locator('::-p-aria([name="Postal Code"][role="textbox"])').fill(account.postalCode);
  await page.locator('::-p-aria([name="Find Your Account"][role="button"])').click();
  await page.waitForFunction(() => location.pathname.endsWith('/accounts/summary') && !!document.querySelector('main h1'), { timeout: 30_000 });
}

/** One audit; with `reportPath`, Lighthouse's whole result (its JSON report) is written there too. */
export async function auditOnce(browser: Browser, target: LighthouseTarget, formFactor: FormFactor, reportPath?: string): Promise<LighthouseRun> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (target.prepare) {
      await target.prepare(page);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = { logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: !!target.prepare };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(target.url, flags, config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
    const score = (id: string) => lhr.categories[id]?.score ?? 0;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      firstContentfulPaintMs: numeric('first-contentful-paint'),
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's trace errors that say "Please run Lighthouse again" (a trace without a navigation
 * start, seen now and then on this machine): the run is made again, at most twice, and says so.
 */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_SCREENSHOTS', 'NO_SPEEDLINE_FRAMES']);

export async function audit(browser: Browser, target: LighthouseTarget, formFactor: FormFactor, reportPath?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, target, formFactor, reportPath);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || typeof code !== 'string' || !RUN_AGAIN.has(code)) throw error;
      console.error(`${(error as Error).message}: running it again`);
    }
  }
}

/** The median of each figure over the runs, with its minimum and maximum. */
export function spread(runs: LighthouseRun[], figure: keyof LighthouseRun): Spread {
  return spreadOf(runs.map((run) => run[figure]));
}
