import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TRetentionOffer } from '../../contracts/schemas/intellisel';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  acceptedOfferOf,
  firstOfferOf,
  intelliselAcceptRequest,
  intelliselLoadRequest,
  type AcceptedOffer,
  type RetentionEvent,
  type RetentionOrder,
} from '../rules/orders';
import { isInvalidLoginToken } from '../rules/sign-in';

/**
 * A retention offer (intellisel, SPEC §4 Specific transitions, §7 call 27, §8 Session errors),
 * made before a cancel-type action or after an extension; the flow that invokes it continues
 * according to its output.
 *
 * - loading: the offers for the event (category Load of Intellisel, no refetch). None, or a load
 *   error, ends `declined` so the original action goes on; a load error is kept in the output
 *   (`loadFailure`, the §8 'Error on Load of Intellisel'), for the flow to mention once.
 * - offering: one offer at a time, always skippable: OFFER.ACCEPT or OFFER.DECLINE.
 * - accepting: the offer is applied to the order (the cycle refetches the customer); a failure
 *   returns to the offer with the §8 result, so the subscriber may retry or decline.
 * - accepted / declined / sessionEnded: final. 'Invalid login token' on either call ends the
 *   session (the cycle times it out) and the original action must not go on.
 */

export interface RetentionOfferInput {
  event: RetentionEvent;
  order: RetentionOrder;
}

export type RetentionOutcome = 'accepted' | 'declined' | 'sessionEnded';

export interface RetentionOfferOutput {
  outcome: RetentionOutcome;
  offer: TRetentionOffer | null;
  accepted: AcceptedOffer | null;
  /** The failed load's §8 result when the offers could not be loaded; the action went on without. */
  loadFailure: ActionResult | null;
}

export interface RetentionOfferContext extends RetentionOfferInput {
  offer: TRetentionOffer | null;
  accepted: AcceptedOffer | null;
  outcome: RetentionOutcome | null;
  result: ActionResult | null;
  loadFailure: ActionResult | null;
}

export type RetentionOfferEvent = { type: 'OFFER.ACCEPT' } | { type: 'OFFER.DECLINE' } | ActionSettledEvent;

export const retentionOfferMachine = setup({
  types: {
    input: {} as RetentionOfferInput,
    context: {} as RetentionOfferContext,
    events: {} as RetentionOfferEvent,
    output: {} as RetentionOfferOutput,
  },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store offer': assign({
      offer: ({ event }) => {
        const { result } = eventOf(event, 'ACTION.SETTLED');
        return result.status === 'success' ? firstOfferOf(result.data) : null;
      },
    }),
    'store accepted': assign({
      accepted: ({ event }) => {
        const { result } = eventOf(event, 'ACTION.SETTLED');
        return result.status === 'success' ? acceptedOfferOf(result.data) : null;
      },
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
    'store load failure': assign({ loadFailure: settledResult }),
    'end accepted': assign({ outcome: 'accepted' as const }),
    'end declined': assign({ outcome: 'declined' as const }),
    'end session': assign({ outcome: 'sessionEnded' as const }),
  },
  guards: {
    'settled successfully': settledSuccessfully,
    'has an offer': ({ event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      return result.status === 'success' && firstOfferOf(result.data) !== null;
    },
    'session ended': ({ event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      return result.status === 'error' && isInvalidLoginToken(result.message);
    },
  },
}).createMachine({
  id: 'retentionOffer',
  context: ({ input }) => ({ ...input, offer: null, accepted: null, outcome: null, result: null, loadFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: RetentionOfferContext) => ({
        category: 'Load of Intellisel',
        refetch: false,
        submission: { request: intelliselLoadRequest(context.order, context.event), label: context.order.prodIdAlias },
      }), 'offerLoadCycle'),
      on: {
        'ACTION.SETTLED': [
          { guard: 'session ended', target: 'sessionEnded', actions: 'end session' },
          { guard: 'has an offer', target: 'offering', actions: 'store offer' },
          { guard: 'settled successfully', target: 'declined', actions: 'end declined' },
          { target: 'declined', actions: ['store load failure', 'end declined'] },
        ],
      },
    },
    offering: {
      on: {
        'OFFER.ACCEPT': { target: 'accepting', actions: 'clear result' },
        'OFFER.DECLINE': { target: 'declined', actions: 'end declined' },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: RetentionOfferContext) => ({
        category: 'Load of Intellisel',
        submission: {
          request: intelliselAcceptRequest(context.order, context.event, context.offer!),
          label: context.order.prodIdAlias,
          amount: context.offer!.offerValue,
        },
      }), 'offerAcceptCycle'),
      on: {
        'ACTION.SETTLED': [
          { guard: 'session ended', target: 'sessionEnded', actions: ['store result', 'end session'] },
          { guard: 'settled successfully', target: 'accepted', actions: ['store accepted', 'end accepted'] },
          { target: 'offering', actions: 'store result' },
        ],
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    sessionEnded: { type: 'final' },
  },
  // Each way into a final state sets the outcome (end accepted, end declined, end session).
  output: ({ context }) => ({ outcome: context.outcome!, offer: context.offer, accepted: context.accepted, loadFailure: context.loadFailure }),
});

export type RetentionOfferRef = ActorRefFrom<typeof retentionOfferMachine>;
