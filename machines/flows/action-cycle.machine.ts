import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import { analyticsEventOf, everyCallSucceeded, type ActionCategory, type ActionOutcome, type ActionResult } from '../rules/account';
import { errorMessageOf, isInvalidLoginToken } from '../rules/sign-in';

/**
 * The generic action cycle (SPEC §4): every account action, and every money action, runs through it.
 *
 * - idle: nothing stored. Start or cancel (ACTION.START, ACTION.CANCEL) come back here and clear
 *   the stored result, whatever the state.
 * - loading: the call or calls run (the `perform` actor). A flow that embeds the cycle passes its
 *   submission as input and the cycle starts here at once.
 * - success / error: the result is stored and loading is over. A batch succeeds only if every call
 *   reports success; otherwise the result is the §8 generic message of the action's category
 *   ('Error on Suspend'); a call that throws passes its message through (§8 "Raw exceptions are
 *   passed through"), and an 'Invalid login token' ends the session as a timeout (§8 Session errors),
 *   whether the call threw it or answered it with success false.
 *   On entering either, an analytics event reports the outcome (§7 call 28) and the customer is
 *   refetched by account number and postal code (after the flow's named delay), unless the flow
 *   said to skip it (the first step of a two-step gift address change, §4).
 *
 * The result holds codes and data, never sentences: the screen maps them to texts (STYLE rule 5).
 */

export interface ActionCycleInput {
  category: ActionCategory;
  /** Refetch after the action: the delay of §9 (0 for most actions), or false to skip it. */
  refetch?: { delayMs: number } | false;
  /** Set by a flow that embeds the cycle: the cycle starts loading this submission at once. */
  submission?: ActionSubmission;
}

export interface ActionSubmission {
  /** What `perform` sends: the flow's typed request(s). */
  request: unknown;
  /** §7 call 28: the label is the prodIdAlias acted on. */
  label: string;
  /** An amount in the major unit (a payment), reported times 100; 0 when none. */
  amount?: number;
  /** The account whose postal code the refetch uses, when the action changed it (address change). */
  refetchPostalCode?: string;
}

export interface ActionCycleContext {
  category: ActionCategory;
  refetch: { delayMs: number } | false;
  submission: ActionSubmission | null;
  result: ActionResult | null;
}

export type ActionCycleEvent =
  | { type: 'ACTION.START' }
  | { type: 'ACTION.SUBMIT'; submission: ActionSubmission }
  | { type: 'ACTION.CANCEL' };

const cycle = setup({
  types: {
    context: {} as ActionCycleContext,
    events: {} as ActionCycleEvent,
    input: {} as ActionCycleInput,
  },
  actors: {
    /**
     * The action's call or calls. Resolves with one result per call (a batch) and any data the flow
     * reads afterwards; rejects when a call fails outright (network, 4xx/5xx), with the message.
     */
    perform: fromPromise<ActionOutcome, ActionSubmission>(() => {
      throw new Error('perform: add it with .provide()');
    }),
  },
  actions: {
    'clear result': assign({ result: null }),
    'clear result and submission': assign({ result: null, submission: null }),
    'store submission': assign({ submission: ({ event }) => eventOf(event, 'ACTION.SUBMIT').submission }),
    'store result': assign({ result: (_, result: ActionResult) => result }),
    /** §7 call 28 for every result; never stops the flow. */
    'report analytics': (_, _event: ReturnType<typeof analyticsEventOf>) => {
      throw new Error('report analytics: add it with .provide()');
    },
    /** §4 "then always a refetch of the customer by accountNumber and postalCode". */
    'refetch customer': (_, _params: { delayMs: number; postalCode?: string }) => {
      throw new Error('refetch customer: add it with .provide()');
    },
    /** §8 Session errors: 'Invalid login token' logs the user out as a timeout. */
    'time out session': (_, _params: { message: string }) => {
      throw new Error('time out session: add it with .provide()');
    },
    /** Tells a flow that embeds the cycle how it ended; nothing to do when the cycle stands alone. */
    'report settled': (_, _result: ActionResult) => {},
  },
  guards: {
    'has submission': ({ context }) => context.submission !== null,
    'every call succeeded': (_, params: { outcome: ActionOutcome }) => everyCallSucceeded(params.outcome),
    'invalid login token': ({ event }) => isInvalidLoginToken(errorMessageOf((event as { error?: unknown }).error)),
    /** §8 Session errors hold for a success-false answer too, not only for a call that threw. */
    'answer says invalid login token': (_, params: { outcome: ActionOutcome }) => params.outcome.results.some((r) => !r.success && isInvalidLoginToken(r.message)),
  },
});

/** One entry for both settled states: report, refetch unless the flow skips it, tell the parent. */
const settle = cycle.enqueueActions(({ context, enqueue }) => {
  const result = context.result!;
  enqueue({ type: 'report analytics', params: analyticsEventOf(context.category, result, context.submission) });
  if (context.refetch !== false) {
    const postalCode = context.submission?.refetchPostalCode;
    enqueue({ type: 'refetch customer', params: { delayMs: context.refetch.delayMs, ...(postalCode ? { postalCode } : {}) } });
  }
  enqueue({ type: 'report settled', params: result });
});

export const actionCycleMachine = cycle.createMachine({
  id: 'actionCycle',
  context: ({ input }) => ({
    category: input.category,
    refetch: input.refetch ?? { delayMs: 0 },
    submission: input.submission ?? null,
    result: null,
  }),
  initial: 'idle',
  on: {
    // The submission goes too: idle would otherwise start it again at once.
    'ACTION.START': { target: '.idle', actions: 'clear result and submission' },
    'ACTION.CANCEL': { target: '.idle', actions: 'clear result and submission' },
  },
  states: {
    idle: {
      always: { guard: 'has submission', target: 'loading' },
      on: { 'ACTION.SUBMIT': { target: 'loading', actions: 'store submission' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => context.submission!,
        onDone: [
          {
            guard: { type: 'every call succeeded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'success',
            actions: { type: 'store result', params: ({ event }) => ({ status: 'success', data: event.output.data }) },
          },
          {
            guard: { type: 'answer says invalid login token', params: ({ event }) => ({ outcome: event.output }) },
            target: 'error',
            actions: [
              { type: 'store result', params: ({ event }) => ({ status: 'error', reason: 'unsuccessful', message: firstMessage(event.output) }) },
              { type: 'time out session', params: ({ event }) => ({ message: sessionMessage(event.output) }) },
            ],
          },
          {
            target: 'error',
            actions: {
              type: 'store result',
              params: ({ event }) => ({ status: 'error', reason: 'unsuccessful', message: firstMessage(event.output) }),
            },
          },
        ],
        onError: [
          {
            guard: 'invalid login token',
            target: 'error',
            actions: [
              { type: 'store result', params: ({ event }) => ({ status: 'error', reason: 'exception', message: errorMessageOf(event.error) }) },
              { type: 'time out session', params: ({ event }) => ({ message: errorMessageOf(event.error) }) },
            ],
          },
          {
            target: 'error',
            actions: { type: 'store result', params: ({ event }) => ({ status: 'error', reason: 'exception', message: errorMessageOf(event.error) }) },
          },
        ],
      },
    },
    success: {
      tags: ['success'],
      entry: settle,
      on: { 'ACTION.SUBMIT': { target: 'loading', actions: ['clear result', 'store submission'] } },
    },
    error: {
      tags: ['error'],
      entry: settle,
      // A retry sends what the user typed again: the form kept it.
      on: { 'ACTION.SUBMIT': { target: 'loading', actions: ['clear result', 'store submission'] } },
    },
  },
});


function firstMessage(outcome: ActionOutcome): string | undefined {
  return outcome.results.find((r) => !r.success && r.message)?.message;
}

function sessionMessage(outcome: ActionOutcome): string {
  return outcome.results.find((r) => !r.success && isInvalidLoginToken(r.message))?.message ?? '';
}

export type ActionCycleRef = ActorRefFrom<typeof actionCycleMachine>;
