import type { OutcomeRule } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/** What must happen on the extension paths (SPEC §4 Specific transitions, §7 calls 13, 27), from the spec. */
export const extensionOutcomes: readonly OutcomeRule[] = [
  { name: 'a running subscription is offered the extension', on: 'SUBSCRIPTION.FOUND', when: { subscription: { orderStatus: 'active' } }, state: 'choosing' },
  { name: 'an expired subscription is refused', on: 'SUBSCRIPTION.FOUND', when: { subscription: { orderStatus: 'expired' } }, state: 'unavailable' },
  { name: 'the issues chosen are reviewed', on: 'EXTENSION.CHOOSE', state: 'reviewing' },
  { name: 'Back from the review chooses again', on: 'EXTENSION.BACK', state: 'choosing' },
  {
    name: 'confirming sends PUT /orderupdate extension to the new last issue (category Extension)',
    on: 'EXTENSION.CONFIRM',
    state: 'submitting',
    tags: ['busy'],
    requests: {
      actionCycle: ({ last }) => ({
        category: 'Extension',
        submission: { label: 'NWM', request: { call: 'orderUpdate', body: { action: 'extension', accountNumber: '10000003', prodIdAlias: 'NWM', order: { subscriptionEnd: 19 + Number(last('EXTENSION.CHOOSE')?.issues) } } } },
      }),
    },
  },
  {
    name: 'an extension that went through makes a retention offer (event extension)',
    on: 'ACTION.SETTLED',
    when: { result: { status: 'success' } },
    state: 'extended.offering',
    requests: { retentionOffer: { event: 'extension', order: { orderNumber: 'N500003' } } },
  },
  { name: 'a failed extension returns to the review', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'reviewing', noRequests: true },
  { name: 'the offer answered, the extension is done', on: 'xstate.done.actor.retentionOffer', state: 'extended.offered' },
  ...resultOutcomes(['submitting'], [{ on: 'EXTENSION.CONFIRM' }, { on: 'EXTENSION.BACK' }]),
];
