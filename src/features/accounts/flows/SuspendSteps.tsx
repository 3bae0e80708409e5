import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TIssue } from '../../../../contracts/schemas/issues';
import { VALIDATION_MESSAGES } from '../../../../contracts/validation/messages';
import { SUSPEND_REASON_CODES, type SuspendChoices, type SuspendReasonCode } from '../../../../machines/rules/subscription-actions';
import { translateValidation } from '../../forms/validation-messages';
import { issueLabel, localToday, readableDescription } from './issue-label';
import { suspendReasonMessages } from './messages';
import { StepButtons } from '../StepButtons';

/** Account information: why delivery is suspended. */
export function SuspendReasonStep({ initial, onNext }: { initial: SuspendReasonCode | undefined; onNext: (reasonCode: SuspendReasonCode) => void }) {
  const { i18n, t } = useLingui();
  const [reason, setReason] = useState<string | null>(initial ?? null);
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason) onNext(reason as SuspendReasonCode);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group
          name="suspendReason"
          label={t`Why are you suspending delivery?`}
          withAsterisk
          value={reason}
          onChange={setReason}
          error={touched && !reason ? translateValidation(i18n, VALIDATION_MESSAGES.required) : undefined}
        >
          <Stack gap="xs" mt="xs">
            {SUSPEND_REASON_CODES.map((code) => (
              <Radio key={code} value={code} label={i18n._(suspendReasonMessages[code])} />
            ))}
          </Stack>
        </Radio.Group>
        <StepButtons />
      </Stack>
    </form>
  );
}

/**
 * Effective dates: SERV resumes with a coming issue (call 15's list), the other systems on a
 * day after today. Both are optional: without one, delivery stays suspended until resumed.
 */
export function SuspendDatesStep({
  byIssue,
  upcoming,
  initial,
  onNext,
  onBack,
}: {
  byIssue: boolean;
  upcoming: TIssue[];
  initial: Partial<SuspendChoices>;
  onNext: (dates: { resumeIssue?: number; resumeServiceDate?: string }) => void;
  onBack: () => void;
}) {
  const { i18n, t } = useLingui();
  const [issue, setIssue] = useState<string | null>(initial.resumeIssue !== undefined ? String(initial.resumeIssue) : null);
  const [date, setDate] = useState(initial.resumeServiceDate ?? '');
  const tomorrow = localToday(new Date(Date.now() + 86_400_000));
  const dateError = date !== '' && date < tomorrow ? t`Choose a day after today.` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateError) return;
    onNext(byIssue ? (issue ? { resumeIssue: Number(issue) } : {}) : date ? { resumeServiceDate: date } : {});
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {byIssue ? (
          <Select
            label={t`Resume delivery with issue`}
            description={t`Leave empty to resume delivery yourself later.`}
            styles={readableDescription}
            placeholder={t`When I resume it`}
            clearable
            data={upcoming.map((i) => ({ value: String(i.issueNumber), label: issueLabel(i18n, i) }))}
            value={issue}
            onChange={setIssue}
          />
        ) : (
          <TextInput
            type="date"
            label={t`Resume delivery on`}
            description={t`Leave empty to resume delivery yourself later.`}
            styles={readableDescription}
            min={tomorrow}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={dateError}
          />
        )}
        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}

/** Account updates: what the suspend will change, to confirm. */
export function SuspendReview({ choices, upcoming, dateText }: { choices: Partial<SuspendChoices>; upcoming: TIssue[]; dateText: (iso: string) => string }) {
  const { i18n } = useLingui();
  const reason = choices.reasonCode ? i18n._(suspendReasonMessages[choices.reasonCode]) : '';
  const issue = upcoming.find((i) => i.issueNumber === choices.resumeIssue);
  const resumeIssue = issue ? issueLabel(i18n, issue) : String(choices.resumeIssue ?? '');
  const resumeDate = choices.resumeServiceDate ? dateText(choices.resumeServiceDate) : '';
  return (
    <Stack gap={4} data-testid="suspend-review">
      <Text>
        <Trans>Reason: {reason}</Trans>
      </Text>
      <Text>
        {choices.resumeIssue !== undefined ? (
          <Trans>Delivery resumes with {resumeIssue}.</Trans>
        ) : choices.resumeServiceDate ? (
          <Trans>Delivery resumes on {resumeDate}.</Trans>
        ) : (
          <Trans>Delivery stays suspended until you resume it.</Trans>
        )}
      </Text>
    </Stack>
  );
}
