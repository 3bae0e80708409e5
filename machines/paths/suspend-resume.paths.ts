import type { AnyEventObject } from 'xstate';
import type { ActionResult } from '../rules/account';
import type { Subscription } from '../rules/subscription-actions';
import type { SuspendInput } from '../flows/suspend-resume.suspend.machine';

/**
 * Inputs and events with payloads for the generated paths of the suspend and resume machines
 * (machines/index.ts): each kind of order they may be given and both ends of the action cycle.
 * Sample data only.
 */

export const servSubscription: Subscription = {
  orderNumber: 'N500003',
  accountNumber: '10000003',
  prodIdAlias: 'NWM',
  planCode: 'NWM-12',
  systemCode: 'SERV',
  orderStatus: 'renewing_soon',
  isSuspendable: true,
  isResumable: false,
  isRecipient: false,
  lastIssue: 18,
  expireIssueNumber: 19,
};

export const seriesSubscription: Subscription = {
  orderNumber: 'B500020',
  accountNumber: '20000005',
  prodIdAlias: 'BOC',
  planCode: 'BOC-BIMONTHLY',
  systemCode: 'SERVPF',
  orderStatus: 'active',
  isSuspendable: true,
  isResumable: false,
  planStatus: 'A',
  shipFrequency: '2M',
  shipQuantity: 1,
};

const suspendedSubscription: Subscription = { ...seriesSubscription, orderStatus: 'suspended', isSuspendable: false, isResumable: true };
const canceledSubscription: Subscription = { ...servSubscription, orderStatus: 'canceled', isSuspendable: false };

const failed: ActionResult = { status: 'error', reason: 'exception', message: 'HTTP 500' };
const upcoming = [{ issueNumber: 19, description: 'December 2026', coverDate: '2026-12-01', inStock: true }];

export const suspendInput: SuspendInput = { enableSuspend: true, magCode: 'NWM' };

export const suspendPathEvents: readonly AnyEventObject[] = [
  { type: 'SUBSCRIPTION.FOUND', subscription: servSubscription },
  { type: 'SUBSCRIPTION.FOUND', subscription: seriesSubscription },
  { type: 'SUBSCRIPTION.FOUND', subscription: canceledSubscription },
  { type: 'SUSPEND.REASON', reasonCode: 'VAC' },
  { type: 'SUSPEND.DATES', resumeIssue: 19 },
  { type: 'SUSPEND.BACK' },
  { type: 'SUSPEND.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { entitled: [], upcoming } } },
  { type: 'ACTION.SETTLED', result: failed },
];

export const resumePathEvents: readonly AnyEventObject[] = [
  { type: 'SUBSCRIPTION.FOUND', subscription: suspendedSubscription },
  { type: 'SUBSCRIPTION.FOUND', subscription: servSubscription },
  { type: 'RESUME.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, items: [{ orderNumber: 'B500020', directResume: false }] } } },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, items: [{ orderNumber: 'B500020', directResume: true }] } } },
  { type: 'ACTION.SETTLED', result: failed },
];
