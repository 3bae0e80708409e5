import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { TOrderUpdateResponse } from '../../../../contracts/schemas/actions';
import { extensionMachine } from '../../../../machines/flows/extension.machine';
import type { RetentionOfferRef } from '../../../../machines/flows/retention-offer.machine';
import { EXTENSION_ISSUE_CHOICES } from '../../../../machines/rules/subscription-actions';
import { ActionResultAlert } from '../ActionResultAlert';
import { useFormatters, type Formatters } from '../display/format';
import { PortalLink } from '../display/PortalLink';
import { OfferAcceptedNotice } from '../orders/OfferAcceptedNotice';
import { RetentionOfferPanel } from '../orders/RetentionOfferPanel';
import { useRetentionOfferLogic } from '../orders/use-order-flow';
import { FlowUnavailable, OrderFlowScreen } from './OrderFlowScreen';
import type { OrderInView } from './OrderGate';
import { StepButtons } from '../StepButtons';
import { SubscriptionCard } from './SubscriptionCard';
import { useFeedSubscription, useSubscriptionCycle } from './use-subscription-flow';

const route = getRouteApi('/accounts/extend');

/** /accounts/extend?order=: extend a subscription by a number of issues (§7 call 13). */
export default function ExtendScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Extend Subscription`} orderNumber={order}>
      {(view) => <ExtendFlow view={view} />}
    </OrderFlowScreen>
  );
}

function ExtendFlow({ view }: { view: OrderInView }) {
  const format = useFormatters(view.lookup);
  // §4: an extension can be followed by a retention offer (intellisel).
  const actor = useActorRef(extensionMachine.provide({ actors: { actionCycle: useSubscriptionCycle(), retentionOffer: useRetentionOfferLogic() } }));
  useFeedSubscription(actor, view.subscription);
  const state = useSelector(actor, (s) => s);
  const offer = useSelector(actor, (s) => s.children.retentionOffer as RetentionOfferRef | undefined);
  const { refusal, result, issues, subscription, offerOutcome } = state.context;
  const busy = state.hasTag('busy');
  const current = subscription?.expireIssueNumber ?? 0;
  const target = current + (issues ?? 0);
  const issuePrice = view.order.issuePrice;
  const price = issuePrice !== undefined && issues ? format.money(Math.round(issuePrice * issues * 100) / 100) : null;
  const bill = result?.status === 'success' ? (result.data as TOrderUpdateResponse | undefined)?.invoice : undefined;
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && refusal && <FlowUnavailable refusal={refusal} />}
      {state.matches('choosing') && <ChooseIssues initial={issues} onNext={(n) => actor.send({ type: 'EXTENSION.CHOOSE', issues: n })} />}
      {(state.matches('reviewing') || state.matches('submitting')) && (
        <>
          <Text data-testid="extension-review">
            <Trans>
              Your subscription now ends with issue {current}. After the extension it will end with issue {target}.
            </Trans>
          </Text>
          <Text data-testid="extension-price" fw={600}>
            {price ? (
              <Trans>The {issues} added issues cost {price}. We will send you a bill, which you can pay under Make a Payment.</Trans>
            ) : (
              <Trans>The added issues are free of charge.</Trans>
            )}
          </Text>
          <ActionResultAlert category="Extension" result={result} success={null} />
          <StepButtons busy={busy} onBack={() => actor.send({ type: 'EXTENSION.BACK' })} onNext={() => actor.send({ type: 'EXTENSION.CONFIRM' })}>
            <Trans>Extend Subscription</Trans>
          </StepButtons>
        </>
      )}
      {state.matches('extended') && (
        <>
          <ActionResultAlert category="Extension" result={result} success={<Trans>Your subscription now ends with issue {target}.</Trans>} />
          {bill && <ExtensionBill bill={bill} payHref={`/accounts/payment?account=${view.order.accountNumber}&order=${view.order.orderNumber}`} format={format} />}
          {offer && <RetentionOfferPanel actor={offer} format={format} />}
          {offerOutcome?.outcome === 'accepted' && <OfferAcceptedNotice outcome={offerOutcome} />}
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
        <StepButtons />
      </Stack>
    </form>
  );
}

/** The bill the extension raised, and where to pay it. */
function ExtensionBill({ bill, payHref, format }: { bill: NonNullable<TOrderUpdateResponse['invoice']>; payHref: string; format: Formatters }) {
  const amount = format.money(bill.amountDue);
  const invoiceNumber = bill.invoiceNumber;
  return (
    <Text data-testid="extension-bill">
      <Trans>
        Invoice {invoiceNumber} of {amount} was added to your account.
      </Trans>{' '}
      <PortalLink href={payHref} underline="always">
        <Trans>Pay it now</Trans>
      </PortalLink>
    </Text>
  );
}
