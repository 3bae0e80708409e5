import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTENTIONALLY_IDENTICAL_IN_FRENCH } from '../../src/i18n/intentionally-identical';
import { readPo } from './po';

const locales = join(import.meta.dirname, '../../src/i18n/locales');
const english = readPo(join(locales, 'en-US/messages.po'));
const french = readPo(join(locales, 'fr-CA/messages.po'));

describe('fr-CA catalog', () => {
  // `npm test` extracts the catalogs first, so every message in the code is in both; this checks
  // the catalogs against each other for runs of Vitest alone, and that extraction found messages.
  it('is not empty and holds the same messages as the English catalog', () => {
    expect(english.size).toBeGreaterThan(50);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('holds the shell texts of SPEC §2 and §8 verbatim', () => {
    for (const text of [
      'Oops. Page does not exist.',
      'You reached a url which does not exist. Click below to go back to Home Page',
      'Go to Home Page',
      'Oops. There appears to be a server error.',
      'Try This Page Again',
      'Unknown',
      'There was an unexpected error on this page.',
      'Please click below and try again.',
      'Contact Customer Service',
      'Authenticating. Just a moment.',
      'Just a moment',
      'Unknown error',
      'Loading...',
      'Sign Out Successful',
      'You have been signed out of your account.',
      'Account Summary',
      'Manage My Sign In Info',
      'Sign Out',
    ]) {
      expect(english.has(text), text).toBe(true);
    }
  });

});

// Every catalog (the portal's, the flow atlas's that /flows loads on its own, and the identity
// provider's and the subscriber mails' that the server loads, issue 17 item 10) is held to the same rules.
const idpLocales = join(import.meta.dirname, '../../server/idp/locales');
const mailLocales = join(import.meta.dirname, '../../server/mail/locales');
describe.each([
  ['messages', locales],
  ['atlas', locales],
  ['idp', idpLocales],
  ['mail', mailLocales],
])('fr-CA %s catalog', (name, directory) => {
  const catalog = { english: readPo(join(directory, `en-US/${name}.po`)), french: readPo(join(directory, `fr-CA/${name}.po`)) };

  it('holds the same messages as the English one', () => {
    expect(catalog.english.size).toBeGreaterThan(10);
    expect([...catalog.french.keys()].sort()).toEqual([...catalog.english.keys()].sort());
  });

  it('translates every message', () => {
    const untranslated = [...catalog.french].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('leaves no English in French unless marked as intentionally identical', () => {
    const identical = [...catalog.french]
      .filter(([id, str]) => str === id && !INTENTIONALLY_IDENTICAL_IN_FRENCH.includes(id))
      .map(([id]) => id);
    expect(identical).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{[^}]+\}|<\d+>|<\/\d+>/g)].map((m) => m[0]).sort();
    const broken = [...catalog.french].filter(([id, str]) => str && placeholders(catalog.english.get(id) || id).join() !== placeholders(str).join()).map(([id]) => id);
    expect(broken).toEqual([]);
  });
});
