import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { extensionMachine } from '../../../../machines/extension.machine';
import { EXTENSION_ISSUE_CHOICES } from '../../../../machines/subscription-actions';
import { PageIntro } from '../../../app/shell/PageIntro';
import { ActionResultAlert } from '../ActionResultAlert';
import { refusalMessages } from './messages';
import { OrderGate, type OrderInView } from './OrderGate';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/extend');

/** /accounts/extend?order=: extend a subscription by a number of issues (§7 call 13). */
export default function ExtendScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <>
      <PageIntro title={t`Extend Subscription`} />
      <Title order={2} size="h3" mb="sm">
        <Trans>Extend Subscription</Trans>
      </Title>
      <OrderGate orderNumber={order}>{(view) => <ExtendFlow view={view} />}</OrderGate>
    </>
  );
}

function ExtendFlow({ view }: { view: OrderInView }) {
  const { i18n } = useLingui();
  const actor = useActorRef(
    extensionMachine.provide({
      actors: { actionCycle: useSubscriptionCycle() },
      // §4: an extension can be followed by a retention offer; the offers (intellisel) come with
      // the next issue, which plugs them in here.
      actions: { 'start retention offer': () => {} },
    }),
  );
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const { refusal, result, issues, subscription } = state.context;
  const busy = state.hasTag('busy');
  const current = subscription?.expireIssueNumber ?? 0;
  const target = current + (issues ?? 0);
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && (
        <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
          {i18n._(refusalMessages[refusal])}
        </Alert>
      )}
      {state.matches('choosing') && <ChooseIssues initial={issues} onNext={(n) => actor.send({ type: 'EXTENSION.CHOOSE', issues: n })} />}
      {(state.matches('reviewing') || state.matches('submitting')) && (
        <>
          <Text data-testid="extension-review">
            <Trans>
              Your subscription now ends with issue {current}. After the extension it will end with issue {target}.
            </Trans>
          </Text>
          <ActionResultAlert category="Extension" result={result} success={null} />
          <Group>
            <Button variant="default" disabled={busy} onClick={() => actor.send({ type: 'EXTENSION.BACK' })}>
              <Trans>Back</Trans>
            </Button>
            <Button loading={busy} onClick={() => actor.send({ type: 'EXTENSION.CONFIRM' })}>
              <Trans>Extend Subscription</Trans>
            </Button>
          </Group>
        </>
      )}
      {state.matches('extended') && (
        <>
          <ActionResultAlert category="Extension" result={result} success={<Trans>Your subscription now ends with issue {target}.</Trans>} />
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Back to Account Summary</Trans>
          </Anchor>
        </>
      )}
    </Stack>
  );
}

function ChooseIssues({ initial, onNext }: { initial: number | null; onNext: (issues: number) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null>(initial !== null ? String(initial) : String(EXTENSION_ISSUE_CHOICES[0]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onNext(Number(value));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label={t`How many issues would you like to add?`}
          allowDeselect={false}
          data={EXTENSION_ISSUE_CHOICES.map((n) => String(n))}
          value={value}
          onChange={setValue}
        />
        <Group>
          <Button type="submit">
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
