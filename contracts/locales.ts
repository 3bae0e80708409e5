/**
 * The portal's locales and the choice of a configured text, without zod: the SPA needs them at
 * start-up, where the schemas of ./schemas/common.ts would bring the whole library (issue 15).
 * The schemas there are built from these and re-export them.
 */
export const SUPPORTED_LOCALES = ['en-US', 'fr-CA'] as const;
export type TLocale = (typeof SUPPORTED_LOCALES)[number];

/** Publisher-configured text: one string, or a string per locale (English required). */
export type TLocalizedText = string | { 'en-US': string; 'fr-CA'?: string | undefined };

/** Picks the text for a locale, falling back to English. */
export function localize(text: TLocalizedText | undefined, locale: TLocale): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text['en-US'];
}

/**
 * A date written by an Intl.DateTimeFormat, with the French ordinal of the first of the month
 * (« 1er avril », « 1er avr. »), which Intl leaves as a plain 1. Used by the SPA and the server's
 * mails alike, so both write the same date the same way.
 */
export function formatDate(format: Intl.DateTimeFormat, date: Date): string {
  if (!format.resolvedOptions().locale.startsWith('fr')) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
