import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { PageIntro } from '../../app/shell/PageIntro';
import { useSessionActor } from '../session/session-context';
import { AccountDataGate } from './display/AccountDataGate';
import { CustomerSummary } from './display/CustomerSummary';
import { QuickLinks } from './display/QuickLinks';

/** §2 /accounts/summary: home after sign-in; each account found, with its subscriptions, money and gifts. */
export default function SummaryScreen() {
  const { t } = useLingui();
  const accounts = useSelector(useSessionActor(), (s) => s.context.session?.accountNumbers ?? []);
  const list = accounts.join(', ');
  return (
    <>
      <PageIntro title={t`Account Summary`} />
      {accounts.length > 0 && (
        <Text data-testid="signed-in-accounts" mb="md">
          <Trans>Signed in to: {list}</Trans>
        </Text>
      )}
      <AccountDataGate>
        {(lookup) => (
          <Stack gap="lg">
            {lookup.customers.length === 0 ? (
              <Text>
                <Trans>No accounts were found.</Trans>
              </Text>
            ) : (
              lookup.customers.map((customer) => <CustomerSummary key={customer.accountNumber} lookup={lookup} customer={customer} />)
            )}
            <QuickLinks />
          </Stack>
        )}
      </AccountDataGate>
    </>
  );
}
