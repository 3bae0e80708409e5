import type { OutcomeRule } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the transfer paths (SPEC §4 Specific transitions, §7 call 22), written from
 * the spec. The sample order: SERV N500001, whose transfer target is NWE.
 */

export const orderTransferOutcomes: readonly OutcomeRule[] = [
  { name: 'a transfer offered asks for the target', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'active' } } }, state: 'choosingTarget', noRequests: true },
  { name: 'a canceled order is refused', on: 'ORDER.FOUND', when: { subject: { order: { orderStatus: 'canceled' } } }, state: 'unavailable', context: { refusal: 'notTransferable' } },
  { name: 'choosing a transfer target reviews it', on: 'TRANSFER.CHOOSE', when: { toMagAbbr: 'NWE' }, state: 'reviewingTransfer' },
  { name: 'Back from the transfer review chooses again', on: 'TRANSFER.BACK', state: 'choosingTarget' },
  {
    name: 'confirming a transfer sends PUT /orderupdate orderChange transfer, moveSw Y (category Order Change)',
    on: 'TRANSFER.CONFIRM',
    state: 'transferring',
    tags: ['busy'],
    requests: {
      transferCycle: ({ last }) => ({
        category: 'Order Change',
        submission: { label: 'NWM', request: { call: 'orderUpdate', body: { action: 'orderChange', order: { orderNumber: 'N500001', orderStatus: 'transfer', reasonCode: 'CUSTXFER', toMagAbbr: last('TRANSFER.CHOOSE')?.toMagAbbr, moveSw: 'Y' } } } },
      }),
    },
  },
  { name: 'a transfer that went through is transferred', on: 'ACTION.SETTLED', from: 'transferring', when: { result: { status: 'success' } }, state: 'transferred' },
  { name: 'a failed transfer returns to its review', on: 'ACTION.SETTLED', from: 'transferring', when: { result: { status: 'error' } }, state: 'reviewingTransfer' },
  ...resultOutcomes(['transferring'], [{ on: 'TRANSFER.CONFIRM' }, { on: 'TRANSFER.BACK' }]),
];
