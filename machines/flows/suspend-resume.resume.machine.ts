import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { directResumeOf, resumeRefusal, resumeRequest, type ResumeRefusal, type Subscription } from '../rules/subscription-actions';

/**
 * Resume delivery (SPEC §4 Specific transitions, §7 call 17).
 *
 * - awaitingSubscription: SUBSCRIPTION.FOUND brings the order once the customer data is there; one
 *   that is not suspended ends in `unavailable` with the refusal code.
 * - confirming: the user confirms the resume; after a failed call the §8 result is shown here.
 * - submitting: the action cycle runs the call as a child (category Resume), refetches the customer
 *   and reports ACTION.SETTLED.
 * - resumed: delivery resumed; or, when the first returned item has directResume (§4),
 *   `directResume`, which sends the user to /accounts/resume.
 */

export const RESUME_PATH = '/accounts/resume';

export interface ResumeContext {
  subscription: Subscription | null;
  refusal: ResumeRefusal | null;
  result: ActionResult | null;
}

export type ResumeEvent =
  | { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }
  | { type: 'RESUME.CONFIRM' }
  | ActionSettledEvent;

export const resumeMachine = setup({
  types: { context: {} as ResumeContext, events: {} as ResumeEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
    'store subscription': assign(({ event }) => {
      const { subscription } = eventOf(event, 'SUBSCRIPTION.FOUND');
      return { subscription, refusal: resumeRefusal(subscription) };
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'resume offered': ({ event }) => resumeRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription) === null,
    'settled successfully': settledSuccessfully,
    'direct resume': ({ event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      return result.status === 'success' && directResumeOf(result.data);
    },
  },
}).createMachine({
  id: 'resumeDelivery',
  context: { subscription: null, refusal: null, result: null },
  initial: 'awaitingSubscription',
  states: {
    awaitingSubscription: {
      on: {
        'SUBSCRIPTION.FOUND': [
          { guard: 'resume offered', target: 'confirming', actions: 'store subscription' },
          { target: 'unavailable', actions: 'store subscription' },
        ],
      },
    },
    unavailable: {},
    confirming: {
      on: { 'RESUME.CONFIRM': { target: 'submitting', actions: 'clear result' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: ResumeContext) => ({
        category: 'Resume',
        submission: { request: resumeRequest(context.subscription!), label: context.subscription!.prodIdAlias },
      })),
      on: {
        'ACTION.SETTLED': [
          { guard: 'direct resume', target: 'directResume', actions: 'store result' },
          ...onSettled('resumed', 'confirming', 'store result'),
        ],
      },
    },
    resumed: {},
    directResume: {
      type: 'final',
      entry: { type: 'navigate', params: { to: RESUME_PATH } },
    },
  },
});

export type ResumeRef = ActorRefFrom<typeof resumeMachine>;
