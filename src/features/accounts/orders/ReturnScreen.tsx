import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, List, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { returnWindowDaysOf } from '../../../../contracts/schemas/config';
import { usePortalConfig } from '../../../app/config-context';
import { orderReturnMachine } from '../../../../machines/flows/order-return.machine';
import { RETURN_REASONS, returnableItemsOf, type ReturnChoice, type ReturnReason, type ReturnableItem } from '../../../../machines/rules/order-returns';
import { ActionResultAlert } from '../ActionResultAlert';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { useFormatters } from '../display/format';
import { stepOf, useStepFocus } from '../use-step-focus';
import { StepButtons } from '../StepButtons';
import { useFeedOrder, useOrderCycle, useOrderSubject } from './use-order-flow';

const route = getRouteApi('/accounts/return');

const REASON_MESSAGES: Record<ReturnReason, MessageDescriptor> = {
  damaged: msg`It arrived damaged`,
  wrongItem: msg`I received the wrong item`,
  notAsDescribed: msg`It is not as described`,
  noLongerWanted: msg`I no longer want it`,
};

/** /accounts/return?order=: return items of a shop order within the return window (§4 Return, §7 call 22). */
export default function ReturnScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Return Items`} orderNumber={order}>
      {(view) => <ReturnFlow view={view} />}
    </OrderFlowScreen>
  );
}

const RETURN_STEPS = { choosing: 'choose', reviewing: 'review', returning: 'review', returned: 'done' };

function ReturnFlow({ view }: { view: OrderInView }) {
  const subject = useOrderSubject(view);
  const actor = useActorRef(orderReturnMachine.provide({ actors: { actionCycle: useOrderCycle() } }));
  useFeedOrder(actor, subject);
  const state = useSelector(actor, (s) => s);
  const { i18n } = useLingui();
  const { choice, refund, result, subject: ordered } = state.context;
  const format = useFormatters(view.lookup);
  const items = ordered ? returnableItemsOf(ordered.order) : [];
  const busy = state.hasTag('busy');
  const heading = useStepFocus(stepOf(state.value, RETURN_STEPS));
  const chosen = (choice?.lines ?? []).map((line) => ({ line, item: items.find((i) => i.lineNumber === line.lineNumber) }));
  const amount = format.money(refund ?? 0);
  const windowDays = returnWindowDaysOf(usePortalConfig().adminConfig);
  return (
    <Stack gap="md">
      {state.matches('unavailable') && (
        <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
          <Trans>Nothing in this order can be returned online: items can be returned within {windowDays} days of shipping. Please contact customer service.</Trans>
        </Alert>
      )}
      {state.matches('choosing') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Choose the items to return</Trans>
          </Title>
          <ChooseItems items={items} initial={choice} format={format} onNext={(c) => actor.send({ type: 'RETURN.CHOOSE', ...c })} />
        </>
      )}
      {(state.matches('reviewing') || state.matches('returning')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Review and confirm</Trans>
          </Title>
          <div data-testid="return-review">
            <List>
              {chosen.map(({ line, item }) => (
                <List.Item key={line.lineNumber}>
                  {line.quantity} × {format.name(item?.productDesc ?? '')}
                </List.Item>
              ))}
            </List>
            {choice && (
              <Text mt="xs">
                <Trans>Reason: {i18n._(REASON_MESSAGES[choice.reason])}</Trans>
              </Text>
            )}
            <Text mt="xs" fw={500}>
              <Trans>{amount} will be refunded to the card that paid for this order.</Trans>
            </Text>
          </div>
          <ActionResultAlert category="Order Change" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'RETURN.BACK' })} onNext={() => actor.send({ type: 'RETURN.CONFIRM' })}>
            <Trans>Return Items</Trans>
          </StepButtons>
        </>
      )}
      {state.matches('returned') && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Confirmation</Trans>
          </Title>
          <Alert color="green" role="status" data-testid="return-confirmation">
            <Trans>Your return is recorded. {amount} will be refunded to the card that paid for this order. A confirmation was sent to your email.</Trans>
          </Alert>
          <Anchor component={Link} to="/accounts/orders">
            <Trans>See your orders</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function ChooseItems({
  items,
  initial,
  format,
  onNext,
}: {
  items: ReturnableItem[];
  initial: ReturnChoice | null;
  format: ReturnType<typeof useFormatters>;
  onNext: (choice: ReturnChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries((initial?.lines ?? []).map((l) => [l.lineNumber, l.quantity])),
  );
  const [reason, setReason] = useState<ReturnReason | null>(initial?.reason ?? null);
  const [missing, setMissing] = useState<{ items: boolean; reason: boolean }>({ items: false, reason: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = items.map((i) => ({ lineNumber: i.lineNumber, quantity: quantities[i.lineNumber] ?? 0 })).filter((l) => l.quantity > 0);
    if (lines.length === 0 || !reason) {
      setMissing({ items: lines.length === 0, reason: !reason });
      return;
    }
    onNext({ lines, reason });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {items.map((item) => {
          const max = item.quantity ?? 1;
          const until = format.date(item.returnableUntil);
          const price = format.money(item.itemValue);
          return (
            <NumberInput
              key={item.lineNumber}
              label={format.name(item.productDesc)}
              description={t`${price} each, ${max} ordered. Return by ${until}.`}
              min={0}
              max={max}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={quantities[item.lineNumber] ?? 0}
              onChange={(value) => {
                setQuantities((q) => ({ ...q, [item.lineNumber]: typeof value === 'number' ? value : Number(value) || 0 }));
                setMissing((m) => ({ ...m, items: false }));
              }}
            />
          );
        })}
        {missing.items && (
          <Text c="red.8" size="sm" role="alert">
            <Trans>Choose at least one item to return.</Trans>
          </Text>
        )}
        <Radio.Group
          label={t`Why are you returning these items?`}
          value={reason}
          onChange={(v) => {
            setReason(v as ReturnReason);
            setMissing((m) => ({ ...m, reason: false }));
          }}
          error={missing.reason ? t`Required` : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {RETURN_REASONS.map((r) => (
              <Radio key={r} value={r} label={i18n._(REASON_MESSAGES[r])} />
            ))}
          </Stack>
        </Radio.Group>
        <StepButtons />
      </Stack>
    </form>
  );
}
