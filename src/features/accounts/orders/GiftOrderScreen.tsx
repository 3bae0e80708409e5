import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { z } from 'zod';
import { textField } from '../../../../contracts/validation/check-schemas';
import { checkEmail, checkRequired } from '../../../../contracts/validation/checks';
import { RESIN_PLAN_MONTHS, type GiftOrderChoice, type ResinPlanMonths } from '../../../../machines/rules/orders';
import { resinGiftMachine } from '../../../../machines/flows/resin-gift.machine';
import { useFieldProps } from '../../forms/field-props';
import { ActionResultAlert } from '../ActionResultAlert';
import { useFormatters } from '../display/format';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { stepOf, useStepFocus } from '../use-step-focus';
import { StepButtons } from '../StepButtons';
import { OrderFlowUnavailable } from './OrderFlowUnavailable';
import { newIdempotencyKey, useFeedOrder, useOrderCycle, useOrderSubject } from './use-order-flow';

const route = getRouteApi('/accounts/gift-order');

/** The gift form: the §5 generic checks (Required, Email) on each field. */
const ZGiftFormSchema = z.object({
  months: textField(checkRequired),
  name: textField(checkRequired),
  email: textField(checkRequired, checkEmail),
});
type GiftForm = z.infer<typeof ZGiftFormSchema>;

/** /accounts/gift-order?order=: give the digital subscription of an order as a gift (§7 call 26). */
export default function GiftOrderScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Give a Digital Subscription`} orderNumber={order}>
      {(view) => <GiftOrderFlow view={view} />}
    </OrderFlowScreen>
  );
}

/** The steps the focus follows; a busy state belongs to the step it shows. */
const GIFT_ORDER_STEPS = { choosing: 'choose', quoting: 'choose', reviewing: 'review', ordering: 'review', ordered: 'done' };

function GiftOrderFlow({ view }: { view: OrderInView }) {
  const format = useFormatters(view.lookup);
  const subject = useOrderSubject(view);
  const actor = useActorRef(resinGiftMachine.provide({ actors: { actionCycle: useOrderCycle() } }));
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const { refusal, result, choice, quote, order, subject: donor } = state.context;
  const busy = state.hasTag('busy');
  const total = quote ? format.money(quote.total) : '';
  const months = choice?.months ?? 0;
  const recipient = choice?.recipient.name ?? '';
  const email = choice?.recipient.email ?? '';
  const brand = donor?.cardOnFile?.creditCardType ?? '';
  const lastFour = donor?.cardOnFile?.creditCardLastFour ?? '';
  const orderNumber = order?.orderNumber ?? '';
  const product = format.name(view.order.productName);
  const heading = useStepFocus(stepOf(state.value, GIFT_ORDER_STEPS));
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <OrderFlowUnavailable refusal={refusal} />}
      {(state.matches('choosing') || state.matches('quoting')) && (
        <Title order={3} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Choose your gift</Trans>
        </Title>
      )}
      {(state.matches('choosing') || state.matches('quoting')) && (
        <GiftChoice initial={choice} busy={busy} result={result} onNext={(c) => actor.send({ type: 'GIFT.QUOTE', choice: c })} />
      )}
      {(state.matches('reviewing') || state.matches('ordering')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <Text data-testid="gift-review">
            <Trans>
              {months} months of {product} for {recipient} ({email}): {total}, paid with your {brand} card ending in {lastFour}.
            </Trans>
          </Text>
          <ActionResultAlert category="Create Order" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'GIFT.BACK' })} onNext={() => actor.send({ type: 'GIFT.CONFIRM', idempotencyKey: newIdempotencyKey() })}>
            <Trans>Place Gift Order</Trans>
          </StepButtons>
        </>
      )}
      {state.matches('ordered') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Confirmation</Trans>
          </Title>
          <Alert color="green" role="status" data-testid="gift-ordered">
            <Trans>
              Your gift is ordered (order {orderNumber}). {recipient} receives an email at {email} to start reading.
            </Trans>
          </Alert>
          <Group>
            <Button variant="default" onClick={() => actor.send({ type: 'GIFT.ANOTHER' })}>
              <Trans>Give another gift</Trans>
            </Button>
            <Anchor component={Link} to="/accounts/gifts">
              <Trans>See your gifts</Trans>
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}

function GiftChoice({
  initial,
  busy,
  result,
  onNext,
}: {
  initial: GiftOrderChoice | null;
  busy: boolean;
  result: Parameters<typeof ActionResultAlert>[0]['result'];
  onNext: (choice: GiftOrderChoice) => void;
}) {
  const { t } = useLingui();
  // The form stays mounted while the price is asked for, so a failure keeps what was typed.
  const form = useForm<GiftForm>({
    mode: 'controlled',
    initialValues: {
      months: String(initial?.months ?? RESIN_PLAN_MONTHS[RESIN_PLAN_MONTHS.length - 1]),
      name: initial?.recipient.name ?? '',
      email: initial?.recipient.email ?? '',
    },
    validate: schemaResolver(ZGiftFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const submit = form.onSubmit((values) =>
    onNext({ months: Number(values.months) as ResinPlanMonths, recipient: { name: values.name, email: values.email } }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label={t`Length of the gift`}
          allowDeselect={false}
          withAsterisk
          data={RESIN_PLAN_MONTHS.map((m) => ({ value: String(m), label: t`${m} months` }))}
          {...field('months')}
        />
        <TextInput label={t`Recipient name`} withAsterisk autoComplete="off" {...field('name')} />
        <TextInput label={t`Recipient email`} withAsterisk type="email" autoComplete="off" {...field('email')} />
        <ActionResultAlert category="Create Order" result={result} success={null} />
        <StepButtons busy={busy}>
          <Trans>See the price</Trans>
        </StepButtons>
      </Stack>
    </form>
  );
}
