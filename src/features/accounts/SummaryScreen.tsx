import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { PageIntro } from '../../app/shell/PageIntro';
import { AccountDataGate } from './display/AccountDataGate';
import { CustomerSummary } from './display/CustomerSummary';
import { QuickLinks } from './display/QuickLinks';
import { RemoteLoginLinks } from './display/RemoteLoginLinks';

/** §2 /accounts/summary: home after sign-in; each account found, with its subscriptions, money and gifts. */
export default function SummaryScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Account Summary`} />
      <AccountDataGate>
        {(lookup) => (
          <Stack gap="lg">
            {/* The accounts the subscriber signed in to: not the session's whole scope, which also holds
                the other side of a gift (a recipient must not be shown the donor's account number). */}
            {lookup.customers.length > 0 && <SignedInAccounts accounts={lookup.customers.map((c) => c.accountNumber)} />}
            {lookup.customers.length === 0 ? (
              <Text>
                <Trans>No accounts were found.</Trans>
              </Text>
            ) : (
              lookup.customers.map((customer) => <CustomerSummary key={customer.accountNumber} lookup={lookup} customer={customer} />)
            )}
            <QuickLinks />
            <RemoteLoginLinks customers={lookup.customers} />
          </Stack>
        )}
      </AccountDataGate>
    </>
  );
}

function SignedInAccounts({ accounts }: { accounts: string[] }) {
  const list = accounts.join(', ');
  return (
    <Text data-testid="signed-in-accounts">
      <Trans>Signed in to: {list}</Trans>
    </Text>
  );
}
