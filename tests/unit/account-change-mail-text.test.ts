import { describe, expect, it } from 'vitest';
import { accountChangeMail } from '../../server/mail/account-change-text';

/** The store-credit refund mail in both languages, with the portal's own words (issue 17: "crédit en magasin"). */
describe('the store-credit refund mail', () => {
  const entry = { at: '2026-11-21T15:00:00Z', kind: 'storeCreditRefund', orderNumber: 'N500123', amount: 12.5, refundTo: 'storeCredit', status: 'done' } as const;
  const mail = (locale: 'en-US' | 'fr-CA') =>
    accountChangeMail({ entry, locale, publisherName: 'Boréale', currency: 'CAD', accountNumber: '20000006', customerName: 'Ali Al Mansouri' })!;

  it('says store credit in English', () => {
    const { subject, text } = mail('en-US');
    expect(subject).toContain('Boréale');
    expect(text).toContain('20000006');
    expect(text).toMatch(/store credit/);
    expect(text).toContain('N500123');
  });

  it('says crédit en magasin in French, as the portal does, with the amount in French', () => {
    const { subject, text } = mail('fr-CA');
    expect(`${subject}\n${text}`).toContain('crédit en magasin');
    expect(`${subject}\n${text}`).not.toContain('crédit au compte');
    expect(text).toMatch(/12,50\s?\$/);
    expect(text).not.toMatch(/store credit|refunded|Amount/);
  });
});
