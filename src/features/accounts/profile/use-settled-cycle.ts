import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ActionCategory, ActionResult } from '../../../../machines/account';
import { actionCycleMachine, type ActionSubmission } from '../../../../machines/action-cycle.machine';
import { useCycleEffects, type Perform } from '../action-cycle';

/**
 * A standalone generic action cycle (§4) for a one-step action whose screen must act once it
 * settles: notify, apply returned data, navigate. As useActionCycle, plus the cycle's own
 * 'report settled' hook, which a standalone cycle otherwise leaves empty.
 */
export function useSettledCycle<R>(
  category: ActionCategory,
  perform: Perform<R>,
  options: { refetchDelayMs?: number },
  onSettled: (result: ActionResult) => void,
) {
  const effects = useCycleEffects();
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);
  return useActorRef(
    actionCycleMachine.provide({
      actors: { perform: fromPromise(({ input }: { input: ActionSubmission }) => perform(input.request as R)) },
      actions: { ...effects, 'report settled': (_, result: ActionResult) => settled.current(result) },
    }),
    { input: { category, refetch: { delayMs: options.refetchDelayMs ?? 0 } } },
  );
}
