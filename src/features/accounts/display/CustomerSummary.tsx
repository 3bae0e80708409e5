import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { buildRenewalLink } from '../../../../machines/rules/renewal-links';
import { usePortalConfig } from '../../../app/config-context';
import { AddressBlock } from './AddressBlock';
import { useFormatters } from './format';
import { PrimaryActionLink } from './PrimaryActionLink';
import { PortalLink } from './PortalLink';
import { currentSubscriptionOf, giftAccountsOf, methodsNeedingAttention, newestFirst, openInvoicesOf, ordersOfAccount } from './selectors';
import { StatusBadge } from './StatusBadge';
import { TermLine } from './TermLine';
import { VIEW_FEWER_COUNT } from './view-all';
import classes from './display.module.css';

/** One customer account on the summary: who and where, its subscriptions, money and gifts. */
export function CustomerSummary({ lookup, customer }: { lookup: TLookupSuccess; customer: TCustomer }) {
  const { t } = useLingui();
  const format = useFormatters(lookup);
  const { money } = format;
  const { adminConfig } = usePortalConfig();
  const { accountNumber, email, expireIssueNumber } = customer;
  const productName = format.name(customer.productName);
  const storeCredit = customer.storeCreditBalance !== undefined ? money(customer.storeCreditBalance) : null;
  const orders = ordersOfAccount(lookup, accountNumber);
  const subscriptions = newestFirst(orders.filter((o) => o.isDisplayedOnMySubs));
  const current = currentSubscriptionOf(subscriptions);
  const invoices = openInvoicesOf(lookup, accountNumber);
  const amountDue = money(invoices.reduce((sum, i) => sum + i.amountDue, 0));
  const openCount = invoices.length;
  const attention = methodsNeedingAttention(lookup, accountNumber);
  const giftAccounts = giftAccountsOf(lookup, accountNumber);
  const payHref =
    buildRenewalLink(adminConfig.AvailableActions.Preferences.makePaymentUrl || '/accounts/payment', {
      accountNumber,
      prodIdAlias: customer.prodIdAlias,
      gift: false,
      ...(openCount === 1 && invoices[0]?.orderNumber ? { orderNumber: invoices[0].orderNumber } : {}),
    }) ?? '/accounts/payment';
  const headingId = `account-${accountNumber}`;
  const orderCount = orders.length;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-account={accountNumber}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          <Trans>
            {productName}, account {accountNumber}
          </Trans>
        </Title>
        <Group align="flex-start" gap="xl">
          <AddressBlock address={customer.address} />
          <Stack gap={4}>
            <Text>{email ? <Trans>Email: {email}</Trans> : <Trans>No email on file</Trans>}</Text>
            {current && <TermLine order={current} format={format} expireIssueNumber={expireIssueNumber} size="md" />}
            {storeCredit && (
              <Text data-testid="store-credit-balance">
                <Trans>Store credit: {storeCredit}</Trans>
              </Text>
            )}
          </Stack>
        </Group>

        {attention.map((method) => {
          const brand = method.creditCardType;
          const lastFour = method.creditCardLastFour;
          return (
            <Alert key={method.cardProfileId} color="red.9" variant="outline" title={t`Payment method needs updated`}>
              <Text size="sm">
                <Trans>
                  Your {brand} card ending in {lastFour} needs to be updated.
                </Trans>{' '}
                <Anchor component={Link} to="/accounts/wallet">
                  <Trans>Update it in your wallet</Trans>
                </Anchor>
              </Text>
            </Alert>
          );
        })}

        {openCount > 0 && (
          <Group gap="md">
            <Text>
              <Trans>
                Open invoices: {openCount}, amount due: {amountDue}
              </Trans>
            </Text>
            <PortalLink href={payHref}>
              <Trans>Make a Payment</Trans>
            </PortalLink>
          </Group>
        )}

        <div>
          <Title order={3} size="h5" mb={4}>
            <Trans>Subscriptions</Trans>
          </Title>
          {subscriptions.length === 0 ? (
            <Text c="gray.7">
              {orderCount > 0 ? (
                <>
                  <Trans>No subscriptions on this account; orders: {orderCount}.</Trans>{' '}
                  <Anchor component={Link} to="/accounts/orders">
                    <Trans>See your orders</Trans>
                  </Anchor>
                </>
              ) : (
                <Trans>No subscriptions on this account.</Trans>
              )}
            </Text>
          ) : (
            <ul className={classes.plainList} style={{ gap: 'var(--mantine-spacing-xs)' }}>
              {subscriptions.slice(0, VIEW_FEWER_COUNT).map((order) => (
                <li key={order.orderNumber} data-order={order.orderNumber}>
                  <Group gap="sm">
                    <Text fw={500}>{format.name(order.subscriptionName)}</Text>
                    <StatusBadge orderStatus={order.orderStatus} />
                    <PrimaryActionLink order={order} size="xs" />
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {subscriptions.length > VIEW_FEWER_COUNT && (
            <Anchor component={Link} to="/accounts/subscriptions">
              <Trans>View all subscriptions</Trans>
            </Anchor>
          )}
        </div>

        {giftAccounts.length > 0 && (
          <div>
            <Title order={3} size="h5" mb={4}>
              <Trans>Gift Accounts</Trans>
            </Title>
            <ul className={classes.plainList} style={{ gap: 4 }}>
              {giftAccounts.map((gift) => {
                const name = gift.recipientName;
                const giftAccount = gift.accountNumber;
                return (
                  <li key={gift.accountNumber}>
                    {gift.relationship === 'donor' ? (
                      <Trans>
                        Gift to {name}, account {giftAccount}
                      </Trans>
                    ) : (
                      <Trans>Gift from account {giftAccount}</Trans>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </Stack>
    </Card>
  );
}
