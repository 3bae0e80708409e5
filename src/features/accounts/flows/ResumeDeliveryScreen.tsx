import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { resumeMachine } from '../../../../machines/suspend-resume.resume.machine';
import { PageIntro } from '../../../app/shell/PageIntro';
import { ActionResultAlert } from '../ActionResultAlert';
import { refusalMessages } from './messages';
import { OrderGate, type OrderInView } from './OrderGate';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/resume-delivery');

/** /accounts/resume-delivery?order=: resume delivery of a suspended subscription (§4, §7 call 17). */
export default function ResumeDeliveryScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <>
      <PageIntro title={t`Resume Delivery`} />
      <Title order={2} size="h3" mb="sm">
        <Trans>Resume Delivery</Trans>
      </Title>
      <OrderGate orderNumber={order}>{(view) => <ResumeFlow view={view} />}</OrderGate>
    </>
  );
}

function ResumeFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
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
      {state.matches('unavailable') && refusal && (
        <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
          {i18n._(refusalMessages[refusal])}
        </Alert>
      )}
      {(state.matches('confirming') || state.matches('submitting')) && (
        <>
          <Text>
            <Trans>Delivery of this subscription is suspended. Would you like to resume delivery now?</Trans>
          </Text>
          <ActionResultAlert category="Resume" result={result} success={null} />
          <Group>
            <Button loading={busy} onClick={() => actor.send({ type: 'RESUME.CONFIRM' })}>
              <Trans>Resume Delivery Now</Trans>
            </Button>
          </Group>
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
