import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress-plugin';

// React's API on Preact (issue 15: react-dom alone was 62 kB gzip of /login's first load); see
// src/app/react-on-preact.js for the one export Mantine needs that preact/compat lacks.
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/app/react-on-preact.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // The React package's shims are CommonJS that requires React (src/app/use-sync-external-store-on-preact.js).
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-on-preact.js', import.meta.url)) },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// Issue 15: what every account screen needs and /login never loads (the account lookup, its machine and
// contract, the rules the account screens share) is one chunk instead of eight small ones: the summary's
// first load went from 16 script requests to 12 (on HTTP/1.1, six at a time, each round is a round trip).
// Its dependencies stay where they were (zod and the sign-in contract load with /login's forms): a module
// /login imports must not match, or /login would load this chunk too; `npm run bench` and
// tests/e2e/layout.spec.ts catch that.
const ACCOUNT_AREA_MODULES = new Set(
  [
    ...['billing', 'customer', 'issues', 'orders'].map((name) => `contracts/routes/${name}.ts`),
    ...['actions', 'activity', 'billing', 'intellisel', 'issues'].map((name) => `contracts/schemas/${name}.ts`),
    'machines/flows/account-lookup.machine.ts',
    ...['account', 'orders', 'profile-actions', 'subscription-actions'].map((name) => `machines/rules/${name}.ts`),
    'src/features/accounts/account-data.tsx',
    'src/features/accounts/account-actors.ts',
    'src/gateway/account-client.ts',
  ].map((path) => fileURLToPath(new URL(`./${path}`, import.meta.url))),
);

// Lingui's macro runs through Babel (plugin-react 6 has no babel option); the Lingui
// plugin compiles the .po catalogs on import so no compiled catalog is committed.
export default defineConfig({
  plugins: [
    react(),
    babel({ include: /\/src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    precompress(),
  ],
  resolve: { alias: reactOnPreact },
  server: { proxy: { '/api': 'http://localhost:8080', '/realms': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Issue 15: everything the entry needs statically is one chunk, not some forty small ones.
          groups: [{ name: 'startup', tags: ['$initial'] }, { name: 'account-area', test: (id) => ACCOUNT_AREA_MODULES.has(id), includeDependenciesRecursively: false }],
          // Small shared pieces (a Mantine input, a hook) go inside each screen that uses them instead of
          // being a request of their own before the form is usable.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
