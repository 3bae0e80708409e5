import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TEntitledIssue, TIssue } from '../../contracts/schemas/issues';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { issuesFoundOf, issuesRequest, replacementRefusal, replacementRequest } from '../rules/subscription-actions';
import type { ReplacementChoice, ReplacementDelivery, ReplacementReasonCode, ReplacementRefusal, Subscription } from '../rules/subscription-actions';

/**
 * Replacement issue (SPEC §2 Replacement-issue screen, §7 calls 12, 14, 15, §9): the steps Reason,
 * Confirmation and Replacement are the tags `reason`, `confirmation` and `replacement`.
 *
 * - awaitingSubscription: SUBSCRIPTION.FOUND brings the order; one with no delivered magazine issue
 *   ends in `unavailable`. Later SUBSCRIPTION.FOUND events keep it current (refetches).
 * - loadingIssues: the entitled issues (call 12) and the order's coming issues (call 15) through the
 *   action cycle (category Issue Lookup, no refetch); a failure waits in `lookupFailed` for a retry.
 * - reason: damaged or missing, and which issue. confirmation: receive the issue or extend by one
 *   issue instead; an out-of-stock issue is an automatic one-issue extension.
 * - submitting: the cycle runs call 14 (category Replacement Issue) and refetches the customer.
 * - answered.replaced / answered.failed: the success header or "Oops! Something went wrong!"; the
 *   choices are kept for a retry. ANOTHER starts again at Reason with a fresh cycle; DONE ("I'm
 *   Done") goes to the account summary.
 */

export const ACCOUNT_SUMMARY_PATH = '/accounts/summary';

export interface ReplacementInput {
  magCode: string;
}

export interface ReplacementContext extends ReplacementInput {
  subscription: Subscription | null;
  refusal: ReplacementRefusal | null;
  entitled: TEntitledIssue[];
  upcoming: TIssue[];
  /** The failed issue lookup (§8 'Error on Issue Lookup'). */
  lookupResult: ActionResult | null;
  choice: ReplacementChoice;
  result: ActionResult | null;
}

export type ReplacementEvent =
  | { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }
  | { type: 'REPLACEMENT.REASON'; reasonCode: ReplacementReasonCode; issueNumber: number }
  | { type: 'REPLACEMENT.SUBMIT'; delivery: ReplacementDelivery }
  | { type: 'REPLACEMENT.BACK' | 'REPLACEMENT.RETRY' | 'REPLACEMENT.ANOTHER' | 'REPLACEMENT.DONE' }
  | ActionSettledEvent;

export const replacementMachine = setup({
  types: { input: {} as ReplacementInput, context: {} as ReplacementContext, events: {} as ReplacementEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
    'store subscription': assign(({ event }) => {
      const { subscription } = eventOf(event, 'SUBSCRIPTION.FOUND');
      return { subscription, refusal: replacementRefusal(subscription) };
    }),
    'store issues': assign(({ event }) => {
      const { result } = eventOf(event, 'ACTION.SETTLED');
      return result.status === 'success' ? { ...issuesFoundOf(result.data), lookupResult: null } : { lookupResult: result };
    }),
    'store choice': assign({
      choice: ({ context, event }) => {
        if (event.type === 'REPLACEMENT.REASON') return { ...context.choice, reasonCode: event.reasonCode, issueNumber: event.issueNumber };
        return { ...context.choice, delivery: eventOf(event, 'REPLACEMENT.SUBMIT').delivery };
      },
    }),
    'store result': assign({ result: settledResult }),
    'start afresh': assign({ choice: {}, result: null, lookupResult: null }),
  },
  guards: {
    'replacement offered': ({ event }) => replacementRefusal(eventOf(event, 'SUBSCRIPTION.FOUND').subscription) === null,
    'issue replaceable': ({ context, event }) => {
      const { issueNumber } = eventOf(event, 'REPLACEMENT.REASON');
      return context.entitled.some((i) => i.issueNumber === issueNumber && !i.replacementRequested);
    },
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'replacementIssue',
  context: ({ input }) => ({ ...input, subscription: null, refusal: null, entitled: [], upcoming: [], lookupResult: null, choice: {}, result: null }),
  initial: 'awaitingSubscription',
  on: { 'SUBSCRIPTION.FOUND': { actions: 'store subscription' } },
  states: {
    awaitingSubscription: {
      on: {
        'SUBSCRIPTION.FOUND': [
          { guard: 'replacement offered', target: 'loadingIssues', actions: 'store subscription' },
          { target: 'unavailable', actions: 'store subscription' },
        ],
      },
    },
    unavailable: {},
    loadingIssues: {
      tags: ['reason', 'busy'],
      invoke: invokeActionCycle((context: ReplacementContext) => ({
        category: 'Issue Lookup',
        refetch: false,
        submission: { request: issuesRequest([context.subscription!], context.magCode, true), label: context.subscription!.prodIdAlias },
      }), 'issueLookupCycle'),
      on: { 'ACTION.SETTLED': onSettled('reason', 'lookupFailed', 'store issues') },
    },
    lookupFailed: { tags: ['reason'], on: { 'REPLACEMENT.RETRY': { target: 'loadingIssues' } } },
    reason: {
      tags: ['reason'],
      on: { 'REPLACEMENT.REASON': { guard: 'issue replaceable', target: 'confirmation', actions: 'store choice' } },
    },
    confirmation: {
      tags: ['confirmation'],
      on: { 'REPLACEMENT.SUBMIT': { target: 'submitting', actions: 'store choice' }, 'REPLACEMENT.BACK': { target: 'reason' } },
    },
    submitting: {
      tags: ['confirmation', 'busy'],
      invoke: invokeActionCycle((context: ReplacementContext) => ({
        category: 'Replacement Issue',
        submission: { request: replacementRequest(context.subscription!, context.choice as Required<ReplacementChoice>), label: context.subscription!.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('answered.replaced', 'answered.failed', 'store result') },
    },
    answered: {
      tags: ['replacement'],
      initial: 'replaced',
      on: { 'REPLACEMENT.ANOTHER': { target: 'loadingIssues', actions: 'start afresh' }, 'REPLACEMENT.DONE': { target: 'done' } },
      states: {
        replaced: {},
        failed: { on: { 'REPLACEMENT.RETRY': { target: '#replacementIssue.submitting' }, 'REPLACEMENT.BACK': { target: '#replacementIssue.confirmation' } } },
      },
    },
    done: { type: 'final', entry: { type: 'navigate', params: { to: ACCOUNT_SUMMARY_PATH } } },
  },
});

export type ReplacementRef = ActorRefFrom<typeof replacementMachine>;
