import { readFileSync } from 'node:fs';

/** The entries of a .po catalog: msgid → msgstr (multi-line strings joined). */
export function readPo(path: string): Map<string, string> {
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
  for (const line of readFileSync(path, 'utf8').split('\n')) {
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
