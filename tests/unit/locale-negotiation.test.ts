import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, negotiateLocale } from '../../contracts/locales';
import { compileCatalog } from '../../server/i18n/catalog';
import { MESSAGES, localeFromAcceptLanguage, localeFromUiLocales } from '../../server/idp/messages';

// Issue 17 item 10: one language negotiation for the SPA, the gateway and the identity provider.
describe('negotiateLocale', () => {
  it('takes the first offered language of the visitor, by its language subtag', () => {
    expect(negotiateLocale(['de-DE', 'fr-FR', 'en'])).toBe('fr-CA');
    expect(negotiateLocale(['fr_CA'])).toBe('fr-CA');
    expect(negotiateLocale(['EN-gb', 'fr'])).toBe('en-US');
    expect(negotiateLocale(['de', 'es'])).toBeNull();
    expect(negotiateLocale(['fr', 'en'], ['en-US'])).toBe('en-US');
    expect(negotiateLocale(['frisian'])).toBeNull();
  });

  it('ranks an Accept-Language header by q-value, keeping the order of equal ones and dropping q=0', () => {
    expect(acceptLanguageTags('en;q=0.5, fr-CA, de;q=0.9')).toEqual(['fr-CA', 'de', 'en']);
    expect(acceptLanguageTags('fr;q=0, en')).toEqual(['en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(localeFromAcceptLanguage('de, en;q=0.4, fr;q=0.8')).toBe('fr-CA');
    expect(localeFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en-US');
    expect(localeFromAcceptLanguage('de')).toBeNull();
  });

  it('reads the identity provider’s ui_locales, space-separated', () => {
    expect(localeFromUiLocales('de fr-CA en')).toBe('fr-CA');
    expect(localeFromUiLocales(42)).toBeNull();
  });
});

describe('the identity provider’s server catalog', () => {
  it('compiles .po entries, the source catalog’s empty ones to their id, with placeholders', () => {
    const messages = compileCatalog('msgid "Hello {name},"\nmsgstr "Bonjour {name},"\n\nmsgid "Email"\nmsgstr ""\n');
    expect(messages['Hello {name},']).toEqual(['Bonjour ', ['name'], ',']);
    expect(messages['Email']).toEqual(['Email']);
  });

  it('gives the pages their texts in each language, from the Lingui catalogs', () => {
    expect(MESSAGES['en-US'].signInTitle).toBe('Sign in to your account');
    expect(MESSAGES['fr-CA'].signInTitle).toBe('Connectez-vous à votre compte');
    expect(MESSAGES['fr-CA'].switchLanguage).toBe('English');
    expect(MESSAGES['en-US'].switchLanguage).toBe('Français');
    expect(MESSAGES['fr-CA'].tooManyAttempts(1)).toBe('Trop de tentatives. Veuillez patienter une minute avant de réessayer.');
    expect(MESSAGES['fr-CA'].tooManyAttempts(5)).toBe('Trop de tentatives. Veuillez patienter 5 minutes avant de réessayer.');
    expect(MESSAGES['en-US'].accountSignedInAs('a@b.example')).toBe('Signed in with a@b.example');
  });
});
