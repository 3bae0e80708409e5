import { assign, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { retentionOfferMachine, type RetentionOfferOutput } from './retention-offer.machine';
import { extensionRefusal, extensionRequest, type ExtensionRefusal, type Subscription } from '../rules/subscription-actions';

/**
 * Extend a subscription (SPEC §7 call 13, §4 Specific transitions).
 *
 * - awaitingSubscription: SUBSCRIPTION.FOUND brings the order once the customer data is there; one
 *   without a running subscription to extend ends in `unavailable` with the refusal code.
 * - choosing: how many issues to add. reviewing: the new last issue, to confirm; after a failed
 *   call the §8 result is shown here and the choice is kept.
 * - submitting: the action cycle runs the call as a child (category Extension), refetches the
 *   customer and reports ACTION.SETTLED.
 * - extended: done. It starts with a retention offer (§4 "can be followed by a retention-offer
 *   (intellisel) start"): the retentionOffer child (event extension) loads one and lets the
 *   subscriber accept or decline it; either way the extension stands (extended.offered).
 */

export interface ExtensionContext {
  subscription: Subscription | null;
  refusal: ExtensionRefusal | null;
  issues: number | null;
  result: ActionResult | null;
  /** How the retention offer after the extension ended (accepted: what it added). */
  offerOutcome: RetentionOfferOutput | null;
}

export type ExtensionEvent =
  | { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }
  | { type: 'EXTENSION.CHOOSE'; issues: number }
  | { type: 'EXTENSION.BACK' }
  | { type: 'EXTENSION.CONFIRM' }
  | ActionSettledEvent
  | DoneActorEvent<RetentionOfferOutput, 'retentionOffer'>;

export const extensionMachine = setup({
  types: { context: {} as ExtensionContext, events: {} as ExtensionEvent },
  actors: { actionCycle: actionCycleMachine, retentionOffer: retentionOfferMachine },
  actions: {
    'store offer outcome': assign({ offerOutcome: ({ event }) => eventOf(event, 'xstate.done.actor.retentionOffer').output }),
    'store subscription': assign(({ event }) => {
      const { subscription } = eventOf(event, 'SUBSCRIPTION.FOUND');
      return { subscription, refusal: extensionRefusal(subscription) };
    }),
    'store issues': assign({ issues: ({ event }) => eventOf(event, 'EXTENSION.CHOOSE').issues }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'extension offered': ({ event }) => extensionRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription) === null,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'extension',
  context: { subscription: null, refusal: null, issues: null, result: null, offerOutcome: null },
  initial: 'awaitingSubscription',
  states: {
    awaitingSubscription: {
      on: {
        'SUBSCRIPTION.FOUND': [
          { guard: 'extension offered', target: 'choosing', actions: 'store subscription' },
          { target: 'unavailable', actions: 'store subscription' },
        ],
      },
    },
    unavailable: {},
    choosing: {
      on: { 'EXTENSION.CHOOSE': { target: 'reviewing', actions: 'store issues' } },
    },
    reviewing: {
      on: {
        'EXTENSION.CONFIRM': { target: 'submitting', actions: 'clear result' },
        'EXTENSION.BACK': { target: 'choosing', actions: 'clear result' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: ExtensionContext) => ({
        category: 'Extension',
        submission: { request: extensionRequest(context.subscription!, context.issues!), label: context.subscription!.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('extended', 'reviewing', 'store result') },
    },
    extended: {
      initial: 'offering',
      states: {
        offering: {
          invoke: {
            id: 'retentionOffer',
            src: 'retentionOffer',
            input: ({ context }) => ({ event: 'extension' as const, order: context.subscription! }),
            onDone: { target: 'offered', actions: 'store offer outcome' },
          },
        },
        offered: {},
      },
    },
  },
});

export type ExtensionRef = ActorRefFrom<typeof extensionMachine>;
