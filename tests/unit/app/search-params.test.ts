import { describe, expect, it } from 'vitest';
import { parseContinueSearch, parseOrderSearch, parsePaymentSearch, parseRedirectSearch } from '../../../src/app/search-params';

describe('route query parameters (issue 15: parsed without a schema library)', () => {
  it('keeps a same-origin redirect and drops anything else', () => {
    expect(parseRedirectSearch({ redirect: '/accounts/orders?x=1' })).toEqual({ redirect: '/accounts/orders?x=1' });
    expect(parseRedirectSearch({ redirect: '//evil.example/' })).toEqual({});
    expect(parseRedirectSearch({ redirect: 'https://evil.example/' })).toEqual({});
    expect(parseRedirectSearch({ redirect: '/' + 'a'.repeat(512) })).toEqual({});
    expect(parseRedirectSearch({ redirect: 42 })).toEqual({});
    expect(parseRedirectSearch({ other: '/x' })).toEqual({});
  });

  it('reads an order code, and no more than 64 letters, digits, _ or -', () => {
    expect(parseOrderSearch({ order: 'ORD-123_a', extra: 'x' })).toEqual({ order: 'ORD-123_a' });
    expect(parseOrderSearch({ order: 'a b' })).toEqual({});
    expect(parseOrderSearch({ order: 'a'.repeat(65) })).toEqual({});
    expect(parseOrderSearch({ order: 'a'.repeat(64) })).toEqual({ order: 'a'.repeat(64) });
    expect(parseOrderSearch({ order: 12 })).toEqual({});
    expect(parseOrderSearch({})).toEqual({});
  });

  it('keeps an account number as TanStack read it (number or digits) on a payment link', () => {
    expect(parsePaymentSearch({ account: 10000008, order: 'O1', invoice: 'INV-1' })).toEqual({ account: 10000008, order: 'O1', invoice: 'INV-1' });
    expect(parsePaymentSearch({ account: '000123' })).toEqual({ account: '000123' });
    expect(parsePaymentSearch({ account: -1 })).toEqual({});
    expect(parsePaymentSearch({ account: 1.5 })).toEqual({});
    expect(parsePaymentSearch({ account: '12a' })).toEqual({});
    expect(parsePaymentSearch({ account: '1'.repeat(21) })).toEqual({});
    expect(parsePaymentSearch({ invoice: 'in/voice' })).toEqual({});
  });

  it('reads the continue code up to 256 characters', () => {
    expect(parseContinueSearch({ ac: 'abc' })).toEqual({ ac: 'abc' });
    expect(parseContinueSearch({ ac: 'a'.repeat(257) })).toEqual({});
  });
});
