import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { TCancelOrderEmailPayload } from '../../../../contracts/schemas/mail';
import { orderCancelMachine } from '../../../../machines/flows/order-cancel.machine';
import type { RetentionOfferRef } from '../../../../machines/flows/retention-offer.machine';
import type { StoreCreditRefundRef } from '../../../../machines/flows/store-credit-refund.machine';
import { useAccountData } from '../account-data';
import { ActionResultAlert } from '../ActionResultAlert';
import { useFormatters } from '../display/format';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { stepOf, useStepFocus } from '../use-step-focus';
import { sendCancelOrderEmail } from './actors';
import { CancelConfirmation, SentToCustomerService } from './CancelConfirmation';
import { CancelQuote } from './CancelQuote';
import { cancelOrderEmailError } from './messages';
import { OfferAcceptedNotice } from './OfferAcceptedNotice';
import { OrderFlowUnavailable } from './OrderFlowUnavailable';
import { RetentionOfferPanel } from './RetentionOfferPanel';
import { StoreCreditRefundProgress } from './StoreCreditRefundProgress';
import { newIdempotencyKey, useFeedOrder, useOrderCycle, useOrderSubject, useRetentionOfferLogic, useStoreCreditRefundLogic } from './use-order-flow';

const route = getRouteApi('/accounts/cancel');

/**
 * /accounts/cancel?order=: cancel a subscription, or a shop order nothing of which shipped yet, after
 * showing what it refunds (§4, §7 calls 22, 23, 25).
 */
export default function CancelScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  const lookup = useAccountData().lookup;
  const shop = lookup?.orders.find((o) => o.orderNumber === order)?.systemCode === 'EHUB';
  return (
    <OrderFlowScreen title={shop ? t`Cancel Order` : t`Cancel Subscription`} orderNumber={order}>
      {(view) => <CancelFlow view={view} />}
    </OrderFlowScreen>
  );
}

/** The steps the focus follows; a busy state belongs to the step it shows. */
const CANCEL_STEPS = {
  reviewingCancel: 'review',
  cancelling: 'review',
  emailingCustomerService: 'review',
  offering: 'offer',
  refunding: 'done',
  canceled: 'done',
  sentToCustomerService: 'done',
  offerAccepted: 'done',
};

function CancelFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
  const format = useFormatters(view.lookup);
  const subject = useOrderSubject(view);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const actor = useActorRef(
    orderCancelMachine.provide({
      actors: {
        actionCycle: useOrderCycle(),
        retentionOffer: useRetentionOfferLogic(),
        storeCreditRefund: useStoreCreditRefundLogic(),
        sendCancelOrderEmail: fromPromise(({ input }: { input: TCancelOrderEmailPayload }) => sendCancelOrderEmail(input)),
      },
    }),
    { input: { idempotencyKey } },
  );
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const offer = useSelector(actor, (s) => s.children.retentionOffer as RetentionOfferRef | undefined);
  const refunding = useSelector(actor, (s) => s.children.storeCreditRefund as StoreCreditRefundRef | undefined);
  const { refusal, result, mailFailure, confirmation, refund, offerOutcome } = state.context;
  const busy = state.hasTag('busy');
  const resin = view.order.systemCode === 'RESIN';
  const shop = view.order.systemCode === 'EHUB';
  const reviewing = state.matches('reviewingCancel') || state.matches('cancelling') || state.matches('emailingCustomerService');
  const heading = useStepFocus(stepOf(state.value, CANCEL_STEPS));
  const done = state.matches('refunding') || state.matches('canceled') || state.matches('sentToCustomerService') || state.matches('offerAccepted');
  // The offers could not be loaded and the cancel went on: said once, on the steps that follow it.
  const afterOffer = state.matches('cancelling') || state.matches('emailingCustomerService') || (done && !state.matches('offerAccepted'));

  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <OrderFlowUnavailable refusal={refusal} />}
      {reviewing && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <CancelQuote order={state.context.subject?.order ?? view.order} format={format} />
          <ActionResultAlert category={resin ? 'Resin Order Update' : 'Order Change'} result={result} success={null} />
          {mailFailure && (
            <Alert color="red" role="alert" data-testid="cancel-email-error">
              {i18n._(cancelOrderEmailError)}: {mailFailure}
            </Alert>
          )}
          <Group>
            <Button variant="default" component={Link} to={shop ? '/accounts/orders' : '/accounts/subscriptions'}>
              {shop ? <Trans>Keep my order</Trans> : <Trans>Keep my subscription</Trans>}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => actor.send({ type: 'CANCEL.CONFIRM' })}>
              {shop ? <Trans>Cancel Order</Trans> : <Trans>Cancel Subscription</Trans>}
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
      {state.matches('refunding') && refunding && <StoreCreditRefundProgress actor={refunding} />}
      {state.matches('canceled') && confirmation && (
        <CancelConfirmation type={confirmation} order={state.context.subject!.order} refund={refund} customer={subject?.customer ?? null} format={format} />
      )}
      {state.matches('sentToCustomerService') && <SentToCustomerService />}
      {state.matches('offerAccepted') && offerOutcome && <OfferAcceptedNotice outcome={offerOutcome} />}
      {(state.matches('canceled') || state.matches('sentToCustomerService') || state.matches('offerAccepted')) && (
        <Anchor component={Link} to="/accounts/summary">
          <Trans>Back to Account Summary</Trans>
        </Anchor>
      )}
    </Stack>
  );
}
