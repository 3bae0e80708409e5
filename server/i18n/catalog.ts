import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TLocale } from '../../contracts/locales';

/**
 * Server-side Lingui catalogs. `npm run i18n:extract` (lingui.config.ts) writes them as .po files
 * beside the code whose `i18n._('…')` calls name their messages; the server reads and compiles them
 * once at start-up, so no compiled catalog is committed (the SPA's are compiled by the Vite plugin).
 */

/** The entries of a .po catalog: msgid → msgstr (continuation lines joined, escapes decoded). */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let current: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      current = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      current = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && current) {
      if (current === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      current = null;
    }
  }
  flush();
  return entries;
}

/** The compiled messages of a .po file; an untranslated entry (the source catalog's) is its own id. */
export function compileCatalog(poText: string): Messages {
  const messages: Messages = {};
  for (const [id, str] of readPo(poText)) messages[id] = compileMessage(str || id);
  return messages;
}

/** One Lingui instance per locale, each with its catalog `<directory>/<locale>/<name>.po` loaded. */
export function loadCatalogs(directory: string, name: string, locales: readonly TLocale[]): Record<TLocale, I18n> {
  const out = {} as Record<TLocale, I18n>;
  for (const locale of locales) {
    const messages = compileCatalog(readFileSync(`${directory}/${locale}/${name}.po`, 'utf8'));
    // The compiler also serves a message missing from a stale catalog (its English id, placeholders filled).
    out[locale] = setupI18n({ locale, messages: { [locale]: messages } }).setMessagesCompiler(compileMessage);
  }
  return out;
}
