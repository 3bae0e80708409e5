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
      exclude: ['<rootDir>/src/features/flows/**'],
    },
    // The flow atlas's words (business labels of every machine's code names) load with /flows only,
    // so they add nothing to the sign-in page.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/atlas',
      include: ['<rootDir>/src/features/flows'],
    },
    // The identity provider's pages and mail: the server reads this catalog at start-up
    // (server/i18n/catalog.ts); its messages are the `i18n._('…')` calls of server/idp.
    {
      path: '<rootDir>/server/idp/locales/{locale}/idp',
      include: ['<rootDir>/server/idp'],
    },
    // The server's other words to the subscriber: the mails of server/mail and the retention
    // offer's term; read at start-up like the identity provider's (server/mail/messages.ts).
    {
      path: '<rootDir>/server/mail/locales/{locale}/mail',
      include: ['<rootDir>/server/mail', '<rootDir>/server/services/orders/intellisel.ts'],
    },
  ],
  format: 'po',
});
