import type { TLocale } from '../../contracts/schemas/common';
import { currencyOf } from './lookup-response';

/**
 * Amounts the server writes (issue 17 item 9): Intl with the publisher's currency, never a '$'
 * glued to a number. The gateway's sentences are English (logs, API readers; the screen says
 * refusals by code), so they use en-US unless a caller has the reader's language: CAD reads
 * 'CA$24.99' there, '24,99 $' in fr-CA.
 */
export function formatMoney(cents: number, currency: string, locale: TLocale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Math.round(cents) / 100);
}

/** An amount in the currency of the publisher that acts (its Region: CAD for Canada, else USD). */
export function publisherMoney(ctx: { publisher: { region: string } }, cents: number, locale: TLocale = 'en-US'): string {
  return formatMoney(cents, currencyOf(ctx.publisher.region), locale);
}
