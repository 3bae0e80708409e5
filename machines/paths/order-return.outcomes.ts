import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the shop return's paths (designed for SPEC §4 action Return, the statuses
 * returned and partially returned, §7 call 22 with orderStatus return). The sample order N500301:
 * two mugs at 12.00 (line 1) and a poster set at 22.00 (line 2), both still returnable.
 */

type Line = { lineNumber: number; quantity: number };
const chosen = (p: PathSoFar) => (p.last('RETURN.CHOOSE')?.lines ?? []) as Line[];
const reasonCodes: Record<string, string> = { damaged: 'RTNDMG', wrongItem: 'RTNWRONG', notAsDescribed: 'RTNDESC', noLongerWanted: 'RTNUNWNT' };
const tooMany = (p: PathSoFar) => chosen(p).some((l) => l.lineNumber === 1 && l.quantity > 2);

export const orderReturnOutcomes: readonly OutcomeRule[] = [
  { name: 'a shop order with items still returnable asks what comes back', on: 'ORDER.FOUND', when: { subject: { order: { orderNumber: 'N500301' } } }, state: 'choosing' },
  { name: 'a shop order past its return window is refused', on: 'ORDER.FOUND', when: { subject: { order: { orderNumber: 'N500305' } } }, state: 'unavailable', context: { refusal: 'notReturnable', choice: null } },
  { name: 'more of an item than the order holds is not a choice', on: 'RETURN.CHOOSE', if: tooMany, state: 'choosing' },
  { name: 'the items chosen are reviewed with their refund', on: 'RETURN.CHOOSE', if: (p) => !tooMany(p), state: 'reviewing' },
  { name: 'Back from the review chooses again', on: 'RETURN.BACK', state: 'choosing' },
  {
    name: 'confirming sends PUT /orderupdate orderChange return with the lines, quantities and reason (category Order Change)',
    on: 'RETURN.CONFIRM',
    state: 'returning',
    tags: ['busy'],
    requests: {
      actionCycle: (p) => ({
        category: 'Order Change',
        submission: {
          label: 'NWS',
          request: {
            call: 'orderUpdate',
            body: {
              action: 'orderChange',
              accountNumber: '10000041',
              prodIdAlias: 'NWS',
              systemCode: 'EHUB',
              order: {
                orderNumber: 'N500301',
                orderStatus: 'return',
                reasonCode: reasonCodes[String(p.last('RETURN.CHOOSE')?.reason)],
                orderItems: chosen(p).map((l) => ({ lineNumber: l.lineNumber, quantity: l.quantity })),
              },
            },
          },
        },
      }),
    },
  },
  { name: 'a return that went through is done', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'returned', noRequests: true },
  { name: 'a failed return comes back to the review', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'reviewing', noRequests: true },
  ...resultOutcomes(['returning'], [{ on: 'RETURN.CONFIRM' }, { on: 'RETURN.BACK' }]),
];
