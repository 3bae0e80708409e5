import type { OutcomeRule } from '../graph/outcomes';

/**
 * What every flow with a submission shows of its result (SPEC §4 Generic action cycle, §8): the
 * result the cycle settled with stays for the screen (the confirmation, or the §8 message under the
 * form), and what starts anew (a new submission, Back, Change it again) takes the last one away, so
 * an old error never shows beside a new attempt. For the flows' path models.
 */

/** When a step takes the last result off the screen: its event, and where it starts or lands. */
export type ResultCleared = Pick<OutcomeRule, 'on' | 'from' | 'entered' | 'when'>;

/**
 * `submittedIn`: the states that submit the change (the cycle settles there; other cycles of the
 * flow, a lookup or a quote, keep their answers elsewhere). `clearedBy`: the steps that start anew.
 */
export function resultOutcomes(submittedIn: readonly string[], clearedBy: readonly ResultCleared[]): OutcomeRule[] {
  return [
    ...submittedIn.map(
      (from): OutcomeRule => ({
        name: `the result the change settled with in ${from} stays for the screen (its confirmation or its §8 message)`,
        on: 'ACTION.SETTLED',
        from,
        context: (p) => ({ result: p.last('ACTION.SETTLED')?.result }),
      }),
    ),
    ...clearedBy.map(
      (step): OutcomeRule => ({
        name: `${[step.on, step.from && `from ${step.from}`, step.entered && `into ${step.entered}`].filter(Boolean).join(' ')} takes the last result off the screen`,
        ...step,
        context: { result: null },
      }),
    ),
  ];
}
