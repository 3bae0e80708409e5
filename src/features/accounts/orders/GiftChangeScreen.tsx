import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { z } from 'zod';
import { textField } from '../../../../contracts/validation/check-schemas';
import { checkEmail, checkRequired } from '../../../../contracts/validation/checks';
import { resinGiftChangeMachine } from '../../../../machines/flows/resin-gift-change.machine';
import { useFieldProps } from '../../forms/field-props';
import { ActionResultAlert } from '../ActionResultAlert';
import { recipientsOf } from '../display/selectors';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { stepOf, useStepFocus } from '../use-step-focus';
import { StepButtons } from '../StepButtons';
import { OrderFlowUnavailable } from './OrderFlowUnavailable';
import { useFeedOrder, useOrderCycle, useOrderSubject } from './use-order-flow';

const route = getRouteApi('/accounts/gift-change');

const ZResendFormSchema = z.object({ email: textField(checkRequired, checkEmail) });

/** /accounts/gift-change?order=: revoke an unredeemed digital gift, or send it to a new email (§7 call 23). */
export default function GiftChangeScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Change a Digital Gift`} orderNumber={order}>
      {(view) => <GiftChangeFlow view={view} />}
    </OrderFlowScreen>
  );
}

/** The steps the focus follows; a busy state belongs to the step it shows. */
const GIFT_CHANGE_STEPS = { choosing: 'choose', reviewing: 'review', updating: 'review', changed: 'done' };

function GiftChangeFlow({ view }: { view: OrderInView }) {
  const subject = useOrderSubject(view);
  const actor = useActorRef(resinGiftChangeMachine.provide({ actors: { actionCycle: useOrderCycle() } }));
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const { refusal, result, change } = state.context;
  const busy = state.hasTag('busy');
  const recipient = recipientsOf(view.order).join(', ');
  const email = change?.path === 'resend' ? change.email : '';
  const currentEmail = view.order.giftRecipient?.email ?? '';
  const heading = useStepFocus(stepOf(state.value, GIFT_CHANGE_STEPS));
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <OrderFlowUnavailable refusal={refusal} />}
      {state.matches('choosing') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Choose what to change</Trans>
          </Title>
          <Card withBorder component="section" aria-labelledby="gift-resend-title">
            <Title order={3} size="h5" id="gift-resend-title" mb="xs">
              <Trans>Send the gift to a new email</Trans>
            </Title>
            {currentEmail && (
              <Text size="sm" mb="sm" data-testid="gift-current-email">
                <Trans>It was sent to {currentEmail}.</Trans>
              </Text>
            )}
            <ResendForm initial={email} onNext={(e) => actor.send({ type: 'GIFT.RESEND', email: e })} />
          </Card>
          <Card withBorder component="section" aria-labelledby="gift-revoke-title">
            <Title order={3} size="h5" id="gift-revoke-title" mb="xs">
              <Trans>Revoke the gift</Trans>
            </Title>
            <Text size="sm" mb="sm">
              <Trans>The recipient will no longer be able to redeem it.</Trans>{' '}
              <Trans>Revoking does not refund the gift: to ask for a refund, write to customer service.</Trans>
            </Text>
            <Button variant="default" onClick={() => actor.send({ type: 'GIFT.REVOKE' })}>
              <Trans>Revoke Gift</Trans>
            </Button>
          </Card>
        </>
      )}
      {(state.matches('reviewing') || state.matches('updating')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <Text data-testid="gift-change-review">
            {change?.path === 'resend' ? (
              recipient ? (
                <Trans>The gift for {recipient} will be sent to {email}.</Trans>
              ) : (
                <Trans>The gift will be sent to {email}.</Trans>
              )
            ) : recipient ? (
              <Trans>The gift for {recipient} will be revoked and can no longer be redeemed.</Trans>
            ) : (
              <Trans>The gift will be revoked and can no longer be redeemed.</Trans>
            )}
          </Text>
          {change?.path === 'revoke' && (
            <Text size="sm" data-testid="gift-revoke-refund">
              <Trans>No refund is made for a revoked gift.</Trans>{' '}
              <Anchor component={Link} to="/accounts/customer-service" underline="always">
                <Trans>Ask customer service for a refund</Trans>
              </Anchor>
            </Text>
          )}
          <ActionResultAlert category="Resin Order Update" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'GIFT.BACK' })} onNext={() => actor.send({ type: 'GIFT.CONFIRM' })}>
            {change?.path === 'resend' ? <Trans>Send Gift</Trans> : <Trans>Revoke Gift</Trans>}
          </StepButtons>
        </>
      )}
      {state.matches('changed') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Confirmation</Trans>
          </Title>
          <Alert color="green" role="status" data-testid="gift-changed">
            {change?.path === 'resend' ? <Trans>The gift was sent to {email}.</Trans> : <Trans>The gift is revoked.</Trans>}
          </Alert>
          <Anchor component={Link} to="/accounts/gifts">
            <Trans>See your gifts</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function ResendForm({ initial, onNext }: { initial: string; onNext: (email: string) => void }) {
  const { t } = useLingui();
  const form = useForm<z.infer<typeof ZResendFormSchema>>({
    mode: 'controlled',
    initialValues: { email: initial },
    validate: schemaResolver(ZResendFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onNext(values.email.trim()))}>
      <Stack gap="sm">
        <TextInput label={t`Recipient’s new email`} withAsterisk type="email" autoComplete="off" {...field('email')} />
        <StepButtons />
      </Stack>
    </form>
  );
}
