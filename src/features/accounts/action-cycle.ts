import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ActionCategory, ActionOutcome, ActionResult } from '../../../machines/rules/account';
import { actionCycleMachine, type ActionCycleRef, type ActionSubmission } from '../../../machines/flows/action-cycle.machine';
import type { ActionCycleEffects } from '../../../machines/flows/action-cycle-child';
import { useSessionActor } from '../session/session-context';
import { publishAnalytics } from './account-actors';
import { useAccountLookup } from './account-data';

/**
 * Wires the generic action cycle (machines/flows/action-cycle.machine.ts) to the portal: analytics,
 * the refetch through the account lookup, the session timeout. Each action supplies `perform`.
 */

export type Perform<R> = (request: R) => Promise<ActionOutcome>;

/** The cycle's shared effects, bound to this screen's account lookup and session. */
export function useCycleEffects(): ActionCycleEffects {
  const accountLookup = useAccountLookup();
  const session = useSessionActor();
  return {
    'report analytics': (_: unknown, event: Parameters<typeof publishAnalytics>[0]) => publishAnalytics(event),
    'refetch customer': (_: unknown, { delayMs, postalCode }: { delayMs: number; postalCode?: string }) =>
      accountLookup.send({ type: 'ACCOUNT.REFETCH', delayMs, ...(postalCode ? { postalCode } : {}) }),
    'time out session': (_: unknown, { message }: { message: string }) => session.send({ type: 'SESSION.TIMEOUT', message }),
  };
}

/** The cycle with an action's calls and the shared effects, for a flow machine to invoke as a child (machines/flows/action-cycle-child.ts). */
export { embeddedActionCycle } from '../../../machines/flows/action-cycle-child';

/**
 * A standalone cycle for a one-step action (preferences, email, password...). `onSettled` lets the
 * screen act once it settles (notify, apply returned data, navigate); the latest one is called.
 */
export function useActionCycle<R>(
  category: ActionCategory,
  perform: Perform<R>,
  options: { refetchDelayMs?: number; refetch?: false; onSettled?: (result: ActionResult) => void } = {},
) {
  const effects = useCycleEffects();
  const settled = useRef(options.onSettled);
  useEffect(() => {
    settled.current = options.onSettled;
  }, [options.onSettled]);
  return useActorRef(
    actionCycleMachine.provide({
      actors: { perform: fromPromise(({ input }: { input: ActionSubmission }) => perform(input.request as R)) },
      actions: { ...effects, 'report settled': (_, result: ActionResult) => settled.current?.(result) },
    }),
    { input: { category, refetch: options.refetch === false ? false : { delayMs: options.refetchDelayMs ?? 0 } } },
  );
}

/** What a screen reads of a cycle: busy, the stored result, and the way to submit or start over. */
export function useCycleView(actor: ActionCycleRef) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const result = useSelector(actor, (s) => s.context.result);
  return {
    busy,
    result,
    submit: (submission: ActionSubmission) => actor.send({ type: 'ACTION.SUBMIT', submission }),
    start: () => actor.send({ type: 'ACTION.START' }),
    cancel: () => actor.send({ type: 'ACTION.CANCEL' }),
  };
}
