import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TOrder } from '../../../../contracts/schemas/order';
import { usePortalConfig } from '../../../app/config-context';
import { useAccountData } from '../account-data';
import type { Formatters } from './format';
import { orderActions, primaryActionHref } from './order-actions';
import { OrderActionLinks } from './OrderActionLinks';
import { PrimaryActionLink } from './PrimaryActionLink';
import { expireIssueNumberOf, recipientsOf } from './selectors';
import { StatusBadge } from './StatusBadge';
import { TermLine } from './TermLine';

/** One subscription of My Subscriptions: status, term, the primary action and the further actions. */
export function SubscriptionCard({ order, format }: { order: TOrder; format: Formatters }) {
  const { orderNumber, accountNumber } = order;
  const productName = format.name(order.productName);
  const headingId = `subscription-${orderNumber}`;
  const resume = order.resumeDate ? format.date(order.resumeDate) : null;
  const recipients = recipientsOf(order).join(', ');
  const { adminConfig } = usePortalConfig();
  const preferences = adminConfig.AvailableActions.Preferences;
  const { lookup } = useAccountData();
  const hasActions = primaryActionHref(order, preferences) !== null || orderActions(order, lookup, preferences.enableSuspend).length > 0;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-order={orderNumber}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {format.name(order.subscriptionName)}
          </Title>
          <StatusBadge orderStatus={order.orderStatus} />
        </Group>
        <Text size="sm" c="gray.7">
          <Trans>
            {productName} · account {accountNumber} · order {orderNumber}
          </Trans>
        </Text>
        {order.isDonor && recipients && (
          <Text size="sm">
            <Trans>Gift for {recipients}</Trans>
          </Text>
        )}
        {order.isRecipient && (
          <Text size="sm">
            <Trans>A gift for you</Trans>
          </Text>
        )}
        <TermLine order={order} format={format} expireIssueNumber={expireIssueNumberOf(lookup, order)} />
        {order.cancelRequestedOn && <CancelRequested on={format.date(order.cancelRequestedOn)} />}
        {resume && (
          <Text size="sm">
            <Trans>Delivery resumes {resume}</Trans>
          </Text>
        )}
        {hasActions && (
          <Group gap="md">
            <PrimaryActionLink order={order} />
            <OrderActionLinks order={order} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A cancellation handed to customer service (a refund it could not make online) is pending. */
function CancelRequested({ on }: { on: string }) {
  return (
    <Text size="sm" fw={600} data-testid="cancel-requested">
      <Trans>Cancellation requested on {on}: customer service will carry it out and contact you.</Trans>
    </Text>
  );
}
