import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { autoRenewMachine } from '../../../../machines/flows/auto-renew.machine';
import { autoRenewMethodsOf, type AutoRenewMethod, type OrderSubject } from '../../../../machines/rules/orders';
import type { RetentionOfferRef } from '../../../../machines/flows/retention-offer.machine';
import { ActionResultAlert } from '../ActionResultAlert';
import { useFormatters } from '../display/format';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { stepOf, useStepFocus } from '../use-step-focus';
import { StepButtons } from '../StepButtons';
import { autoRenewMethodMessages } from './messages';
import { OfferAcceptedNotice } from './OfferAcceptedNotice';
import { OrderFlowUnavailable } from './OrderFlowUnavailable';
import { RetentionOfferPanel } from './RetentionOfferPanel';
import { useFeedOrder, useOrderCycle, useOrderSubject, useRetentionOfferLogic } from './use-order-flow';

const route = getRouteApi('/accounts/auto-renew');

/** /accounts/auto-renew?order=: stop or start automatic renewal, or stop the recurring charge (§7 calls 19, 21). */
export default function AutoRenewScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Automatic Renewal`} orderNumber={order}>
      {(view) => <AutoRenewFlow view={view} />}
    </OrderFlowScreen>
  );
}

/** The steps the focus follows; a busy state belongs to the step it shows. */
const AUTO_RENEW_STEPS = {
  confirmingStop: 'review',
  stopping: 'review',
  offering: 'offer',
  choosingStart: 'start',
  starting: 'start',
  stopped: 'done',
  started: 'done',
  offerAccepted: 'done',
};

function AutoRenewFlow({ view }: { view: OrderInView }) {
  const format = useFormatters(view.lookup);
  const subject = useOrderSubject(view);
  const actor = useActorRef(autoRenewMachine.provide({ actors: { actionCycle: useOrderCycle(), retentionOffer: useRetentionOfferLogic() } }));
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const offer = useSelector(actor, (s) => s.children.retentionOffer as RetentionOfferRef | undefined);
  const { refusal, result, operation, method, offerOutcome, subject: ordered } = state.context;
  const busy = state.hasTag('busy');
  const category = operation === 'stopCharge' ? 'Stop Charge' : 'Stop Auto Renew';
  const name = format.name(view.order.subscriptionName);
  const heading = useStepFocus(stepOf(state.value, AUTO_RENEW_STEPS));
  const done = state.matches('stopped') || state.matches('started') || state.matches('offerAccepted');
  // The offers could not be loaded and the stop went on: said once, on the steps that follow it.
  const afterOffer = state.matches('stopping') || state.matches('stopped');
  const end = view.order.subscriptionEnd ? format.date(view.order.subscriptionEnd) : null;
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <OrderFlowUnavailable refusal={refusal} />}
      {(state.matches('confirmingStop') || state.matches('stopping')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <Text data-testid="auto-renew-review">
            {operation === 'stopCharge' ? (
              <Trans>Your card will no longer be charged for {name}. It stays active until its term ends.</Trans>
            ) : (
              <Trans>{name} will no longer renew automatically. It stays active until its term ends.</Trans>
            )}
            {end && (
              <>
                {' '}
                <Trans>The term ends on {end}.</Trans>
              </>
            )}
          </Text>
          <ActionResultAlert category={category} result={result} success={null} />
          <Group>
            <Button variant="default" component={Link} to="/accounts/subscriptions">
              <Trans>Keep automatic renewal</Trans>
            </Button>
            <Button loading={busy} onClick={() => actor.send({ type: 'AUTORENEW.CONFIRM' })}>
              {operation === 'stopCharge' ? <Trans>Stop Recurring Charge</Trans> : <Trans>Stop Auto Renew</Trans>}
            </Button>
          </Group>
        </>
      )}
      {done && (
        <Title order={3} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Confirmation</Trans>
        </Title>
      )}
      {afterOffer && <ActionResultAlert category="Load of Intellisel" result={offerOutcome?.loadFailure ?? null} success={null} />}
      {state.matches('offering') && offer && <RetentionOfferPanel actor={offer} format={format} />}
      {(state.matches('choosingStart') || state.matches('starting')) && ordered && (
        <StartChoice subject={ordered} initial={method} busy={busy} result={<ActionResultAlert category="Start Auto Renew" result={result} success={null} />} onStart={(m) => actor.send({ type: 'AUTORENEW.START', method: m })} />
      )}
      {state.matches('stopped') && (
        <Alert color="green" role="status" data-testid="auto-renew-stopped">
          {operation === 'stopCharge' ? <Trans>The recurring charge is stopped.</Trans> : <Trans>Automatic renewal is off.</Trans>}
        </Alert>
      )}
      {state.matches('started') && (
        <Alert color="green" role="status" data-testid="auto-renew-started">
          <Trans>Automatic renewal is on.</Trans>
        </Alert>
      )}
      {state.matches('offerAccepted') && offerOutcome && <OfferAcceptedNotice outcome={offerOutcome} />}
      {(state.matches('stopped') || state.matches('started') || state.matches('offerAccepted')) && (
        <Anchor component={Link} to="/accounts/subscriptions">
          <Trans>See your subscriptions</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

function StartChoice({
  subject,
  initial,
  busy,
  result,
  onStart,
}: {
  subject: OrderSubject;
  initial: AutoRenewMethod | null;
  busy: boolean;
  result: ReactNode;
  onStart: (method: AutoRenewMethod) => void;
}) {
  const { t, i18n } = useLingui();
  const methods = autoRenewMethodsOf(subject);
  const [value, setValue] = useState<AutoRenewMethod>(initial ?? methods[0]!);
  const card = subject.cardOnFile;
  const brand = card?.creditCardType ?? '';
  const lastFour = card?.creditCardLastFour ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(value);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group label={t`How should your subscription renew?`} value={value} onChange={(v) => setValue(v as AutoRenewMethod)}>
          <Stack gap="xs" mt="xs">
            {methods.map((m) => (
              <Radio
                key={m}
                value={m}
                label={i18n._(autoRenewMethodMessages[m])}
                description={m === 'card' && card ? t`${brand} card ending in ${lastFour}` : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {result}
        <StepButtons busy={busy}>
          <Trans>Start Auto Renew</Trans>
        </StepButtons>
      </Stack>
    </form>
  );
}
