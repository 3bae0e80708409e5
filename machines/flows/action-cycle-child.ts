import type { AnyEventObject } from 'xstate';
import type { ActionResult } from '../rules/account';
import type { ActionCycleInput } from './action-cycle.machine';

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

/** Invokes the cycle (src 'actionCycle') under `id`, which starts at once with the flow's submission. */
export function invokeActionCycle<TId extends string, TContext>(id: TId, input: (context: TContext) => ActionCycleInput) {
  return { id, src: 'actionCycle', input: ({ context }: { context: TContext }) => input(context) } as const;
}

/** ACTION.SETTLED: to `success` when it succeeded, else to `failure`; both run `actions`. */
export function onSettled<const TAction extends string>(success: string, failure: string, actions: TAction) {
  return [
    { guard: 'settled successfully', target: success, actions },
    { target: failure, actions },
  ] as const;
}
