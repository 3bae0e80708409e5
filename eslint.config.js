import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The import direction of ARCHITECTURE.md §2 is a lint rule, not a convention:
 * src → machines → contracts, server → contracts; machines hold no UI and no I/O;
 * contracts import only zod and ts-rest. Import cycles are errors.
 */
export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'docs/', 'test-results/', 'playwright-report/', 'public/', '**/*.po', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contracts', from: ['./src', './server', './machines', './tests', './scripts'], message: 'contracts import only zod and ts-rest.' },
            { target: './machines', from: ['./src', './server', './tests', './scripts'], message: 'machines never import src or server.' },
            { target: './server', from: ['./src', './machines', './tests', './scripts'], message: 'server never imports src or machines.' },
            { target: './src', from: ['./server', './tests', './scripts'], message: 'the SPA never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@mantine/*', '@tanstack/*', '@lingui/*', 'node:*'], message: 'machines hold pure logic: no UI, no I/O.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines do no I/O: declare an actor and provide it.' }, 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|@ts-rest/core$|\\.{1,2}/)', message: 'contracts import only zod and ts-rest.' }] }],
    },
  },
);
