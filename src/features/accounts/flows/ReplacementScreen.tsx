import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { replacementMachine, type ReplacementRef } from '../../../../machines/flows/replacement-issue.machine';
import { chosenIssueOf, extensionIssueOf, replacementOutcomeOf } from '../../../../machines/rules/subscription-actions';
import { usePortalConfig } from '../../../app/config-context';
import { FlowTitle, PageIntro } from '../../../app/shell/PageIntro';
import { actionErrorText } from '../action-messages';
import { ActionResultAlert } from '../ActionResultAlert';
import { issueLabel } from './issue-label';
import { refusalMessages } from './messages';
import { OrderGate, type OrderInView } from './OrderGate';
import { ConfirmationForm, REPLACEMENT_STEPS, ReasonForm, ReplacementProgress } from './ReplacementSteps';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/replacement');

/** /accounts/replacement?order=: §2 Replacement-issue screen (§7 calls 12, 14, 15). */
export default function ReplacementScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <>
      <PageIntro title={t`Report a Missing or Damaged Issue`} />
      <FlowTitle title={t`Report a Missing or Damaged Issue`} />
      <OrderGate orderNumber={order}>{(view) => <ReplacementFlow view={view} />}</OrderGate>
    </>
  );
}

function ReplacementFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
  const { clientConfig } = usePortalConfig();
  const navigate = useNavigate();
  const actor = useActorRef(
    replacementMachine.provide({
      actors: { actionCycle: useSubscriptionCycle() },
      actions: { navigate: (_, { to }) => void navigate({ to }) },
    }),
    { input: { magCode: clientConfig.magCode } },
  );
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const { refusal, entitled, upcoming, choice, lookupResult, subscription } = state.context;
  const step = REPLACEMENT_STEPS.find((s) => state.hasTag(s));
  const busy = state.hasTag('busy');
  const issue = chosenIssueOf(entitled, choice);

  if (state.matches('unavailable') && refusal) {
    return (
      <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
        {i18n._(refusalMessages[refusal])}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {step && <ReplacementProgress current={step} />}
      <SubscriptionCard view={view} />
      {state.matches('loadingIssues') && (
        <Alert role="status">
          <Trans>Loading...</Trans>
        </Alert>
      )}
      {state.matches('lookupFailed') && lookupResult && (
        <Alert color="red" role="alert" data-testid="action-error">
          <Stack gap="xs" align="flex-start">
            <Text>{actionErrorText('Issue Lookup', lookupResult, (d) => i18n._(d))}</Text>
            <Button variant="outline" color="red.9" onClick={() => actor.send({ type: 'REPLACEMENT.RETRY' })}>
              <Trans>Try Again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {state.matches('reason') && (
        <ReasonForm issues={entitled} initial={choice} onNext={(c) => actor.send({ type: 'REPLACEMENT.REASON', ...c })} />
      )}
      {(state.matches('confirmation') || state.matches('submitting')) && issue && (
        <ConfirmationForm
          issue={issue}
          addedIssue={subscription ? extensionIssueOf(upcoming, subscription) : undefined}
          reasonCode={choice.reasonCode}
          initial={choice.delivery}
          busy={busy}
          onSubmit={(delivery) => actor.send({ type: 'REPLACEMENT.SUBMIT', delivery })}
          onBack={() => actor.send({ type: 'REPLACEMENT.BACK' })}
        />
      )}
      {state.matches('answered') && <ReplacementResult actor={actor} issueText={issue ? issueLabel(i18n, issue) : ''} />}
    </Stack>
  );
}

/** Replacement: the success or failure header, what happened, and the §2 buttons. */
function ReplacementResult({ actor, issueText }: { actor: ReplacementRef; issueText: string }) {
  const state = useSelector(actor, (s) => s);
  const result = state.context.result;
  const failed = state.matches({ answered: 'failed' });
  const outcome = result?.status === 'success' ? replacementOutcomeOf(result.data) : null;
  return (
    <Stack gap="md" data-testid="replacement-result">
      <Title order={3} size="h4">
        {failed ? <Trans>Oops! Something went wrong!</Trans> : <Trans>Thank you! Your request was received.</Trans>}
      </Title>
      <ActionResultAlert
        category="Replacement Issue"
        result={result}
        success={
          outcome && outcome.extendedByIssues > 0 ? (
            outcome.outOfStock ? (
              <Trans>{issueText} is out of stock, so your subscription has been extended by one issue instead.</Trans>
            ) : (
              <Trans>Your subscription has been extended by one issue.</Trans>
            )
          ) : (
            <Trans>A copy of {issueText} is on its way.</Trans>
          )
        }
      />
      <Group>
        {failed && (
          <>
            <Button variant="default" onClick={() => actor.send({ type: 'REPLACEMENT.BACK' })}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={() => actor.send({ type: 'REPLACEMENT.RETRY' })}>
              <Trans>Submit Request</Trans>
            </Button>
          </>
        )}
        <Button variant="default" onClick={() => actor.send({ type: 'REPLACEMENT.ANOTHER' })}>
          <Trans>Submit another issue</Trans>
        </Button>
        <Button variant={failed ? 'default' : 'filled'} onClick={() => actor.send({ type: 'REPLACEMENT.DONE' })}>
          <Trans>I'm Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
