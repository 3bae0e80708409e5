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

/** Runs a storage wipe (logout, §4) that keeps the visitor's language choice. */
export function preserveAcrossLogout(wipe: () => void) {
  const chosen = localStorage.getItem(LOCALE_OVERRIDE_KEY);
  wipe();
  if (chosen) localStorage.setItem(LOCALE_OVERRIDE_KEY, chosen);
}
