import { fromPromise, sendParent, type AnyEventObject } from 'xstate';
import type { ActionOutcome, ActionResult, analyticsEventOf } from '../rules/account';
import { actionCycleMachine, type ActionCycleInput, type ActionSubmission } from './action-cycle.machine';

/**
 * What a flow machine that runs the generic action cycle as a child (actionCycleMachine, provided
 * as its `actionCycle` actor) repeats otherwise: the invoke, the event the child sends back when
 * it settles, and the transitions on it. The flow declares, in its setup, the guard
 * 'settled successfully' (settledSuccessfully) and the actions its transitions name.
 */

export interface ActionSettledEvent {
  type: 'ACTION.SETTLED';
  result: ActionResult;
}

const isSettled = (event: AnyEventObject): event is ActionSettledEvent => event.type === 'ACTION.SETTLED';

/** The guard 'settled successfully'. */
export const settledSuccessfully = ({ event }: { event: AnyEventObject }) => isSettled(event) && event.result.status === 'success';

/** The settled result for an assign ('store result'); null for any other event. */
export const settledResult = ({ event }: { event: AnyEventObject }): ActionResult | null => (isSettled(event) ? event.result : null);

/**
 * Invokes the cycle (src 'actionCycle'), which starts at once with the flow's submission, under `id`:
 * 'actionCycle' for a flow's one submission, a name of its own where a flow runs several (a lookup,
 * a quote, an offer, then the change).
 */
export function invokeActionCycle<TContext, const TId extends string = 'actionCycle'>(input: (context: TContext) => ActionCycleInput, id: TId = 'actionCycle' as TId) {
  return { id, src: 'actionCycle', input: ({ context }: { context: TContext }) => input(context) } as const;
}

/** ACTION.SETTLED: to `success` when it succeeded, else to `failure`; both run `actions`. */
export function onSettled<const TAction extends string>(success: string, failure: string, actions: TAction) {
  return [
    { guard: 'settled successfully', target: success, actions },
    { target: failure, actions },
  ] as const;
}

/** The cycle's shared effects, which the portal (or a test) binds to analytics, the account lookup and the session. */
export interface ActionCycleEffects {
  'report analytics': (_: unknown, event: ReturnType<typeof analyticsEventOf>) => void;
  'refetch customer': (_: unknown, params: { delayMs: number; postalCode?: string }) => void;
  'time out session': (_: unknown, params: { message: string }) => void;
}

/**
 * The generic action cycle as a flow's child (its `actionCycle` actor): `perform` answers the
 * action's calls (the request of each submission), `effects` are the shared effects, and the
 * settled result goes to the parent flow. The portal's screens and the flow tests both use it.
 */
export function embeddedActionCycle<R = unknown>(perform: (request: R) => Promise<ActionOutcome>, effects: ActionCycleEffects) {
  return actionCycleMachine.provide({
    actors: { perform: fromPromise(({ input }: { input: ActionSubmission }) => perform(input.request as R)) },
    actions: {
      ...effects,
      // The flow that invoked the cycle hears how it ended.
      'report settled': sendParent((_, result: ActionResult): ActionSettledEvent => ({ type: 'ACTION.SETTLED', result })),
    },
  });
}
