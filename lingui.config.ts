import { defineConfig } from '@lingui/cli';

// Catalogs live beside the app; the browser language picks one, a header switch overrides it.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'fr-CA'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: 'po',
});
