import { SUPPORTED_LOCALES, negotiateLocale, type TLocale } from '../../contracts/locales';

const LOCALE_OVERRIDE_KEY = 'portal.locale';

/** The browser language picks the locale (fr* → fr-CA), unless the visitor chose one. */
export function detectLocale(offered: readonly TLocale[] = SUPPORTED_LOCALES): TLocale {
  const chosen = localStorage.getItem(LOCALE_OVERRIDE_KEY);
  if (chosen && (offered as readonly string[]).includes(chosen)) return chosen as TLocale;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const negotiated = negotiateLocale(languages, offered);
  if (negotiated) return negotiated;
  return offered[0] ?? 'en-US';
}

export function rememberLocale(locale: TLocale) {
  localStorage.setItem(LOCALE_OVERRIDE_KEY, locale);
}

/**
 * Keys of the visitor's own choices, kept across sign-out: the language and the analytics consent.
 * §9 logout clears storage of account data; the consent is a choice about this device, not about an
 * account, so signing out must neither withdraw it nor ask again (the footer's "Cookie preferences" does).
 */
const KEPT_KEY = (key: string) => key === LOCALE_OVERRIDE_KEY || key.startsWith('portal.analytics-consent.');

/** Runs a storage wipe (logout, §4) that keeps the visitor's language and analytics choices. */
export function preserveAcrossLogout(wipe: () => void) {
  const kept = Object.keys(localStorage)
    .filter(KEPT_KEY)
    .map((key) => [key, localStorage.getItem(key) ?? ''] as const);
  wipe();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}
