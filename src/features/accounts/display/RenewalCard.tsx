import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TOrder } from '../../../../contracts/schemas/order';
import { canEmailGiftCard, needsPayment, renewalLink, renewalTarget } from '../../../../machines/rules/renewal-links';
import { usePortalConfig } from '../../../app/config-context';
import type { Formatters } from './format';
import { PortalButtonLink, PortalLink } from './PortalLink';
import { recipientsOf } from './selectors';
import { StatusBadge } from './StatusBadge';
import { TermLine } from './TermLine';
import classes from './display.module.css';

/**
 * One order on the renewals screen with its configured links: renew, pay and e-mail the gift
 * card, the gift URLs and the recipient's account for gifts (§6). The order a link asked for
 * (?order=) is highlighted and scrolled to.
 */
export function RenewalCard({ order, format, selected }: { order: TOrder; format: Formatters; selected: boolean }) {
  const { adminConfig } = usePortalConfig();
  const urls = adminConfig.AvailableActions.Preferences;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'center' });
  }, [selected]);
  const target = renewalTarget(order);
  const { orderNumber } = order;
  const account = target.accountNumber;
  const recipients = order.isRecipient ? '' : recipientsOf(order).join(', ');
  const headingId = `renewal-${orderNumber}`;
  // A configured renewal site wins; without one, a term subscription renews in the portal.
  const renew = renewalLink(urls, 'renew', order) ?? (order.renewalTerm ? `/accounts/renew?order=${encodeURIComponent(order.orderNumber)}` : null);
  const pay = needsPayment(order) ? renewalLink(urls, 'pay', order) : null;
  const giftCard = canEmailGiftCard(order) ? renewalLink(urls, 'emailGiftCard', order) : null;
  return (
    <Card
      ref={ref}
      withBorder
      component="article"
      aria-labelledby={headingId}
      aria-current={selected || undefined}
      className={selected ? classes.highlighted : undefined}
      data-order={orderNumber}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {format.name(order.subscriptionName)}
          </Title>
          <StatusBadge orderStatus={order.orderStatus} />
        </Group>
        <Text size="sm" c="gray.7">
          {!target.gift ? (
            <Trans>For account {account}</Trans>
          ) : recipients ? (
            <Trans>
              Gift for {recipients}, account {account}
            </Trans>
          ) : (
            <Trans>Gift, for account {account}</Trans>
          )}
        </Text>
        <TermLine order={order} format={format} />
        {!renew && !pay && !giftCard ? (
          <Text size="sm">
            <Trans>Please contact customer service to renew.</Trans>
          </Text>
        ) : (
          <Group gap="md">
            {renew && (
              <PortalButtonLink href={renew} size="sm" data-link="renew">
                {target.gift ? <Trans>Renew Gift</Trans> : <Trans>Renew Subscription</Trans>}
              </PortalButtonLink>
            )}
            {pay && (
              <PortalLink href={pay} data-link="pay">
                {target.gift ? <Trans>Make a Gift Payment</Trans> : <Trans>Make a Payment</Trans>}
              </PortalLink>
            )}
            {giftCard && (
              <PortalLink href={giftCard} data-link="gift-card">
                <Trans>Email Gift Card</Trans>
              </PortalLink>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
