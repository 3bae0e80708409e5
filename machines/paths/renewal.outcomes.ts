import type { AnyEventObject } from 'xstate';
import type { OutcomeRule } from '../graph/outcomes';

/** The renewal's path model (issue 13 item 2): sample events and what each step must do. */

const order = { accountNumber: '10000002', orderNumber: 'N500002', renewable: true };
const bill = { success: true, orderNumber: 'N500002', invoiceNumber: 'INV-REN-N500002-24', amountDue: 29.99, termIssues: 12 };

export const renewalPathEvents: readonly AnyEventObject[] = [
  { type: 'RENEWAL.ORDER', order },
  { type: 'RENEWAL.ORDER', order: { ...order, renewable: false } },
  { type: 'RENEWAL.CONFIRM' },
  { type: 'RENEWAL.RETRY' },
  { type: 'RENEWAL.BACK' },
  { type: 'xstate.done.actor.requestRenewal', output: bill },
  { type: 'xstate.error.actor.requestRenewal', error: new Error('HTTP 500') },
];

export const renewalOutcomes: readonly OutcomeRule[] = [
  { name: 'a renewable order shows its term and price first', on: 'RENEWAL.ORDER', when: { order: { renewable: true } }, state: 'reviewing', noRequests: true },
  { name: 'an order that cannot be renewed here says so', on: 'RENEWAL.ORDER', when: { order: { renewable: false } }, state: 'unavailable', noRequests: true },
  { name: 'confirming asks for the bill of one more term', on: 'RENEWAL.CONFIRM', state: 'requesting', tags: ['busy'], requests: { requestRenewal: { accountNumber: '10000002', orderNumber: 'N500002' } } },
  {
    name: 'the bill ready, Make a Payment opens with it chosen',
    on: 'xstate.done.actor.requestRenewal',
    state: 'invoiced',
    effects: [['refetch customer', undefined], ['navigate', { to: '/accounts/payment?account=10000002&order=N500002&invoice=INV-REN-N500002-24' }]],
  },
  { name: 'a failed request offers a retry and bills nothing', on: 'xstate.error.actor.requestRenewal', state: 'failed', noEffects: ['navigate', 'refetch customer'] },
  { name: 'a retry asks again', on: 'RENEWAL.RETRY', state: 'requesting', requests: { requestRenewal: { orderNumber: 'N500002' } } },
  { name: 'back returns to the review', on: 'RENEWAL.BACK', state: 'reviewing', noRequests: true },
];
