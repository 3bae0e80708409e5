import { and, assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TIssue } from '../../contracts/schemas/issues';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { issuesFoundOf, issuesRequest, resumeIssueChoices, suspendRefusal, suspendRequest } from '../rules/subscription-actions';
import type { Subscription, SuspendChoices, SuspendReasonCode, SuspendRefusal } from '../rules/subscription-actions';

/**
 * Suspend delivery (SPEC §4, §6, §7 calls 15 and 16), in the steps of the §2 progress bar.
 *
 * - awaitingSubscription: the customer data is not there yet. SUBSCRIPTION.FOUND brings the order;
 *   one that may not be suspended (enableSuspend off, or not isSuspendable) ends in `unavailable`
 *   with the refusal code.
 * - loadingIssues (SERV only): the coming issues (call 15), to choose the resume issue from. The
 *   action cycle runs it (category Issue Lookup, no refetch); a failure only leaves the choice out.
 * - reason (account information), dates (effective dates), review (account updates): the choices
 *   live in context, so BACK and a failed call never lose them.
 * - submitting: the action cycle runs the call as a child (category Suspend), refetches the
 *   customer and reports ACTION.SETTLED; an error returns to review with the stored result.
 * - suspended: the confirmation step.
 */

export interface SuspendInput {
  /** §3 AvailableActions.Preferences.enableSuspend. */
  enableSuspend: boolean;
  magCode: string;
}

export interface SuspendContext extends SuspendInput {
  subscription: Subscription | null;
  refusal: SuspendRefusal | null;
  /** Issues after the last delivered one, for the SERV resume issue. */
  upcoming: TIssue[];
  /** The failed issue lookup, shown as a notice; null when it worked or did not run. */
  issueLookupResult: ActionResult | null;
  choices: Partial<SuspendChoices>;
  result: ActionResult | null;
}

export type SuspendEvent =
  | { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }
  | { type: 'SUSPEND.REASON'; reasonCode: SuspendReasonCode }
  | { type: 'SUSPEND.DATES'; resumeIssue?: number | undefined; resumeServiceDate?: string | undefined }
  | { type: 'SUSPEND.BACK' }
  | { type: 'SUSPEND.CONFIRM' }
  | ActionSettledEvent;

export const suspendMachine = setup({
  types: { input: {} as SuspendInput, context: {} as SuspendContext, events: {} as SuspendEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store subscription': assign({ subscription: ({ event }) => eventOf(event, 'SUBSCRIPTION.FOUND').subscription }),
    'store refusal': assign({
      refusal: ({ context, event }) => suspendRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription, context.enableSuspend),
    }),
    'store issues': assign(({ context, event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      return result.status === 'success'
        ? { upcoming: resumeIssueChoices(issuesFoundOf(result.data).upcoming, context.subscription!), issueLookupResult: null }
        : { issueLookupResult: result };
    }),
    'store reason': assign({
      choices: ({ context, event }) => ({ ...context.choices, reasonCode: eventOf(event, 'SUSPEND.REASON').reasonCode }),
    }),
    'store dates': assign({
      choices: ({ context, event }) => {
        const { resumeIssue, resumeServiceDate } = eventOf(event, 'SUSPEND.DATES');
        return { reasonCode: context.choices.reasonCode, resumeIssue, resumeServiceDate };
      },
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'suspend offered': ({ context, event }) => suspendRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription, context.enableSuspend) === null,
    'resumes by issue': ({ event }) => eventOf(event, 'SUBSCRIPTION.FOUND').subscription.systemCode === 'SERV',
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'suspendDelivery',
  context: ({ input }) => ({ ...input, subscription: null, refusal: null, upcoming: [], issueLookupResult: null, choices: {}, result: null }),
  initial: 'awaitingSubscription',
  states: {
    awaitingSubscription: {
      on: {
        'SUBSCRIPTION.FOUND': [
          { guard: and(['suspend offered', 'resumes by issue']), target: 'loadingIssues', actions: 'store subscription' },
          { guard: 'suspend offered', target: 'reason', actions: 'store subscription' },
          { target: 'unavailable', actions: ['store subscription', 'store refusal'] },
        ],
      },
    },
    unavailable: {},
    loadingIssues: {
      tags: ['accountInformation', 'busy'],
      invoke: invokeActionCycle((context: SuspendContext) => ({
        category: 'Issue Lookup',
        refetch: false,
        submission: { request: issuesRequest([context.subscription!], context.magCode, false), label: context.subscription!.prodIdAlias },
      }), 'issueLookupCycle'),
      on: { 'ACTION.SETTLED': { target: 'reason', actions: 'store issues' } },
    },
    reason: {
      tags: ['accountInformation'],
      on: { 'SUSPEND.REASON': { target: 'dates', actions: 'store reason' } },
    },
    dates: {
      tags: ['effectiveDates'],
      on: {
        'SUSPEND.DATES': { target: 'review', actions: 'store dates' },
        'SUSPEND.BACK': { target: 'reason' },
      },
    },
    review: {
      tags: ['accountUpdates'],
      on: {
        'SUSPEND.CONFIRM': { target: 'submitting', actions: 'clear result' },
        'SUSPEND.BACK': { target: 'dates', actions: 'clear result' },
      },
    },
    submitting: {
      tags: ['accountUpdates', 'busy'],
      invoke: invokeActionCycle((context: SuspendContext) => ({
        category: 'Suspend',
        submission: { request: suspendRequest(context.subscription!, context.choices as SuspendChoices), label: context.subscription!.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('suspended', 'review', 'store result') },
    },
    suspended: { tags: ['confirmation'] },
  },
});

export type SuspendRef = ActorRefFrom<typeof suspendMachine>;
