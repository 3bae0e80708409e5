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

/** The supported locale of one language tag (fr, fr-FR, fr_CA → fr-CA; en* → en-US), or null. */
export function localeOfLanguageTag(tag: string, offered: readonly TLocale[] = SUPPORTED_LOCALES): TLocale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  const locale = language === 'fr' ? 'fr-CA' : language === 'en' ? 'en-US' : null;
  return locale && offered.includes(locale) ? locale : null;
}

/** The language tags of an Accept-Language header, best first (q-values honoured, q=0 dropped). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The one language negotiation of the portal: the first of the visitor's languages, best first,
 * that the portal offers. The SPA passes `navigator.languages`, the server an Accept-Language
 * header through `acceptLanguageTags`, the identity provider a `ui_locales` value split on spaces.
 */
export function negotiateLocale(tags: readonly string[], offered: readonly TLocale[] = SUPPORTED_LOCALES): TLocale | null {
  for (const tag of tags) {
    const locale = localeOfLanguageTag(tag, offered);
    if (locale) return locale;
  }
  return null;
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
