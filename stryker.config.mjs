// @ts-check
/**
 * StrykerJS mutation testing of the flow machines (issue 12 item 5): mutates machines/flows/*.machine.ts
 * (not the graph tooling, rule modules or path models) and runs the machine-level tests
 * (tests/machines/**, among them the generated path tests with their outcome rules) through
 * vitest.mutation.config.ts. `npm run test:mutation [-- <file> …]` (scripts/mutation.ts) runs it one
 * machine file at a time, with only that machine's paths generated, and sums up the scores in
 * reports/mutation/summary.md; docs/mutation.md explains every survivor.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/*', './scripts/stryker-type-only.mjs'],
  ignorers: ['type-only'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['machines/flows/*.machine.ts'],
  // 'off', not 'perTest': the path tests replay their paths while vitest collects them (outside any
  // test), so per-test coverage calls nearly every mutant static anyway, and it reports the
  // placeholder actions as not covered although the path replay reads them (isPlaceholder reads
  // their source to record them): a placeholder body mutated to `{}` then runs no test.
  coverageAnalysis: 'off',
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // Kept out of the sandbox copy: build output, reports and data the machine tests never read.
  ignorePatterns: ['dist', 'dist-visual', 'dist-paths', 'data', 'reports', 'test-results', 'test-results-paths', 'playwright-report', 'bench', 'docs', 'public'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};
