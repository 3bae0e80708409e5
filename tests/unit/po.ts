import { readFileSync } from 'node:fs';
import { readPo as parsePo } from '../../server/i18n/catalog';

/** The entries of a .po catalog file: msgid → msgstr (the server's own parser, on the file's text). */
export function readPo(path: string): Map<string, string> {
  return parsePo(readFileSync(path, 'utf8'));
}
