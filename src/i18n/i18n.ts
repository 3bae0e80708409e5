import { i18n } from '@lingui/core';
import type { TLocale } from '../../contracts/schemas/common';

const catalogs: Record<TLocale, () => Promise<{ messages: Record<string, unknown> }>> = {
  'en-US': () => import('./locales/en-US/messages.po'),
  'fr-CA': () => import('./locales/fr-CA/messages.po'),
};

/** Loads the catalog of a locale (compiled from .po by the Lingui Vite plugin) and activates it. */
export async function activateLocale(locale: TLocale) {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = locale;
}

export { i18n };
