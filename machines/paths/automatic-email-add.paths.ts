import type { AnyEventObject } from 'xstate';
import type { TCustomer } from '../../contracts/schemas/customer';

/**
 * Events with payloads for the automatic email add's generated paths (machines/index.ts): a lookup
 * with an account lacking an email, one where every account has one, an empty lookup, and a
 * session that already ran it. Sample data only.
 */

const customer: TCustomer = {
  productName: 'Northwind Monthly',
  accountNumber: '10000001',
  prodIdAlias: 'NWM',
  email: '',
  address: { name: 'Alice Walker', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '10118',
  systemCode: 'SERV',
  permissions: { emailUseForCompanyPerm: 'Y' },
};

const known = { email: 'alice.walker@example.com' };

export const automaticEmailAddPathEvents: readonly AnyEventObject[] = [
  { type: 'EMAIL_ADD.CHECK', customers: [customer], known, alreadyRan: false },
  { type: 'EMAIL_ADD.CHECK', customers: [{ ...customer, email: 'alice.walker@example.com' }], known, alreadyRan: false },
  { type: 'EMAIL_ADD.CHECK', customers: [], known, alreadyRan: false },
  { type: 'EMAIL_ADD.CHECK', customers: [customer], known, alreadyRan: true },
  { type: 'ACTION.SETTLED', result: { status: 'success' } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'exception', message: 'HTTP 500' } },
];
