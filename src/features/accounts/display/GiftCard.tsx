import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TOrder } from '../../../../contracts/schemas/order';
import { canEmailGiftCard, renewalLink } from '../../../../machines/rules/renewal-links';
import { usePortalConfig } from '../../../app/config-context';
import type { Formatters } from './format';
import { OrderActionLinks } from './OrderActionLinks';
import { PrimaryActionLink } from './PrimaryActionLink';
import { PortalLink } from './PortalLink';
import { recipientsOf } from './selectors';
import { StatusBadge } from './StatusBadge';
import { TermLine } from './TermLine';

/** One gift order: who it is for (or from), its status and term, and the gift card link. */
export function GiftCard({ order, format }: { order: TOrder; format: Formatters }) {
  const { adminConfig } = usePortalConfig();
  const { orderNumber } = order;
  const headingId = `gift-${orderNumber}`;
  const recipients = recipientsOf(order).join(', ');
  const ordered = format.date(order.orderDate);
  const start = order.subscriptionStart ? format.date(order.subscriptionStart) : null;
  const giftCard = canEmailGiftCard(order) ? renewalLink(adminConfig.AvailableActions.Preferences, 'emailGiftCard', order) : null;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-order={orderNumber}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {format.name(order.subscriptionName)}
          </Title>
          <StatusBadge orderStatus={order.orderStatus} />
        </Group>
        <Text size="sm">
          {order.isRecipient ? (
            <Trans>A gift for you, order {orderNumber}</Trans>
          ) : recipients ? (
            <Trans>Gift for {recipients}, order {orderNumber}</Trans>
          ) : (
            <Trans>Gift, order {orderNumber}</Trans>
          )}
        </Text>
        <Text size="sm" c="gray.7">
          <Trans>Ordered {ordered}</Trans>
          {start && (
            <>
              {' · '}
              <Trans>Starts {start}</Trans>
            </>
          )}
        </Text>
        <TermLine order={order} format={format} />
        <Group gap="md">
          <PrimaryActionLink order={order} />
          {giftCard && (
            <PortalLink href={giftCard}>
              <Trans>Email Gift Card</Trans>
            </PortalLink>
          )}
          <OrderActionLinks order={order} only={['giftChange']} />
        </Group>
      </Stack>
    </Card>
  );
}
