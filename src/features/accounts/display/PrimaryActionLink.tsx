import { useLingui } from '@lingui/react/macro';
import type { TOrder } from '../../../../contracts/schemas/order';
import { statusOf } from '../../../../machines/rules/status-catalogue';
import { usePortalConfig } from '../../../app/config-context';
import { primaryActionMessages } from '../status-messages';
import { primaryActionHref } from './order-actions';
import { PortalButtonLink } from './PortalLink';

/** The §4 primary action of an order's status (Resume, Renew Now, Pay Now), when it has one. */
export function PrimaryActionLink({ order, size = 'sm' }: { order: TOrder; size?: 'xs' | 'sm' }) {
  const { i18n } = useLingui();
  const { adminConfig } = usePortalConfig();
  const action = statusOf(order.orderStatus).primaryAction;
  const href = primaryActionHref(order, adminConfig.AvailableActions.Preferences);
  if (!action || !href) return null;
  return (
    <PortalButtonLink href={href} size={size}>
      {i18n._(primaryActionMessages[action])}
    </PortalButtonLink>
  );
}
