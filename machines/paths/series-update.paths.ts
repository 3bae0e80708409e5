import type { AnyEventObject } from 'xstate';
import type { Subscription } from '../rules/subscription-actions';

/** Events with payloads for the series-update machine's generated paths (machines/index.ts). Sample data only. */

/** 20000005's running series plan (shared with tests/machines/subscription-flows.test.ts). */
export const seriesPlan: Subscription = {
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
  { type: 'SUBSCRIPTION.FOUND', subscription: seriesPlan },
  { type: 'SUBSCRIPTION.FOUND', subscription: { ...seriesPlan, orderStatus: 'completed', isSuspendable: false } },
  { type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 2 } },
  { type: 'SERIES.SAVE', settings: { shipFrequency: '2M', shipQuantity: 1 } },
  { type: 'SERIES.EDIT' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful' } },
];
