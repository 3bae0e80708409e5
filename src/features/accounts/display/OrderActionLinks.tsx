import { useLingui } from '@lingui/react/macro';
import type { TOrder } from '../../../../contracts/schemas/order';
import { usePortalConfig } from '../../../app/config-context';
import { useAccountData } from '../account-data';
import { orderActionMessages } from './messages';
import { orderActions } from './order-actions';
import { PortalLink } from './PortalLink';
import classes from './display.module.css';

/** Suspend, resume, replacement issue and extension links of one subscription. */
export function OrderActionLinks({ order }: { order: TOrder }) {
  const { i18n } = useLingui();
  const { adminConfig } = usePortalConfig();
  const actions = orderActions(order, useAccountData().lookup, adminConfig.AvailableActions.Preferences.enableSuspend);
  if (actions.length === 0) return null;
  return (
    <ul className={classes.inlineList}>
      {actions.map((action) => (
        <li key={action.kind}>
          <PortalLink href={action.href} data-action={action.kind}>
            {i18n._(orderActionMessages[action.kind])}
          </PortalLink>
        </li>
      ))}
    </ul>
  );
}
