/**
 * French messages that are rightly the same as their English source (proper names, words
 * French uses as is). The i18n test fails on any other French message equal to its source.
 */
export const INTENTIONALLY_IDENTICAL_IN_FRENCH: readonly string[] = ['FAQ', 'Site', 'Session', 'Canada', 'Province', 'Confirmation',
  // Carrier brand names (src/features/accounts/display/carrier-names.ts).
  'UPS', 'USPS', 'FedEx', 'DHL', 'Airborne'];
