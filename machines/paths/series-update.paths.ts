import type { AnyEventObject } from 'xstate';
import type { Subscription } from '../rules/subscription-actions';

/** Events with payloads for the series-update machine's generated paths (machines/index.ts). Sample data only. */

const plan: Subscription = {
  orderNumber: 'B700012',
  accountNumber: '20000005',
  prodIdAlias: 'BOC',
  planCode: 'BOC-BIMONTHLY',
  systemCode: 'SERVPF',
  orderStatus: 'active',
  isSuspendable: true,
  isResumable: false,
  lastIssue: 3,
  planStatus: 'A',
  shipFrequency: '2M',
  shipQuantity: 1,
};

export const seriesUpdatePathEvents: readonly AnyEventObject[] = [
  { type: 'SUBSCRIPTION.FOUND', subscription: plan },
  { type: 'SUBSCRIPTION.FOUND', subscription: { ...plan, orderStatus: 'completed', isSuspendable: false } },
  { type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 2 } },
  { type: 'SERIES.SAVE', settings: { shipFrequency: '2M', shipQuantity: 1 } },
  { type: 'SERIES.EDIT' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful' } },
];
