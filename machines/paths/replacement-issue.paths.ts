import type { AnyEventObject } from 'xstate';
import type { ReplacementInput } from '../flows/replacement-issue.machine';
import type { Subscription } from '../rules/subscription-actions';

/**
 * Input and events with payloads for the replacement-issue machine's generated paths
 * (machines/index.ts): an order with delivered issues and one without, both answers of each
 * action cycle, every button. Sample data only.
 */

const delivered: Subscription = {
  orderNumber: 'N500002',
  accountNumber: '10000002',
  prodIdAlias: 'NWM',
  planCode: 'NWM-12',
  systemCode: 'SERV',
  orderStatus: 'active-renew',
  isSuspendable: true,
  isResumable: false,
  lastIssue: 18,
  expireIssueNumber: 20,
};

const entitled = [
  { issueNumber: 15, description: 'February 2026', coverDate: '2026-02-01', inStock: false, replacementRequested: false },
  { issueNumber: 16, description: 'March 2026', coverDate: '2026-03-01', inStock: true, replacementRequested: false },
];
const upcoming = [{ issueNumber: 19, description: 'December 2026', coverDate: '2026-12-01', inStock: true }];

export const replacementPathInput: ReplacementInput = { magCode: 'NWM' };

export const replacementPathEvents: readonly AnyEventObject[] = [
  { type: 'SUBSCRIPTION.FOUND', subscription: delivered },
  { type: 'SUBSCRIPTION.FOUND', subscription: { ...delivered, systemCode: 'EHUB', lastIssue: undefined } },
  { type: 'REPLACEMENT.REASON', reasonCode: 'MISSING', issueNumber: 15 },
  { type: 'REPLACEMENT.SUBMIT', delivery: 'issue' },
  { type: 'REPLACEMENT.BACK' },
  { type: 'REPLACEMENT.RETRY' },
  { type: 'REPLACEMENT.ANOTHER' },
  { type: 'REPLACEMENT.DONE' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { entitled, upcoming, replacement: { outOfStock: true, extendedByIssues: 1 } } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'exception', message: 'HTTP 500' } },
];
