import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A flow step's buttons: Back when the step has one, then the step's own button (Continue unless
 * named). Without `onNext` that button submits the step's form. While `busy`, Back is disabled and
 * the step's button shows it loads.
 */
export function StepButtons({ onBack, onNext, busy = false, children }: { onBack?: () => void; onNext?: () => void; busy?: boolean; children?: ReactNode }) {
  return (
    <Group>
      {onBack && (
        <Button variant="default" disabled={busy} onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      )}
      <Button type={onNext ? 'button' : 'submit'} loading={busy} onClick={onNext}>
        {children ?? <Trans>Continue</Trans>}
      </Button>
    </Group>
  );
}
