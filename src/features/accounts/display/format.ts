import { useMemo } from 'react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { dataText } from '../../../../contracts/data-texts';
import { formatDate } from '../../../../contracts/locales';
import { usePortalConfig } from '../../../app/config-context';

/**
 * The publisher's currency: the invoices name it; without invoices the publisher's region decides
 * (Canadian publishers bill in CAD), as the gateway does.
 */
export function publisherCurrency(lookup: TLookupSuccess | null, region: string): string {
  return lookup?.invoices?.[0]?.currency ?? (region.toUpperCase() === 'CA' ? 'CAD' : 'USD');
}

/** dataText for the active language and publisher, for a screen with no Formatters at hand. */
export function useDataText(): (backEndText: string) => string {
  const { locale, adminConfig } = usePortalConfig();
  const texts = adminConfig.DataTexts;
  return useMemo(() => (backEndText: string) => dataText(texts, locale, backEndText), [texts, locale]);
}

export interface Formatters {
  money: (amount: number) => string;
  /** A calendar date of the lookup (YYYY-MM-DD), in the active language. */
  date: (isoDate: string) => string;
  /** A product, subscription or item name from the back end, in the active language (dataText). */
  name: (backEndText: string) => string;
}

/** Money and dates in the active locale; amounts in the publisher's currency. */
export function useFormatters(lookup: TLookupSuccess | null): Formatters {
  const { locale, clientConfig } = usePortalConfig();
  const name = useDataText();
  const currency = publisherCurrency(lookup, clientConfig.Region);
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    // Dates carry no time: read and shown in UTC, so no time zone moves them a day.
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (amount) => money.format(amount),
      date: (isoDate) => {
        const parsed = new Date(`${isoDate}T00:00:00Z`);
        return Number.isNaN(parsed.getTime()) ? isoDate : formatDate(date, parsed);
      },
      name,
    };
  }, [locale, currency, name]);
}
