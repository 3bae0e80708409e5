import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { resumeMachine } from '../../../../machines/flows/suspend-resume.resume.machine';
import { ActionResultAlert } from '../ActionResultAlert';
import { FlowUnavailable, OrderFlowScreen } from './OrderFlowScreen';
import type { OrderInView } from './OrderGate';
import { StepButtons } from '../StepButtons';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/resume-delivery');

/** /accounts/resume-delivery?order=: resume delivery of a suspended subscription (§4, §7 call 17). */
export default function ResumeDeliveryScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Resume Delivery`} orderNumber={order}>
      {(view) => <ResumeFlow view={view} />}
    </OrderFlowScreen>
  );
}

function ResumeFlow({ view }: { view: OrderInView }) {
  const navigate = useNavigate();
  const actor = useActorRef(
    resumeMachine.provide({
      actors: { actionCycle: useSubscriptionCycle() },
      actions: { navigate: (_, { to }) => void navigate({ to }) },
    }),
  );
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const { refusal, result } = state.context;
  const busy = state.hasTag('busy');
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <FlowUnavailable refusal={refusal} />}
      {(state.matches('confirming') || state.matches('submitting')) && (
        <>
          <Text>
            <Trans>Delivery of this subscription is suspended. Would you like to resume delivery now?</Trans>
          </Text>
          <ActionResultAlert category="Resume" result={result} success={null} />
          <StepButtons busy={busy} onNext={() => actor.send({ type: 'RESUME.CONFIRM' })}>
            <Trans>Resume Delivery Now</Trans>
          </StepButtons>
        </>
      )}
      {state.matches('resumed') && (
        <>
          <ActionResultAlert category="Resume" result={result} success={<Trans>Delivery of your subscription has resumed.</Trans>} />
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Back to Account Summary</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}
