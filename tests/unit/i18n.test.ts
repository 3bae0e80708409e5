import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTENTIONALLY_IDENTICAL_IN_FRENCH } from '../../src/i18n/intentionally-identical';
import { readPo } from './po';

const locales = join(import.meta.dirname, '../../src/i18n/locales');
const english = readPo(join(locales, 'en-US/messages.po'));
const french = readPo(join(locales, 'fr-CA/messages.po'));

describe('fr-CA catalog', () => {
  it('has every message of the English catalog', () => {
    const missing = [...english.keys()].filter((id) => !french.has(id));
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(0);
  });

  it('translates every message', () => {
    const untranslated = [...french].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('leaves no English in French unless marked as intentionally identical', () => {
    const identical = [...french]
      .filter(([id, str]) => str === id && !INTENTIONALLY_IDENTICAL_IN_FRENCH.includes(id))
      .map(([id]) => id);
    expect(identical).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{[^}]+\}|<\d+>|<\/\d+>/g)].map((m) => m[0]).sort();
    const broken = [...french].filter(([id, str]) => str && placeholders(id).join() !== placeholders(str).join()).map(([id]) => id);
    expect(broken).toEqual([]);
  });
});
