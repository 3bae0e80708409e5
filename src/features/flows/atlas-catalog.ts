import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { TLocale } from '../../../contracts/schemas/common';

/**
 * The atlas's own Lingui catalog (src/i18n/locales/<locale>/atlas.po): the flow pages' texts and the
 * business words of every machine's code names. It loads with /flows only and is merged into the
 * active messages, so the rest of the portal never downloads it.
 */
const catalogs: Record<TLocale, () => Promise<{ messages: Record<string, unknown> }>> = {
  'en-US': () => import('../../i18n/locales/en-US/atlas.po'),
  'fr-CA': () => import('../../i18n/locales/fr-CA/atlas.po'),
};

const loaded = new Set<string>();

/** True once the atlas catalog of the active language is loaded (again after a language switch). */
export function useAtlasCatalog(): boolean {
  const { i18n } = useLingui();
  const locale = i18n.locale as TLocale;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(locale) || !(locale in catalogs)) return;
    let cancelled = false;
    void catalogs[locale]().then(({ messages }) => {
      i18n.load(locale, messages as never);
      loaded.add(locale);
      if (!cancelled) setVersion((v) => v + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, locale]);
  return loaded.has(locale) || !(locale in catalogs);
}
