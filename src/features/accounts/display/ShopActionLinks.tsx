import { Trans, useLingui } from '@lingui/react/macro';
import type { TOrder } from '../../../../contracts/schemas/order';
import { useAccountData } from '../account-data';
import { returnActionHref, shopCancelHref } from './order-actions';
import { PortalLink } from './PortalLink';

/** §4 actions of a shop order: Cancel while nothing of it shipped, Return of items that can still come back. */
export function ShopActionLinks({ order }: { order: TOrder }) {
  const { t } = useLingui();
  const cancelHref = shopCancelHref(order, useAccountData().lookup);
  const returnHref = returnActionHref(order);
  return (
    <>
      {cancelHref && (
        <PortalLink href={cancelHref} data-action="cancel" aria-label={t`Cancel order ${order.orderNumber}`}>
          <Trans>Cancel</Trans>
        </PortalLink>
      )}
      {returnHref && (
        <PortalLink href={returnHref} data-action="return" aria-label={t`Return items of order ${order.orderNumber}`}>
          <Trans>Return</Trans>
        </PortalLink>
      )}
    </>
  );
}
