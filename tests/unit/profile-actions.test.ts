import { describe, expect, it } from 'vitest';
import { ZAddressChangeRequestSchema, ZCofpRequestSchema, ZEmailChangePayloadSchema, ZPasswordResetPayloadSchema } from '../../contracts/schemas/actions';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { TLookupRequest, TLookupSuccess } from '../../contracts/schemas/lookup';
import {
  addressAccountsOf,
  addressChangePayloads,
  addressChangePlan,
  addressConfirmationPage,
  addressCycleInput,
  changedPermissions,
  datesInOrder,
  emailChangePayloads,
  emailPermissionField,
  knownSignInEmail,
  localIsoDate,
  passwordResetPayload,
  preferencesRequests,
  refetchPostalCodeOf,
  storedPostalCode,
  type AddressChangeDraft,
} from '../../machines/rules/profile-actions';

/** The request builders of the customer's own details (SPEC §3 Account-action payloads, §7 calls 8–11). */

const customer = (over: Partial<TCustomer> = {}): TCustomer => ({
  productName: 'Northwind Monthly',
  accountNumber: '10000012',
  prodIdAlias: 'NWM',
  email: 'kim.nguyen@example.com',
  address: { name: 'Kim Nguyen', address1: '1500 Market St', city: 'Philadelphia', state: 'PA', postalCode: '19102', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '19102',
  systemCode: 'SERV',
  permissions: { emailUseAnywherePerm: 'Y', emailUseForCompanyPerm: 'N', paperlessBilling: 'Y' },
  ...over,
});

const lookup = (over: Partial<TLookupSuccess> = {}): TLookupSuccess => ({
  isSuccess: 'true',
  customers: [customer()],
  orders: [],
  accountsMap: { '10000009': { prodIdAlias: 'NWM', systemCode: 'SERV', postalCode: '31401' } },
  prodId: 'NWM',
  associatedGiftAccounts: [
    { accountNumber: '10000009', prodIdAlias: 'NWM', productName: 'Northwind Monthly', systemCode: 'SERV', relationship: 'donor', relatedAccountNumber: '10000012', recipientName: 'Ivy' },
    { accountNumber: '10000001', prodIdAlias: 'NWM', productName: 'Northwind Monthly', systemCode: 'SERV', relationship: 'recipient', relatedAccountNumber: '10000012', recipientName: 'Me' },
  ],
  paymentMethods: [],
  ...over,
});

const newAddress = { name: ' Kim Nguyen ', address1: '1600 Arch St ', address2: '  ', city: 'Philadelphia', state: 'PA', postalCode: '19103', country: 'us' };

describe('address change (call 8)', () => {
  it('offers the customer’s accounts and only the gifts the customer gave', () => {
    const { own, gifts } = addressAccountsOf(lookup());
    expect(own.map((a) => [a.accountNumber, a.postalCode])).toEqual([['10000012', '19102']]);
    expect(gifts.map((a) => [a.accountNumber, a.postalCode, a.recipientName])).toEqual([['10000009', '31401', 'Ivy']]);
  });

  it('builds one valid payload per account: trimmed address, its current postal code, the category, no start for today', () => {
    const { own } = addressAccountsOf(lookup({ customers: [customer(), customer({ accountNumber: '10000013', postalCode: '80202' })] }));
    const payloads = addressChangePayloads(own, newAddress, { startDate: '2026-11-21', endDate: '' }, '2026-11-21');
    expect(payloads).toEqual([
      {
        accountNumber: '10000012',
        prodIdAlias: 'NWM',
        postalCode: '19102',
        systemCode: 'SERV',
        category: 'Change of Address',
        address: { name: 'Kim Nguyen', address1: '1600 Arch St', city: 'Philadelphia', state: 'PA', postalCode: '19103', country: 'US' },
      },
      expect.objectContaining({ accountNumber: '10000013', postalCode: '80202' }),
    ]);
    expect(ZAddressChangeRequestSchema.safeParse(payloads).success).toBe(true);
  });

  it('sends a later start and an end date; "%" for a country without postal codes', () => {
    const [payload] = addressChangePayloads(addressAccountsOf(lookup()).own, { ...newAddress, country: 'AE', state: '', postalCode: '' }, { startDate: '2026-12-01', endDate: '2027-01-31' }, '2026-11-21');
    expect(payload).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-31', address: { postalCode: '%', country: 'AE' } });
    expect(payload!.address).not.toHaveProperty('state');
    expect(ZAddressChangeRequestSchema.safeParse([payload]).success).toBe(true);
  });

  it('checks the dates: no start in the past, no end before the start or today', () => {
    expect(datesInOrder({ startDate: '2026-11-21', endDate: '' }, '2026-11-21')).toBe(true);
    expect(datesInOrder({ startDate: '2026-12-01', endDate: '2026-12-01' }, '2026-11-21')).toBe(true);
    expect(datesInOrder({ startDate: '2026-11-20', endDate: '' }, '2026-11-21')).toBe(false);
    expect(datesInOrder({ startDate: '2026-12-01', endDate: '2026-11-30' }, '2026-11-21')).toBe(false);
    expect(datesInOrder({ startDate: '', endDate: '2026-11-20' }, '2026-11-21')).toBe(false);
  });

  const draft = (accountNumbers: string[], giftAccountNumbers: string[]): AddressChangeDraft => ({
    accountNumbers,
    giftAccountNumbers,
    dates: { startDate: '2026-11-21', endDate: '' },
    address: newAddress,
    giftAddress: { ...newAddress, name: 'Ivy', postalCode: '31401', state: 'GA' },
  });

  it('plans one step for own or gift accounts alone, two steps (own first) for both', () => {
    const accounts = addressAccountsOf(lookup());
    expect(addressChangePlan(accounts, draft(['10000012'], []), '2026-11-21')).toMatchObject({ first: [{ accountNumber: '10000012' }], second: null });
    expect(addressChangePlan(accounts, draft([], ['10000009']), '2026-11-21')).toMatchObject({ first: [{ accountNumber: '10000009', address: { name: 'Ivy' } }], second: null });
    expect(addressChangePlan(accounts, draft(['10000012'], ['10000009']), '2026-11-21')).toMatchObject({
      first: [{ accountNumber: '10000012' }],
      second: [{ accountNumber: '10000009' }],
    });
    expect(addressConfirmationPage(draft(['10000012'], []))).toBe('change-address-confirmation');
    expect(addressConfirmationPage(draft(['10000012'], ['10000009']))).toBe('gift-change-address-confirmation');
  });

  it('the refetch takes the new postal code of the looked-up account: compact, from the first answer in a two-step change', () => {
    const [payload] = addressChangePayloads(addressAccountsOf(lookup()).own, { ...newAddress, country: 'CA', state: 'ON', postalCode: 'm5v 3l9' }, { startDate: '', endDate: '' }, '2026-11-21');
    expect(storedPostalCode(payload!.address)).toBe('M5V3L9');
    expect(refetchPostalCodeOf([payload!], '10000012')).toBe('M5V3L9');
    expect(refetchPostalCodeOf([payload!], '10000099')).toBeUndefined();
    const later = { ...payload!, startDate: '2026-12-01' };
    expect(refetchPostalCodeOf([later], '10000012')).toBeUndefined();
    const answer = { success: true, results: [{ accountNumber: '10000012', success: true, scheduled: false, postalCode: 'M5V3L9' }] };
    expect(refetchPostalCodeOf([], '10000012', answer)).toBe('M5V3L9');
    expect(refetchPostalCodeOf([payload!], '10000012', { ...answer, results: [{ ...answer.results[0]!, scheduled: true }] })).toBeUndefined();
  });

  it('skips the refetch after the first of two calls and carries the first answer to the second', () => {
    const plan = addressChangePlan(addressAccountsOf(lookup()), draft(['10000012'], ['10000009']), '2026-11-21');
    const first = addressCycleInput({ plan, responses: [], refetchAccountNumber: '10000012' }, 'first');
    expect(first).toMatchObject({ category: 'Change of Address', refetch: false, submission: { label: 'NWM', request: { payloads: plan.first } } });
    const answer = { success: true, results: [{ accountNumber: '10000012', success: true, postalCode: '19103' }] };
    const second = addressCycleInput({ plan, responses: [answer], refetchAccountNumber: '10000012' }, 'second');
    expect(second).toEqual({
      category: 'Change of Address',
      refetch: { delayMs: 2000 },
      submission: { label: 'NWM', request: { payloads: plan.second, firstResponse: answer }, refetchPostalCode: '19103' },
    });
  });
});

describe('email change and automatic email add (call 9)', () => {
  it('names the permission field after the system: emailAuthorization (SERV, EHUB), emailPermission1 (SERVPF), none for RESIN', () => {
    expect(emailPermissionField('SERV', 'Y')).toEqual({ emailAuthorization: 'Y' });
    expect(emailPermissionField('EHUB', 'N')).toEqual({ emailAuthorization: 'N' });
    expect(emailPermissionField('SERVPF', 'Y')).toEqual({ emailPermission1: 'Y' });
    expect(emailPermissionField('RESIN', 'Y')).toEqual({});
  });

  it('one valid body per account, keeping each account’s own permission unless an opt-in was given', () => {
    const customers = [customer(), customer({ accountNumber: '10000019', systemCode: 'SERVPF', permissions: { emailUseForCompanyPerm: 'Y' } })];
    const bodies = emailChangePayloads(customers, ' new@example.com ');
    expect(bodies).toEqual([
      { accountNumber: '10000012', prodIdAlias: 'NWM', email: 'new@example.com', systemCode: 'SERV', emailAuthorization: 'N' },
      { accountNumber: '10000019', prodIdAlias: 'NWM', email: 'new@example.com', systemCode: 'SERVPF', emailPermission1: 'Y' },
    ]);
    bodies.forEach((b) => expect(ZEmailChangePayloadSchema.safeParse(b).success).toBe(true));
    expect(emailChangePayloads(customers, 'a@example.com', true).map((b) => b.emailAuthorization ?? b.emailPermission1)).toEqual(['Y', 'Y']);
    expect(emailChangePayloads(customers, 'a@example.com', false).map((b) => b.emailAuthorization ?? b.emailPermission1)).toEqual(['N', 'N']);
  });

  it('knows the identity’s email, else the captureEmail of the sign-in with its opt-in, never the email form’s own email', () => {
    const scope = { magCode: 'NWM', globalCode: 'NW' };
    const byAccount: TLookupRequest = { ...scope, filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: '1', postalCode: '19102', email: 'cap@example.com', emailOptIn: false } };
    const byEmail: TLookupRequest = { ...scope, filterType: 'EmailAndPostalCode', payload: { email: 'found@example.com', postalCode: '19102' } };
    expect(knownSignInEmail({ email: 'id@example.com', lookupRequest: byAccount })).toEqual({ email: 'id@example.com' });
    expect(knownSignInEmail({ lookupRequest: byAccount })).toEqual({ email: 'cap@example.com', optIn: false });
    expect(knownSignInEmail({ lookupRequest: byEmail })).toBeNull();
    expect(knownSignInEmail({ lookupRequest: { ...byAccount, payload: { acctNbr: '1', postalCode: '19102' } } })).toBeNull();
    expect(knownSignInEmail(null)).toBeNull();
  });
});

describe('password reset (call 10)', () => {
  it('sends the trimmed email and the identity provider’s client id', () => {
    const body = passwordResetPayload(' kim.nguyen@example.com ', 'subscriber-portal');
    expect(body).toEqual({ email: 'kim.nguyen@example.com', clientId: 'subscriber-portal' });
    expect(ZPasswordResetPayloadSchema.safeParse(body).success).toBe(true);
  });
});

describe('preferences (call 11)', () => {
  it('sends only the changed flags, as Y/N, with accountNumber, prodIdAlias and email unchanged', () => {
    const customers = [customer(), customer({ accountNumber: '10000020', prodIdAlias: 'NWS', email: 'rita@example.com' })];
    const requests = preferencesRequests(customers, {
      '10000012|NWM': { emailUseAnywherePerm: false, emailUseForCompanyPerm: false },
      '10000020|NWS': { emailUseAnywherePerm: true, emailUseForCompanyPerm: false },
    });
    expect(requests).toEqual([
      { action: 'preferences', accountNumber: '10000012', prodIdAlias: 'NWM', email: 'kim.nguyen@example.com', permissions: { emailUseAnywherePerm: 'N' } },
    ]);
    requests.forEach((r) => expect(ZCofpRequestSchema.safeParse(r).success).toBe(true));
  });

  it('treats a missing flag as N, and finds no change when nothing moved', () => {
    const bare = customer({ permissions: {} });
    expect(changedPermissions(bare, { emailUseAnywherePerm: false, emailUseForCompanyPerm: true })).toEqual({ emailUseForCompanyPerm: 'Y' });
    expect(preferencesRequests([bare], { '10000012|NWM': { emailUseAnywherePerm: false, emailUseForCompanyPerm: false } })).toEqual([]);
    expect(preferencesRequests([bare], {})).toEqual([]);
  });
});

it('localIsoDate is the browser’s calendar date', () => {
  expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
