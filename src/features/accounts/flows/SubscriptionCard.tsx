import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatters } from '../display/format';
import { StatusBadge } from '../display/StatusBadge';
import { TermLine } from '../display/TermLine';
import type { OrderInView } from './OrderGate';

/**
 * The subscription a flow acts on, as the last lookup shows it: after the action's refetch it
 * shows the new status or expiry.
 */
export function SubscriptionCard({ view, children }: { view: OrderInView; children?: ReactNode }) {
  const { order, subscription, lookup } = view;
  const format = useFormatters(lookup);
  const { accountNumber, orderNumber } = order;
  const { lastIssue, expireIssueNumber } = subscription;
  const resumeDate = order.orderStatus === 'suspended' && order.resumeDate ? format.date(order.resumeDate) : null;
  return (
    <Card withBorder radius="sm" mb="md" data-testid="subscription-card">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            {format.name(order.subscriptionName)}
          </Title>
          <StatusBadge orderStatus={order.orderStatus} />
        </Group>
        <Text size="sm">
          <Trans>
            Account {accountNumber}, order {orderNumber}
          </Trans>
        </Text>
        {lastIssue !== undefined && (
          <Text size="sm">
            <Trans>Last issue delivered: {lastIssue}</Trans>
          </Text>
        )}
        <TermLine order={order} format={format} expireIssueNumber={expireIssueNumber} />
        {resumeDate && (
          <Text size="sm">
            <Trans>Delivery resumes on {resumeDate}</Trans>
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
