import type { AnyEventObject } from 'xstate';
import type { Subscription } from '../rules/subscription-actions';

/** Events with payloads for the extension machine's generated paths (machines/index.ts). Sample data only. */

const running: Subscription = {
  orderNumber: 'N500003',
  accountNumber: '10000003',
  prodIdAlias: 'NWM',
  planCode: 'NWM-12',
  systemCode: 'SERV',
  orderStatus: 'active',
  isSuspendable: true,
  isResumable: false,
  lastIssue: 18,
  expireIssueNumber: 19,
};

export const extensionPathEvents: readonly AnyEventObject[] = [
  { type: 'SUBSCRIPTION.FOUND', subscription: running },
  { type: 'SUBSCRIPTION.FOUND', subscription: { ...running, orderStatus: 'expired', expireIssueNumber: undefined } },
  { type: 'EXTENSION.CHOOSE', issues: 3 },
  { type: 'EXTENSION.BACK' },
  { type: 'EXTENSION.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true, expireIssueNumber: 22 } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful' } },
  { type: 'xstate.done.actor.retentionOffer', output: { outcome: 'declined', offer: null, accepted: null } },
];
