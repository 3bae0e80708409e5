import { useLingui } from '@lingui/react/macro';
import type { AtlasEntry } from '../../../machines/index';
import { ATLAS_TEXT } from './atlas-messages';

/** The entry's title and description in the active language (English from the atlas if untranslated). */
export function useAtlasText(entry: AtlasEntry) {
  const { i18n } = useLingui();
  const text = ATLAS_TEXT[entry.id];
  return {
    title: text ? i18n._(text.title) : entry.title,
    description: text ? i18n._(text.description) : entry.description,
  };
}
