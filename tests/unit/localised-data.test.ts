import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataText } from '../../contracts/data-texts';
import { formatDate } from '../../contracts/locales';
import { CARRIERS } from '../../contracts/schemas/order';
import { US_STATES } from '../../contracts/reference/states';
import { CARRIER_NAMES } from '../../src/features/accounts/display/carrier-names';
import { countryOptions, regionOptions } from '../../src/features/forms/address-options';
import { INTENTIONALLY_IDENTICAL_IN_FRENCH } from '../../src/i18n/intentionally-identical';
import { buildSeedCustomers } from '../../server/seed/customers';
import { SEED_PUBLISHERS } from '../../server/seed/publishers';
import { readPo } from './po';

/** Issue 17 item 1: data a French page shows reads French, in French order. */

const french = readPo(join(import.meta.dirname, '../../src/i18n/locales/fr-CA/messages.po'));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dates', () => {
  const medium = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const long = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

  it('writes the first of the month as 1er in French', () => {
    expect(formatDate(medium('fr-CA'), day('2027-04-01'))).toBe('1er avr. 2027');
    expect(formatDate(long('fr-CA'), day('2027-04-01'))).toBe('1er avril 2027');
  });

  it('leaves the other days, numeric dates and English as Intl writes them', () => {
    expect(formatDate(medium('fr-CA'), day('2027-04-02'))).toBe('2 avr. 2027');
    expect(formatDate(medium('fr-CA'), day('2027-04-11'))).toBe('11 avr. 2027');
    expect(formatDate(new Intl.DateTimeFormat('fr-CA', { timeZone: 'UTC' }), day('2027-04-01'))).toBe('2027-04-01');
    expect(formatDate(medium('en-US'), day('2027-04-01'))).toBe('Apr 1, 2027');
  });
});

describe('countries and states', () => {
  const codes = (options: { value: string }[]) => options.map((o) => o.value);

  it('keeps the United States and Canada first, then sorts the French names in French order', () => {
    const fr = codes(countryOptions('fr-CA'));
    expect(fr.slice(0, 2)).toEqual(['US', 'CA']);
    // Allemagne (DE) before Égypte (EG) before Espagne (ES); in English order Germany comes after Egypt.
    expect(fr.indexOf('DE')).toBeLessThan(fr.indexOf('EG'));
    expect(fr.indexOf('EG')).toBeLessThan(fr.indexOf('ES'));
    const labels = countryOptions('fr-CA').slice(2).map((o) => o.label);
    const collator = new Intl.Collator('fr-CA', { sensitivity: 'base' });
    expect(labels).toEqual([...labels].sort(collator.compare));
  });

  it('keeps English order for English', () => {
    const en = codes(countryOptions('en-US'));
    expect(en.slice(0, 2)).toEqual(['US', 'CA']);
    expect(en.indexOf('EG')).toBeLessThan(en.indexOf('DE'));
  });

  it('names US states in French where French has its own name, sorted in French', () => {
    const fr = regionOptions(US_STATES, 'fr-CA');
    const label = (code: string) => fr.find((o) => o.value === code)?.label;
    expect(label('CA')).toBe('Californie');
    expect(label('NC')).toBe('Caroline du Nord');
    expect(label('TX')).toBe('Texas');
    // Caroline du Nord sorts with the C's in French (North Carolina was with the N's).
    expect(fr.findIndex((o) => o.value === 'NC')).toBeLessThan(fr.findIndex((o) => o.value === 'CO'));
    expect(regionOptions(US_STATES, 'en-US').find((o) => o.value === 'CA')?.label).toBe('California');
  });
});

describe('carriers', () => {
  it.each(CARRIERS)('%s has a name for the French page', (carrier) => {
    const source = CARRIER_NAMES[carrier].message!;
    const translated = french.get(source) ?? '';
    expect(translated.trim(), `no French for ${source}`).not.toBe('');
    if (translated === source) expect(INTENTIONALLY_IDENTICAL_IN_FRENCH).toContain(source);
  });

  it('says Postes Canada in French', () => {
    expect(french.get(CARRIER_NAMES['Canada Post'].message!)).toBe('Postes Canada');
  });
});

describe('back-end texts (product, subscription and item names)', () => {
  const table = {
    'fr-CA': {
      'Boréale 2026 calendar': 'Calendrier 2026',
      '{product} – {n} months': '{product} – {n} mois',
      '{product} – every {n} months': '{product} – tous les {n} mois',
      '{product}, {n} months transferred from order {order}': '{product}, {n} mois transférés de la commande {order}',
    },
  };

  it('shows the configured text of the reader’s language, exact keys first', () => {
    expect(dataText(table, 'fr-CA', 'Boréale 2026 calendar')).toBe('Calendrier 2026');
    expect(dataText(table, 'en-US', 'Boréale 2026 calendar')).toBe('Boréale 2026 calendar');
    expect(dataText(undefined, 'fr-CA', 'Boréale 2026 calendar')).toBe('Boréale 2026 calendar');
  });

  it('fills a template’s placeholders, trying the most specific template first', () => {
    expect(dataText(table, 'fr-CA', 'Boréale numérique – 12 months')).toBe('Boréale numérique – 12 mois');
    expect(dataText(table, 'fr-CA', 'Collection Cuisine Boréale – every 2 months')).toBe('Collection Cuisine Boréale – tous les 2 mois');
    expect(dataText(table, 'fr-CA', 'Boréale numérique, 7 months transferred from order B500012')).toBe(
      'Boréale numérique, 7 mois transférés de la commande B500012',
    );
  });

  it('shows a text no key matches as the back end sent it', () => {
    expect(dataText(table, 'fr-CA', 'Tuque Boréale')).toBe('Tuque Boréale');
    expect(dataText(table, 'fr-CA', 'Boréale numérique – 12 months, renewed')).toBe('Boréale numérique – 12 months, renewed');
  });

  it('leaves no English in the names a French Boréale page shows (seed and the names the gateway composes)', () => {
    const boreale = SEED_PUBLISHERS.find((p) => p.clientConfig.magCode === 'BOR')!;
    const texts = boreale.adminConfig.DataTexts;
    const names = new Set<string>([
      // What a transfer and a new digital order write (server/services/orders/order-change.ts, create-order.ts).
      'Boréale numérique, 6 months transferred from order B500003',
      'Boréale numérique, 3 months of digital access',
      'Boréale numérique – 3 months',
    ]);
    for (const customer of buildSeedCustomers().filter((c) => c.publisher === 'BOR')) {
      for (const order of customer.orders) {
        names.add(order.subscriptionName);
        for (const item of order.items) names.add(item.productDesc);
      }
    }
    const english = /\b(issues?|months?|every|volume|calendar|digital|access|transferred|from|order)\b/i;
    const left = [...names].map((name) => dataText(texts, 'fr-CA', name)).filter((name) => english.test(name));
    expect(left).toEqual([]);
    expect(names.size).toBeGreaterThan(8);
  });
});
