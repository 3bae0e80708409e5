import { Trans, useLingui } from '@lingui/react/macro';
import type { TOrder } from '../../../../contracts/schemas/order';
import { returnActionHref } from './order-actions';
import { PortalLink } from './PortalLink';

/** §4 action Return on a shop order whose items can still come back. */
export function ReturnActionLink({ order }: { order: TOrder }) {
  const { t } = useLingui();
  const href = returnActionHref(order);
  if (!href) return null;
  return (
    <PortalLink href={href} data-action="return" aria-label={t`Return items of order ${order.orderNumber}`}>
      <Trans>Return</Trans>
    </PortalLink>
  );
}
