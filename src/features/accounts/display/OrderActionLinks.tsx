import { useLingui } from '@lingui/react/macro';
import type { TOrder } from '../../../../contracts/schemas/order';
import { usePortalConfig } from '../../../app/config-context';
import { useAccountData } from '../account-data';
import { orderActionMessages } from './messages';
import { orderActions, type OrderActionKind } from './order-actions';
import { PortalLink } from './PortalLink';
import classes from './display.module.css';

/**
 * The further actions of one subscription (suspend, resume, replacement issue, extension, auto-renew,
 * cancel, transfer, gifts), or only the kinds named in `only`.
 */
export function OrderActionLinks({ order, only }: { order: TOrder; only?: readonly OrderActionKind[] }) {
  const { i18n } = useLingui();
  const { adminConfig } = usePortalConfig();
  const actions = orderActions(order, useAccountData().lookup, adminConfig.AvailableActions.Preferences.enableSuspend).filter(
    (action) => !only || only.includes(action.kind),
  );
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
