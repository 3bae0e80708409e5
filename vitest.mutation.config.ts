import { defineConfig } from 'vitest/config';

// Vitest config used only by StrykerJS (`npm run test:mutation`, stryker.config.mjs): the
// machine-level tests (tests/machines/**), which import machines/ and contracts/ only, so none
// of the app's Vite plugins (React, Lingui) is needed. `npm test` keeps using vite.config.ts.
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
