import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { suspendMachine } from '../../../../machines/flows/suspend-resume.suspend.machine';
import { usePortalConfig } from '../../../app/config-context';
import { actionErrorText } from '../action-messages';
import { ActionResultAlert } from '../ActionResultAlert';
import { useFormatters } from '../display/format';
import { PrimaryActionLink } from '../display/PrimaryActionLink';
import { PROGRESS_STEPS, ProgressSteps } from '../ProgressSteps';
import { FlowUnavailable, OrderFlowScreen } from './OrderFlowScreen';
import type { OrderInView } from './OrderGate';
import { SubscriptionCard } from './SubscriptionCard';
import { StepButtons } from '../StepButtons';
import { SuspendDatesStep, SuspendReasonStep, SuspendReview } from './SuspendSteps';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/suspend');

/** /accounts/suspend?order=: suspend delivery of one subscription (§4, §6, §7 call 16). */
export default function SuspendScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Suspend Delivery`} orderNumber={order}>
      {(view) => <SuspendFlow view={view} />}
    </OrderFlowScreen>
  );
}

function SuspendFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
  const { adminConfig, clientConfig } = usePortalConfig();
  const format = useFormatters(view.lookup);
  const actor = useActorRef(suspendMachine.provide({ actors: { actionCycle: useSubscriptionCycle() } }), {
    input: { enableSuspend: adminConfig.AvailableActions.Preferences.enableSuspend, magCode: clientConfig.magCode },
  });
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const { choices, upcoming, refusal, result, issueLookupResult } = state.context;
  const step = PROGRESS_STEPS.find((s) => state.hasTag(s));
  const busy = state.hasTag('busy');

  if (state.matches('unavailable') && refusal) {
    return (
      <>
        <SubscriptionCard view={view} />
        <FlowUnavailable refusal={refusal} />
      </>
    );
  }
  return (
    <Stack gap="md">
      {step && <ProgressSteps current={step} />}
      <SubscriptionCard view={view}>{state.matches('suspended') && <PrimaryActionLink order={view.order} />}</SubscriptionCard>
      {state.matches('loadingIssues') && <Alert role="status">{<Trans>Loading...</Trans>}</Alert>}
      {issueLookupResult && (
        <Alert color="yellow" variant="outline" role="alert">
          {actionErrorText('Issue Lookup', issueLookupResult, (d) => i18n._(d))}
        </Alert>
      )}
      {state.matches('reason') && <SuspendReasonStep initial={choices.reasonCode} onNext={(reasonCode) => actor.send({ type: 'SUSPEND.REASON', reasonCode })} />}
      {state.matches('dates') && (
        <SuspendDatesStep
          byIssue={view.subscription.systemCode === 'SERV'}
          upcoming={upcoming}
          initial={choices}
          onNext={(dates) => actor.send({ type: 'SUSPEND.DATES', ...dates })}
          onBack={() => actor.send({ type: 'SUSPEND.BACK' })}
        />
      )}
      {(state.matches('review') || state.matches('submitting')) && (
        <Stack gap="md">
          <SuspendReview choices={choices} upcoming={upcoming} dateText={format.date} />
          <ActionResultAlert category="Suspend" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'SUSPEND.BACK' })} onNext={() => actor.send({ type: 'SUSPEND.CONFIRM' })}>
            <Trans>Suspend Delivery</Trans>
          </StepButtons>
        </Stack>
      )}
      {state.matches('suspended') && (
        <ActionResultAlert category="Suspend" result={result} success={<Trans>Delivery of your subscription is suspended.</Trans>} />
      )}
    </Stack>
  );
}
