import type { AnyEventObject } from 'xstate';
import { endedSubject, failed, servSubject } from './orders.paths';

/**
 * Events with payloads for the generated paths of the transfer (machines/index.ts `orderTransfer`):
 * a running SERV order moved to one of its transferTargets; a canceled order is refused. Sample
 * data only.
 */

export const orderTransferPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: servSubject },
  { type: 'ORDER.FOUND', subject: endedSubject },
  { type: 'TRANSFER.CHOOSE', toMagAbbr: 'NWE' },
  { type: 'TRANSFER.BACK' },
  { type: 'TRANSFER.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: failed },
];
