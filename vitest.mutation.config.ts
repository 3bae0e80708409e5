import { defineConfig } from 'vitest/config';

// Vitest config used only by StrykerJS (`npm run test:mutation`, stryker.config.mjs): the
// machine-level tests (tests/machines/**), which import machines/ and contracts/ only, so none
// of the app's Vite plugins (React, Lingui) is needed. `npm test` keeps using vite.config.ts.
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    // flow-docs.test.ts compares docs/flows/ and the atlas's path files with what the machines
    // generate: a snapshot of the machine, which kills any mutant that changes the graph without
    // saying what the spec requires (and docs/ is not copied into Stryker's sandbox).
    exclude: ['tests/machines/flow-docs.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
