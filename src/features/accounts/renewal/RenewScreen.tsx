import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { TRenewalRequest } from '../../../../contracts/schemas/actions';
import { renewalMachine } from '../../../../machines/flows/renewal.machine';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { customerContract } from '../../../../contracts/routes/customer';
import { useAccountLookup } from '../account-data';
import { failureText } from '../action-messages';
import { useFormatters } from '../display/format';
import { OrderFlowScreen } from '../flows/OrderFlowScreen';
import type { OrderInView } from '../flows/OrderGate';
import { SubscriptionCard } from '../flows/SubscriptionCard';
import { stepOf, useStepFocus } from '../use-step-focus';

const accountClient = createGatewayClient(accountRoutes({ customer: customerContract }, GATEWAY_ROUTER_OPTIONS));

const route = getRouteApi('/accounts/renew');

/** POST /renewal: the bill of one more term (the same bill while it is open). */
const requestRenewal = fromPromise(async ({ input }: { input: TRenewalRequest }) =>
  bodyOf(await accountClient.customer.renewal({ headers: accountHeaders(), body: input })),
);

/** /accounts/renew?order= (designed, issue 13): renew in the portal when no renewal URL is configured. */
export default function RenewScreen() {
  const { t } = useLingui();
  const { order } = route.useSearch();
  return (
    <OrderFlowScreen title={t`Renew Subscription`} orderNumber={order}>
      {(view) => <RenewFlow view={view} />}
    </OrderFlowScreen>
  );
}

const RENEW_STEPS = { reviewing: 'review', requesting: 'review', failed: 'review' };

function RenewFlow({ view }: { view: OrderInView }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const accountLookup = useAccountLookup();
  const format = useFormatters(view.lookup);
  const actor = useActorRef(
    renewalMachine.provide({
      actors: { requestRenewal },
      actions: {
        'refetch customer': () => accountLookup.send({ type: 'ACCOUNT.REFETCH', delayMs: 0 }),
        navigate: (_, { to }) => void navigate({ href: to }),
      },
    }),
  );
  const { order } = view;
  const term = order.renewalTerm;
  useEffect(() => {
    actor.send({ type: 'RENEWAL.ORDER', order: { accountNumber: order.accountNumber, orderNumber: order.orderNumber, renewable: term !== undefined } });
  }, [actor, order.accountNumber, order.orderNumber, term]);
  const state = useSelector(actor, (s) => s);
  const heading = useStepFocus(stepOf(state.value, RENEW_STEPS));
  const busy = state.hasTag('busy');
  const price = term ? format.money(term.price) : '';
  const issues = term?.termIssues ?? 0;
  const name = format.name(order.subscriptionName);
  return (
    <Stack gap="md">
      <SubscriptionCard view={view} />
      {state.matches('unavailable') && (
        <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
          <Trans>This subscription cannot be renewed here. Please contact customer service.</Trans>
        </Alert>
      )}
      {(state.matches('reviewing') || state.matches('requesting') || state.matches('failed')) && (
        <>
          <Title order={3} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Your renewal</Trans>
          </Title>
          <Text data-testid="renewal-terms">
            <Trans>
              Renew {name} for {issues} more issues for {price}. You pay it on the next page, with a card on file or a new card; the new end of your subscription is shown once it is paid.
            </Trans>
          </Text>
          {state.matches('failed') && (
            <Alert color="red.9" variant="outline" role="alert" data-testid="action-error" title={<Trans>Error on Renewal</Trans>}>
              {failureText(state.context.errorMessage ?? undefined, (d) => i18n._(d))}
            </Alert>
          )}
          <Group>
            {state.matches('failed') ? (
              <>
                <Button variant="default" onClick={() => actor.send({ type: 'RENEWAL.BACK' })}>
                  <Trans>Back</Trans>
                </Button>
                <Button onClick={() => actor.send({ type: 'RENEWAL.RETRY' })}>
                  <Trans>Try again</Trans>
                </Button>
              </>
            ) : (
              <Button loading={busy} onClick={() => actor.send({ type: 'RENEWAL.CONFIRM' })}>
                <Trans>Continue to payment</Trans>
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
