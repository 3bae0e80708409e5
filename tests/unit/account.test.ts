import { describe, expect, it } from 'vitest';
import { ZLookupRequestSchema, type TLookupRequest } from '../../contracts/schemas/lookup';
import { ACTION_CATEGORIES, analyticsActionOf, analyticsValue, everyCallSucceeded, refetchLookupRequest } from '../../machines/rules/account';

const scope = { magCode: 'NWM', globalCode: 'NWM' };

describe('account rules', () => {
  it('a batch succeeds only if every call reports success (§4)', () => {
    expect(everyCallSucceeded({ results: [{ success: true }, { success: true }] })).toBe(true);
    expect(everyCallSucceeded({ results: [{ success: true }, { success: false }] })).toBe(false);
    expect(everyCallSucceeded({ results: [] })).toBe(false);
  });

  it('maps each result to the §7 call 28 action', () => {
    expect(analyticsActionOf({ status: 'success' })).toBe('Successful');
    expect(analyticsActionOf({ status: 'error', reason: 'unsuccessful' })).toBe('Unsuccessful');
    expect(analyticsActionOf({ status: 'error', reason: 'exception', message: 'x' })).toBe('Unknown Error');
  });

  it('reports amounts times 100 as integers (§9)', () => {
    expect(analyticsValue(19.99)).toBe(1999);
    expect(analyticsValue(0.1 + 0.2)).toBe(30);
    expect(analyticsValue(undefined)).toBe(0);
  });

  it('names each category once', () => {
    expect(new Set(ACTION_CATEGORIES).size).toBe(ACTION_CATEGORIES.length);
  });

  it('refetches by account number and postal code, keeping the secure identity but never a bot-check solution', () => {
    const signedInWith: TLookupRequest = {
      ...scope,
      filterType: 'EmailAndPostalCode',
      payload: { email: 'a@example.com', postalCode: '10118', productExcludes: 'NWB' },
      botCheck: 'solved-once',
      resinAccountNumbers: ['10000025'],
      resinClientIds: ['resin-1'],
      idpAccountInfo: { sub: 'sub-1', email: 'a@example.com' },
    };
    const request = refetchLookupRequest(scope, { accountNumber: '10000001', postalCode: '10119' }, signedInWith);
    expect(request).toEqual({
      ...scope,
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '10000001', postalCode: '10119', productExcludes: 'NWB' },
      resinAccountNumbers: ['10000025'],
      resinClientIds: ['resin-1'],
      idpAccountInfo: { sub: 'sub-1', email: 'a@example.com' },
    });
    expect(ZLookupRequestSchema.safeParse(request).success).toBe(true);
    expect(refetchLookupRequest(scope, { accountNumber: '10000001', postalCode: '10118' }, undefined)).toEqual({
      ...scope,
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '10000001', postalCode: '10118' },
    });
  });
});
