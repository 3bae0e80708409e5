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
];

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
          groups: [{ name: 'startup', tags: ['$initial'] }],
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
