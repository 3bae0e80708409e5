import { defineConfig } from '@playwright/test';
import { SEED_TODAY } from './server/seed/dates';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * End-to-end tests against the real server (gateway, database, SPA) on a fresh in-memory
 * database seeded at start. `npm run test:e2e` builds the SPA first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry, as a guard while the suite grows: the intermittent 'aria-prohibited-attr' on the linking
  // view (2026-11-21) was the guest form's Suspense fallback, a Loader span with aria-label and no
  // role, shown while the lazy form loads (fixed 2026-11-24: role="status"). A test that fails twice
  // still fails the run, and Playwright lists the flaky ones.
  retries: 1,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Visual comparisons (tests/e2e/visual.spec.ts): a count of pixels, not a share of the page. 1% of a
    // full desktop page (15,000+ pixels) let a new button, a missing link and English names on French
    // screens pass for weeks; one changed word moves a few hundred. The same Chromium renders the same
    // pixels run after run (0 differ), so 60 only absorbs a stray anti-aliased edge.
    toHaveScreenshot: { maxDiffPixels: 60, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines without a platform suffix: CI runs the same Debian Chromium. Update them with
  // `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` after `npm run build` (README).
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'tsx server/main.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The suite signs in many times from one address: raise the guest-lookup rate limits.
    // PORTAL_TODAY: the server's calendar on the seed's day, so windows counted from it (a shop order's
    // return window, an invoice due in 10 days) stay where the demo put them whatever the real date.
    env: { PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', RATE_LIMIT_MULTIPLIER: '100', PORTAL_TODAY: SEED_TODAY },
  },
});
