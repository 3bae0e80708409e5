import type { AnyEventObject } from 'xstate';
import type { ActionCycleInput } from '../flows/action-cycle.machine';
import type { AccountLookupInput } from '../flows/account-lookup.machine';

/**
 * Inputs and events with payloads for the generated paths of the account area's shared machines
 * (machines/index.ts). Sample data only.
 */

const lookup = {
  isSuccess: 'true',
  customers: [{ accountNumber: '10000001', prodIdAlias: 'NWM', postalCode: '10118', permissions: { emailUseAnywherePerm: 'N' } }],
  orders: [],
  accountsMap: {},
  prodId: 'NWM',
  associatedGiftAccounts: [],
  paymentMethods: [],
};

const submission = { request: { accountNumber: '10000001' }, label: 'NWM' };

/** Started as a flow embeds it (loading at once); START then shows the standalone cycle's idle. */
export const actionCycleInput: ActionCycleInput = { category: 'Suspend', submission };

export const actionCyclePathEvents: readonly AnyEventObject[] = [
  { type: 'ACTION.START' },
  { type: 'ACTION.SUBMIT', submission },
  { type: 'ACTION.CANCEL' },
  { type: 'xstate.done.actor.perform', output: { results: [{ success: true }] } },
  { type: 'xstate.done.actor.perform', output: { results: [{ success: true, message: 'Suspended' }, { success: false, message: 'Not suspendable' }] } },
  { type: 'xstate.done.actor.perform', output: { results: [{ success: false, message: 'Not suspendable' }, { success: false, message: 'Invalid login token' }] } },
  { type: 'xstate.error.actor.perform', error: 'Invalid login token' },
  { type: 'xstate.error.actor.perform', error: 'HTTP 500' },
];

export const accountLookupInput: AccountLookupInput = { lookup: null, key: { accountNumber: '10000001', postalCode: '10118' } };

export const accountLookupPathEvents: readonly AnyEventObject[] = [
  { type: 'ACCOUNT.REFETCH' },
  { type: 'ACCOUNT.REFETCH', delayMs: 2000 },
  { type: 'ACCOUNT.PERMISSIONS_SAVED', accountNumber: '10000001', prodIdAlias: 'NWM', permissions: { emailUseAnywherePerm: 'Y' } },
  { type: 'xstate.done.actor.fetchAccount', output: { found: true, lookup } },
  { type: 'xstate.done.actor.fetchAccount', output: { found: false, code: 'USER_NOT_FOUND' } },
  { type: 'xstate.error.actor.fetchAccount', error: 'Invalid login token' },
  { type: 'xstate.error.actor.fetchAccount', error: 'HTTP 500' },
];
