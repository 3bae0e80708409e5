import type { AnyEventObject } from 'xstate';
import type { TCustomer } from '../../contracts/schemas/customer';

/**
 * Input and events with payloads for the change of email's generated paths (machines/index.ts):
 * the two household accounts on one email (10000015 and 10000016, NWM, SERV; emails from us Y on the
 * first, N on the second), none or only the second chosen, a new email typed with spaces. Sample data only.
 */

const customer = (accountNumber: string, company: 'Y' | 'N'): TCustomer => ({
  productName: 'Northwind Monthly',
  accountNumber,
  prodIdAlias: 'NWM',
  email: 'household@northwind.example',
  address: { name: 'Household', address1: '1 State St', city: 'Madison', state: 'WI', postalCode: '53703', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '53703',
  systemCode: 'SERV',
  permissions: { emailUseForCompanyPerm: company },
});

export const emailChangeInput = { customers: [customer('10000015', 'Y'), customer('10000016', 'N')] };

export const emailChangePathEvents: readonly AnyEventObject[] = [
  { type: 'EMAIL.ACCOUNTS', accountNumbers: [] },
  { type: 'EMAIL.ACCOUNTS', accountNumbers: ['10000016'] },
  { type: 'EMAIL.SUBMIT', email: ' new.home@example.com ' },
  { type: 'ACTION.SETTLED', result: { status: 'success' } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful', message: 'Invalid email' } },
  { type: 'EMAIL.AGAIN' },
];
