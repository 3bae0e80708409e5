import type { OutcomeRule } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/** What must happen on the series-update paths (SPEC §7 call 18; the screen is ours, see the machine). */
export const seriesUpdateOutcomes: readonly OutcomeRule[] = [
  { name: 'a running series plan offers its settings', on: 'SUBSCRIPTION.FOUND', from: 'awaitingSubscription', when: { subscription: { orderStatus: 'active' } }, state: 'editing' },
  { name: 'an ended plan has no settings to change', on: 'SUBSCRIPTION.FOUND', from: 'awaitingSubscription', when: { subscription: { orderStatus: 'completed' } }, state: 'unavailable' },
  { name: 'the same settings again save nothing', on: 'SERIES.SAVE', from: 'editing', when: { settings: { shipFrequency: '2M', shipQuantity: 1 } }, state: 'editing', noRequests: true },
  {
    name: 'saving sends PUT /series seriesupdate with the new settings, the plan status and suspendSwitch as they stand (category Series Update)',
    on: 'SERIES.SAVE',
    when: { settings: { shipFrequency: '1M' } },
    state: 'saving',
    tags: ['busy'],
    requests: {
      actionCycle: ({ last }) => ({
        category: 'Series Update',
        submission: {
          label: 'BOC',
          request: {
            call: 'series',
            body: {
              updateType: 'seriesupdate',
              prodIdAlias: 'BOC',
              recipAccountNumber: '20000005',
              planCode: 'BOC-BIMONTHLY',
              suspendSwitch: 'N',
              planStatus: 'A',
              shipFrequency: (last('SERIES.SAVE')?.settings as { shipFrequency: string }).shipFrequency,
              shipQuantity: (last('SERIES.SAVE')?.settings as { shipQuantity: number }).shipQuantity,
            },
          },
        },
      }),
    },
  },
  { name: 'a saved change is done', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'saved' },
  { name: 'a failed change returns to the settings', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'editing', noRequests: true },
  { name: 'Change again goes back to the settings', on: 'SERIES.EDIT', state: 'editing' },
  ...resultOutcomes(['saving'], [{ on: 'SERIES.SAVE', entered: 'saving' }, { on: 'SERIES.EDIT' }]),
];
