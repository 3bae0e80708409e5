import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { TAddressChangeResponse } from '../../contracts/schemas/actions';
import type { AddressChangeContext, AddressChangeInput } from '../flows/address-change.machine';

/**
 * Input and events with payloads for the address change's generated paths (machines/index.ts):
 * a donor with one account and one gift recipient, so that paths reach the one-step change (own or
 * gift accounts) and the two-step gift change (both). Sample data only.
 */

const address = { name: 'Hank Moreau', address1: '88 Peachtree St', city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US' };

export const addressChangePathInput: AddressChangeInput = {
  accounts: {
    own: [{ accountNumber: '10000008', prodIdAlias: 'NWM', productName: 'Northwind Monthly', postalCode: '30309', systemCode: 'SERV', address: { ...address, postalCode: '30309' } }],
    gifts: [{ accountNumber: '10000009', prodIdAlias: 'NWM', productName: 'Northwind Monthly', postalCode: '31401', systemCode: 'SERV', recipientName: 'Ivy Moreau' }],
  },
  refetchAccountNumber: '10000008',
  today: '2026-11-21',
};

const answer: TAddressChangeResponse = { success: true, results: [{ accountNumber: '10000008', success: true, scheduled: false, postalCode: '30303' }] };

export const addressChangePathEvents: readonly AnyEventObject[] = [
  { type: 'ADDRESS.ACCOUNTS', accountNumbers: ['10000008'], giftAccountNumbers: [] },
  { type: 'ADDRESS.ACCOUNTS', accountNumbers: [], giftAccountNumbers: ['10000009'] },
  { type: 'ADDRESS.ACCOUNTS', accountNumbers: ['10000008'], giftAccountNumbers: ['10000009'] },
  { type: 'ADDRESS.DATES', startDate: '2026-11-21', endDate: '' },
  { type: 'ADDRESS.UPDATES', address, giftAddress: { ...address, name: 'Ivy Moreau', address1: '9 Bull St', city: 'Savannah', postalCode: '31401' } },
  { type: 'ADDRESS.BACK' },
  { type: 'ADDRESS.SUBMIT' },
  { type: 'ADDRESS.RESTART' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: answer } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful', message: 'Unknown country.' } },
];

/** The guards read which kinds of account were chosen: paths must reach each. */
export function addressChangeStateKey(snapshot: AnyMachineSnapshot): unknown {
  const { draft } = snapshot.context as AddressChangeContext;
  return [draft.accountNumbers.length > 0, draft.giftAccountNumbers.length > 0];
}
