import { defineConfig } from '@playwright/test';
import { SEED_TODAY } from './server/seed/dates';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PATHS_PORT ?? 8484);

/**
 * Generated paths replayed through the real portal (tests/e2e-paths/replay.spec.ts), on its own
 * server and port with a fresh seeded in-memory database. `npm run test:paths:ui` runs it (after
 * `npm run build`); reports go to reports/paths-ui/. No retries: a path that fails once is reported.
 */
export default defineConfig({
  testDir: 'tests/e2e-paths',
  outputDir: 'test-results-paths',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 8_000 },
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/paths-ui/junit.xml' }],
    ['./tests/e2e-paths/reporter.ts'],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    actionTimeout: 10_000,
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'tsx server/main.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every path signs in afresh from one address: raise the guest-lookup rate limits as the main suite does.
    // PORTAL_TODAY: the server's calendar on the seed's day, so windows counted from it (a shop order's
    // return window, an invoice due in 10 days) stay where the demo put them whatever the real date.
    env: { PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', RATE_LIMIT_MULTIPLIER: '100', PORTAL_TODAY: SEED_TODAY },
  },
});
