import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { StepButtons } from '../../StepButtons';
import type { AddressChangeRef } from '../../../../../machines/flows/address-change.machine';

/**
 * Progress step "Effective Dates": the change starts today unless a later start is chosen; an end
 * date makes it temporary (§2 French keys "address change with start and end dates").
 */
export function EffectiveDatesStep({ actor }: { actor: AddressChangeRef }) {
  const { t } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft);
  const today = useSelector(actor, (s) => s.context.today);
  const [startDate, setStartDate] = useState(draft.dates.startDate || today);
  const [endDate, setEndDate] = useState(draft.dates.endDate);
  const [tried, setTried] = useState(false);
  const startError = startDate !== '' && startDate < today ? t`The start date cannot be in the past.` : undefined;
  const endError = endDate !== '' && endDate < (startDate || today) ? t`The end date must be on or after the start date.` : undefined;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!startError && !endError) actor.send({ type: 'ADDRESS.DATES', startDate, endDate });
      }}
    >
      <Stack gap="md">
        <Text>
          <Trans>The new address applies from the start date. For a temporary change, give the date your usual address applies again.</Trans>
        </Text>
        <TextInput id="address-start-date" type="date" label={t`Start date`} min={today} value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} error={tried ? startError : undefined} />
        <TextInput
          id="address-end-date"
          type="date"
          label={t`End date (optional)`}
          description={t`Only for a temporary change.`}
          min={startDate || today}
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={tried ? endError : undefined}
        />
        <StepButtons onBack={() => actor.send({ type: 'ADDRESS.BACK' })}>
          <Trans>Next</Trans>
        </StepButtons>
      </Stack>
    </form>
  );
}
