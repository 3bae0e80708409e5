import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { orderTransferMachine } from '../../../../machines/flows/order-transfer.machine';
import { ActionResultAlert } from '../ActionResultAlert';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { useDataText } from '../display/format';
import { stepOf, useStepFocus } from '../use-step-focus';
import { StepButtons } from '../StepButtons';
import { OrderFlowUnavailable } from './OrderFlowUnavailable';
import { useFeedOrder, useOrderCycle, useOrderSubject } from './use-order-flow';

const route = getRouteApi('/accounts/transfer');

/** /accounts/transfer?order=: move the rest of a subscription to another publication (§7 call 22). */
export default function TransferScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Transfer Subscription`} orderNumber={order}>
      {(view) => <TransferFlow view={view} />}
    </OrderFlowScreen>
  );
}

/** The steps the focus follows; a busy state belongs to the step it shows. */
const TRANSFER_STEPS = { choosingTarget: 'choose', reviewingTransfer: 'review', transferring: 'review', transferred: 'done' };

function TransferFlow({ view }: { view: OrderInView }) {
  const subject = useOrderSubject(view);
  const actor = useActorRef(orderTransferMachine.provide({ actors: { actionCycle: useOrderCycle() } }));
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const { refusal, result, toMagAbbr, subject: ordered } = state.context;
  const busy = state.hasTag('busy');
  const targets = ordered?.order.transferTargets ?? [];
  const name = useDataText();
  const target = name(targets.find((t) => t.prodIdAlias === toMagAbbr)?.productName ?? '');
  const from = name(view.order.subscriptionName);
  const heading = useStepFocus(stepOf(state.value, TRANSFER_STEPS));
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <OrderFlowUnavailable refusal={refusal} />}
      {state.matches('choosingTarget') && (
        <Title order={3} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Choose a new subscription</Trans>
        </Title>
      )}
      {state.matches('choosingTarget') && (
        <ChooseTarget targets={targets} initial={toMagAbbr} onNext={(alias) => actor.send({ type: 'TRANSFER.CHOOSE', toMagAbbr: alias })} />
      )}
      {(state.matches('reviewingTransfer') || state.matches('transferring')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <Text data-testid="transfer-review">
            <Trans>
              The rest of {from} moves to {target}. Your current subscription ends with the transfer.
            </Trans>
          </Text>
          <ActionResultAlert category="Order Change" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'TRANSFER.BACK' })} onNext={() => actor.send({ type: 'TRANSFER.CONFIRM' })}>
            <Trans>Transfer Subscription</Trans>
          </StepButtons>
        </>
      )}
      {state.matches('transferred') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Confirmation</Trans>
          </Title>
          <Alert color="green" role="status" data-testid="transfer-confirmation">
            <Trans>The rest of your subscription now goes to {target}.</Trans>
          </Alert>
          <Anchor component={Link} to="/accounts/subscriptions">
            <Trans>See your subscriptions</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function ChooseTarget({
  targets,
  initial,
  onNext,
}: {
  targets: ReadonlyArray<{ prodIdAlias: string; productName: string }>;
  initial: string | null;
  onNext: (prodIdAlias: string) => void;
}) {
  const { t } = useLingui();
  const name = useDataText();
  const [value, setValue] = useState<string | null>(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onNext(value);
    else setMissing(true);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group
          label={t`Move the rest of your subscription to`}
          value={value}
          onChange={(v) => {
            setValue(v);
            setMissing(false);
          }}
          error={missing ? t`Required` : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {targets.map((target) => (
              <Radio key={target.prodIdAlias} value={target.prodIdAlias} label={name(target.productName)} />
            ))}
          </Stack>
        </Radio.Group>
        <StepButtons />
      </Stack>
    </form>
  );
}
