import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, Radio, Stack, Stepper, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TEntitledIssue, TIssue } from '../../../../contracts/schemas/issues';
import { VALIDATION_MESSAGES } from '../../../../contracts/validation/messages';
import { REPLACEMENT_REASON_CODES, type ReplacementDelivery, type ReplacementReasonCode } from '../../../../machines/rules/subscription-actions';
import { translateValidation } from '../../forms/validation-messages';
import { issueLabel, readableDescription } from './issue-label';
import { replacementReasonMessages } from './messages';
import { StepButtons } from '../StepButtons';

/** §2 Replacement-issue screen: the steps, named as the machine tags them. */
export const REPLACEMENT_STEPS = ['reason', 'confirmation', 'replacement'] as const;
export type ReplacementStep = (typeof REPLACEMENT_STEPS)[number];

const STEP_LABELS: Record<ReplacementStep, MessageDescriptor> = {
  reason: msg`Reason`,
  confirmation: msg`Confirmation`,
  replacement: msg`Replacement`,
};

export function ReplacementProgress({ current }: { current: ReplacementStep }) {
  const { i18n, t } = useLingui();
  const active = REPLACEMENT_STEPS.indexOf(current);
  return (
    <nav aria-label={t`Progress`}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {REPLACEMENT_STEPS.map((step, index) => (
          <Stepper.Step key={step} label={i18n._(STEP_LABELS[step])} aria-current={index === active ? 'step' : undefined} />
        ))}
      </Stepper>
    </nav>
  );
}

/** Reason: damaged or missing, and which of the entitled issues (call 12). */
export function ReasonForm({
  issues,
  initial,
  onNext,
}: {
  issues: TEntitledIssue[];
  initial: { reasonCode?: ReplacementReasonCode | undefined; issueNumber?: number | undefined };
  onNext: (choice: { reasonCode: ReplacementReasonCode; issueNumber: number }) => void;
}) {
  const { i18n, t } = useLingui();
  const [reason, setReason] = useState<string | null>(initial.reasonCode ?? null);
  const [issue, setIssue] = useState<string | null>(initial.issueNumber !== undefined ? String(initial.issueNumber) : null);
  const [touched, setTouched] = useState(false);
  const required = translateValidation(i18n, VALIDATION_MESSAGES.required);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason && issue) onNext({ reasonCode: reason as ReplacementReasonCode, issueNumber: Number(issue) });
  };
  if (issues.length === 0) {
    return (
      <Alert color="yellow" variant="outline" role="alert">
        <Trans>There are no recent issues to replace on this subscription.</Trans>
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group name="replacementReason" label={t`What happened to your issue?`} withAsterisk value={reason} onChange={setReason} error={touched && !reason ? required : undefined}>
          <Stack gap="xs" mt="xs">
            {REPLACEMENT_REASON_CODES.map((code) => (
              <Radio key={code} value={code} label={i18n._(replacementReasonMessages[code])} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group name="replacementIssue" label={t`Which issue?`} withAsterisk value={issue} onChange={setIssue} error={touched && !issue ? required : undefined}>
          <Stack gap="xs" mt="xs">
            {issues.map((i) => (
              <Radio
                key={i.issueNumber}
                value={String(i.issueNumber)}
                disabled={i.replacementRequested}
                label={issueLabel(i18n, i)}
                description={i.replacementRequested ? t`A replacement was already requested.` : undefined}
                styles={readableDescription}
              />
            ))}
          </Stack>
        </Radio.Group>
        <StepButtons />
      </Stack>
    </form>
  );
}

/**
 * Confirmation: an available issue may be received, or the subscription extended by one issue
 * instead; an out-of-stock issue is an automatic one-issue extension (§2, §9).
 */
export function ConfirmationForm({
  issue,
  addedIssue,
  reasonCode,
  initial,
  busy,
  onSubmit,
  onBack,
}: {
  issue: TEntitledIssue;
  /** The issue a one-issue extension would add, when the issue lookup found it. */
  addedIssue: TIssue | undefined;
  reasonCode: ReplacementReasonCode | undefined;
  initial: ReplacementDelivery | undefined;
  busy: boolean;
  onSubmit: (delivery: ReplacementDelivery) => void;
  onBack: () => void;
}) {
  const { i18n, t } = useLingui();
  const [delivery, setDelivery] = useState<string>(initial ?? 'issue');
  const label = issueLabel(i18n, issue);
  const added = addedIssue ? issueLabel(i18n, addedIssue) : '';
  const endsWith = added ? t`Your subscription will then end with this issue: ${added}.` : undefined;
  const reason = reasonCode ? i18n._(replacementReasonMessages[reasonCode]) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(issue.inStock ? (delivery as ReplacementDelivery) : 'issue');
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text data-testid="replacement-choice">
          <Trans>
            {reason}: {label}
          </Trans>
        </Text>
        {issue.inStock ? (
          <>
            <Text>
              <Trans>This issue is available: we can send you a copy.</Trans>
            </Text>
            <Radio.Group name="replacementDelivery" label={t`What would you like?`} value={delivery} onChange={setDelivery}>
              <Stack gap="xs" mt="xs">
                <Radio value="issue" label={t`Receive the missing issue`} />
                <Radio value="extension" label={t`Extend my subscription by one issue instead`} description={endsWith} styles={readableDescription} />
              </Stack>
            </Radio.Group>
          </>
        ) : (
          <Alert color="blue" variant="outline" data-testid="out-of-stock">
            <Trans>This issue is out of stock. Your request becomes an automatic one-issue extension of your subscription.</Trans>{' '}
            {endsWith}
          </Alert>
        )}
        <StepButtons busy={busy} onBack={onBack}>
          <Trans>Submit Request</Trans>
        </StepButtons>
      </Stack>
    </form>
  );
}
