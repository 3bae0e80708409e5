import type { TLocale } from './locales';

/**
 * The back end's own texts in the reader's language (issue 17 item 1). The fulfilment system holds
 * product, subscription and item names in one language, some composed ("Boréale – 10 issues",
 * "Boréale numérique, 6 months transferred from order B500012"). A publisher configures, per locale,
 * the text as the back end sends it → the text to show (AdminConfig.DataTexts). A key may hold
 * placeholders in braces, each standing for any text, given back in the value:
 * `"{product} – {n} issues": "{product} – {n} numéros"`. An exact key wins; among templates the most
 * specific (the most fixed text) wins, so "{p} – every {n} months" is tried before "{p} – {n} months".
 * A text no key matches is shown as sent.
 */
export type TDataTextTable = Readonly<Record<string, string>>;
export type TDataTextsByLocale = Partial<Readonly<Record<TLocale, TDataTextTable | undefined>>>;

interface Template {
  pattern: RegExp;
  names: string[];
  value: string;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const HAS_PLACEHOLDER = /\{[A-Za-z0-9_]+\}/;
const compiled = new WeakMap<TDataTextTable, Template[]>();

function templatesOf(table: TDataTextTable): Template[] {
  const cached = compiled.get(table);
  if (cached) return cached;
  const templates = Object.entries(table)
    .filter(([key]) => HAS_PLACEHOLDER.test(key))
    .map(([key, value]) => {
      const names: string[] = [];
      const literals = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const source = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(PLACEHOLDER, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source}$`, 'u'), names, value, fixed: literals.join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed)
    .map(({ pattern, names, value }) => ({ pattern, names, value }));
  compiled.set(table, templates);
  return templates;
}

/** A back-end text in `locale`: its configured translation, else the text as sent. */
export function dataText(texts: TDataTextsByLocale | undefined, locale: TLocale, backEndText: string): string {
  const table = texts?.[locale];
  if (!table) return backEndText;
  const exact = table[backEndText];
  if (exact !== undefined) return exact;
  for (const { pattern, names, value } of templatesOf(table)) {
    const match = pattern.exec(backEndText);
    if (!match) continue;
    const parts = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return value.replace(PLACEHOLDER, (whole, name: string) => parts.get(name) ?? whole);
  }
  return backEndText;
}
