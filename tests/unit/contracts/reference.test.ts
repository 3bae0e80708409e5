import { describe, it, expect } from 'vitest';
import {
  CA_PROVINCES,
  COUNTRIES,
  NO_POSTAL_CODE_COUNTRIES,
  US_STATES,
  defaultPostalCode,
  hasPostalCodes,
  regionsOf,
  trackingUrl,
} from '../../../contracts/reference';

describe('reference lists (§3)', () => {
  it('US states include DC and have unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it('Canadian provinces and territories', () => {
    expect(CA_PROVINCES.map((p) => p.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
    );
    expect(regionsOf('CA')).toBe(CA_PROVINCES);
    expect(regionsOf('US')).toBe(US_STATES);
    expect(regionsOf('FR')).toEqual([]);
  });

  it('countries: US and CA first, then alphabetical, unique ISO codes', () => {
    expect(COUNTRIES[0]?.code).toBe('US');
    expect(COUNTRIES[1]?.code).toBe('CA');
    const rest = COUNTRIES.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThan(240);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it('countries without postal codes default to %', () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    for (const code of NO_POSTAL_CODE_COUNTRIES) expect(codes.has(code), code).toBe(true);
    expect(defaultPostalCode('AE')).toBe('%');
    expect(defaultPostalCode('hk')).toBe('%');
    expect(defaultPostalCode('US')).toBe('');
    expect(hasPostalCodes('IE')).toBe(true);
    expect(hasPostalCodes('CA')).toBe(true);
  });

  it('carrier tracking links exist only for UPS, USPS and FedEx', () => {
    expect(trackingUrl('UPS', '1Z 999')).toContain('1Z%20999');
    expect(trackingUrl('DHL', '123')).toBeUndefined();
    expect(trackingUrl('USPS', undefined)).toBeUndefined();
  });
});
