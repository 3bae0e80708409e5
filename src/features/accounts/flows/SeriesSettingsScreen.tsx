import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SERIES_SHIP_FREQUENCIES, SERIES_SHIP_QUANTITY } from '../../../../contracts/constants';
import type { TShipFrequency } from '../../../../contracts/schemas/order';
import { seriesUpdateMachine } from '../../../../machines/flows/series-update.machine';
import { seriesSettingsOf, type SeriesSettings } from '../../../../machines/rules/subscription-actions';
import { ActionResultAlert } from '../ActionResultAlert';
import { FlowUnavailable, OrderFlowScreen } from './OrderFlowScreen';
import type { OrderInView } from './OrderGate';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/series');

const frequencyMessages: Record<TShipFrequency, MessageDescriptor> = {
  '1M': msg`Every month`,
  '2M': msg`Every 2 months`,
  '3M': msg`Every 3 months`,
};

const QUANTITIES = Array.from({ length: SERIES_SHIP_QUANTITY.max - SERIES_SHIP_QUANTITY.min + 1 }, (_, i) => SERIES_SHIP_QUANTITY.min + i);

/** /accounts/series?order=: how often a series plan ships and how many copies (§7 call 18). */
export default function SeriesSettingsScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Series Settings`} orderNumber={order}>
      {(view) => <SeriesSettingsFlow view={view} />}
    </OrderFlowScreen>
  );
}

function SeriesSettingsFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
  const actor = useActorRef(seriesUpdateMachine.provide({ actors: { actionCycle: useSubscriptionCycle() } }));
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const { refusal, result, subscription, settings } = state.context;
  const busy = state.hasTag('busy');
  const current = subscription ? seriesSettingsOf(subscription) : null;
  const saved = settings ?? current;
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <FlowUnavailable refusal={refusal} />}
      {(state.matches('editing') || state.matches('saving')) && current && (
        <SettingsForm
          // A new plan from the refetch starts the form from what is stored.
          key={`${current.shipFrequency}-${current.shipQuantity}`}
          initial={settings ?? current}
          busy={busy}
          canSave={(choice) => state.can({ type: 'SERIES.SAVE', settings: choice })}
          onSave={(choice) => actor.send({ type: 'SERIES.SAVE', settings: choice })}
        >
          <ActionResultAlert category="Series Update" result={result} success={null} />
        </SettingsForm>
      )}
      {state.matches('saved') && saved && (
        <>
          <ActionResultAlert
            category="Series Update"
            result={result}
            success={<SavedText frequency={i18n._(frequencyMessages[saved.shipFrequency])} copies={saved.shipQuantity} />}
          />
          <Button variant="default" onClick={() => actor.send({ type: 'SERIES.EDIT' })} style={{ alignSelf: 'flex-start' }}>
            <Trans>Change Again</Trans>
          </Button>
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Back to Account Summary</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function SavedText({ frequency, copies }: { frequency: string; copies: number }) {
  return (
    <Trans>
      Your series settings are saved. How often a volume ships: {frequency}. Copies of each volume: {copies}.
    </Trans>
  );
}

function SettingsForm({
  initial,
  busy,
  canSave,
  onSave,
  children,
}: {
  initial: SeriesSettings;
  busy: boolean;
  canSave: (settings: SeriesSettings) => boolean;
  onSave: (settings: SeriesSettings) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [shipFrequency, setShipFrequency] = useState<TShipFrequency>(initial.shipFrequency);
  const [shipQuantity, setShipQuantity] = useState<number>(initial.shipQuantity);
  const choice = { shipFrequency, shipQuantity };
  const changed = canSave(choice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label={t`How often a volume ships`}
          allowDeselect={false}
          data={SERIES_SHIP_FREQUENCIES.map((value) => ({ value, label: i18n._(frequencyMessages[value]) }))}
          value={shipFrequency}
          onChange={(value) => value && setShipFrequency(value as TShipFrequency)}
          disabled={busy}
        />
        <Select
          label={t`Copies of each volume`}
          allowDeselect={false}
          data={QUANTITIES.map((n) => String(n))}
          value={String(shipQuantity)}
          onChange={(value) => value && setShipQuantity(Number(value))}
          disabled={busy}
        />
        {!changed && !busy && (
          <Text size="sm" c="gray.7" data-testid="series-unchanged">
            <Trans>These are your plan’s settings now. Choose another frequency or number of copies to save a change.</Trans>
          </Text>
        )}
        {children}
        {/* The machine takes SERIES.SAVE only for a change: the button asks it (state.can), never re-derives the rule. */}
        <Button type="submit" loading={busy} disabled={!changed && !busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save Settings</Trans>
        </Button>
      </Stack>
    </form>
  );
}
