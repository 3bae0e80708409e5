import type { AnyEventObject } from 'xstate';
import type { TCustomer } from '../../contracts/schemas/customer';

/**
 * Input and events with payloads for the communication preferences' generated paths
 * (machines/index.ts): two accounts of Margaret Ellison (10000008 NWM and 10000009 NWM, emails from
 * partners off on both); the partners switch of the first is turned on, or back off, so a save that
 * went through shows whether the second kept its own flags. Sample data only.
 */

const customer = (accountNumber: string, permissions: TCustomer['permissions']): TCustomer => ({
  productName: 'Northwind Monthly',
  accountNumber,
  prodIdAlias: 'NWM',
  email: 'margaret.ellison@example.com',
  address: { name: 'Margaret Ellison', address1: '1 Peachtree St', city: 'Atlanta', state: 'GA', postalCode: '30309', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '30309',
  systemCode: 'SERV',
  permissions,
});

export const emailPreferencesInput = {
  customers: [
    customer('10000008', { emailUseForCompanyPerm: 'Y', emailUseAnywherePerm: 'N' }),
    customer('10000009', { emailUseForCompanyPerm: 'Y', emailUseAnywherePerm: 'N' }),
  ],
};

export const emailPreferencesPathEvents: readonly AnyEventObject[] = [
  { type: 'PREFERENCES.TOGGLE', key: '10000008|NWM', permission: 'emailUseAnywherePerm', on: true },
  { type: 'PREFERENCES.TOGGLE', key: '10000008|NWM', permission: 'emailUseAnywherePerm', on: false },
  { type: 'PREFERENCES.SAVE' },
  {
    type: 'ACTION.SETTLED',
    result: { status: 'success', data: [{ accountNumber: '10000008', prodIdAlias: 'NWM', permissions: { emailUseAnywherePerm: 'Y' } }] },
  },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'exception', message: 'HTTP 500' } },
];
