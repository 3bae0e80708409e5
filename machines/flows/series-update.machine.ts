import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  seriesSettingsChanged,
  seriesUpdateRefusal,
  seriesUpdateRequest,
  type SeriesSettings,
  type SeriesUpdateRefusal,
  type Subscription,
} from '../rules/subscription-actions';

/**
 * Change a series plan's settings: how often a volume ships and how many copies (SPEC §7 call 18,
 * PUT /series updateType seriesupdate). The spec shows the call, not its screen: this flow is ours.
 *
 * - awaitingSubscription: SUBSCRIPTION.FOUND brings the plan once the customer data is there; one
 *   that is no running series plan of the account ends in `unavailable` with the refusal code.
 * - editing: the plan's settings; SERIES.SAVE is taken only for settings that differ from the
 *   plan's (the screen asks `can` to enable its button). After a failed call the §8 result shows
 *   here and the choice is kept.
 * - saving: the action cycle runs the call as a child (category Series Update), refetches the
 *   customer and reports ACTION.SETTLED.
 * - saved: done; SERIES.EDIT changes them again. A refetch (SUBSCRIPTION.FOUND) after the first
 *   keeps the plan as the lookup now shows it, so "changed" compares with what is stored.
 */

export interface SeriesUpdateContext {
  subscription: Subscription | null;
  refusal: SeriesUpdateRefusal | null;
  settings: SeriesSettings | null;
  result: ActionResult | null;
}

export type SeriesUpdateEvent =
  | { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }
  | { type: 'SERIES.SAVE'; settings: SeriesSettings }
  | { type: 'SERIES.EDIT' }
  | ActionSettledEvent;

export const seriesUpdateMachine = setup({
  types: { context: {} as SeriesUpdateContext, events: {} as SeriesUpdateEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store subscription': assign(({ event }) => {
      const { subscription } = eventOf(event, 'SUBSCRIPTION.FOUND');
      return { subscription, refusal: seriesUpdateRefusal(subscription) };
    }),
    'store series settings': assign({ settings: ({ event }) => eventOf(event, 'SERIES.SAVE').settings }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'series update offered': ({ event }) => seriesUpdateRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription) === null,
    'settings changed': ({ context, event }) => {
      const { settings } = eventOf(event, 'SERIES.SAVE');
      return seriesSettingsChanged(context.subscription!, settings); // editing is entered with the subscription
    },
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'seriesUpdate',
  context: { subscription: null, refusal: null, settings: null, result: null },
  initial: 'awaitingSubscription',
  // A refetch brings the plan anew: keep it as the lookup now shows it (awaitingSubscription decides instead).
  on: { 'SUBSCRIPTION.FOUND': { actions: 'store subscription' } },
  states: {
    awaitingSubscription: {
      on: {
        'SUBSCRIPTION.FOUND': [
          { guard: 'series update offered', target: 'editing', actions: 'store subscription' },
          { target: 'unavailable', actions: 'store subscription' },
        ],
      },
    },
    unavailable: {},
    editing: {
      on: {
        'SERIES.SAVE': { guard: 'settings changed', target: 'saving', actions: ['store series settings', 'clear result'] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: SeriesUpdateContext) => ({
        category: 'Series Update',
        submission: { request: seriesUpdateRequest(context.subscription!, context.settings!), label: context.subscription!.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('saved', 'editing', 'store result') },
    },
    saved: {
      on: {
        'SERIES.EDIT': { target: 'editing', actions: 'clear result' },
      },
    },
  },
});

export type SeriesUpdateRef = ActorRefFrom<typeof seriesUpdateMachine>;
