import { useLingui } from '@lingui/react/macro';
import { Stepper } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** §2 Other screens: the progress bar of multi-step changes. */
export const PROGRESS_STEPS = ['accountInformation', 'effectiveDates', 'accountUpdates', 'confirmation'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const STEP_LABELS: Record<ProgressStep, MessageDescriptor> = {
  accountInformation: msg`Account Information`,
  effectiveDates: msg`Effective Dates`,
  accountUpdates: msg`Account Updates`,
  confirmation: msg`Confirmation`,
};

/**
 * The steps a flow goes through, the current one marked (aria-current) for screen readers.
 * A flow that has no effective dates passes the steps it uses.
 */
export function ProgressSteps({ current, steps = PROGRESS_STEPS }: { current: ProgressStep; steps?: readonly ProgressStep[] }) {
  const { i18n, t } = useLingui();
  const active = steps.indexOf(current);
  return (
    <nav aria-label={t`Progress`}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} mb="lg">
        {steps.map((step, index) => (
          <Stepper.Step key={step} label={i18n._(STEP_LABELS[step])} aria-current={index === active ? 'step' : undefined} />
        ))}
      </Stepper>
    </nav>
  );
}
