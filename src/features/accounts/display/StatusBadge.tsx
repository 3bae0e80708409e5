import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { statusOf } from '../../../../machines/rules/status-catalogue';
import { statusLabel } from '../status-messages';
import classes from './display.module.css';

/**
 * An order's status (§4 Status catalogue): its title in words, red when the status is in danger.
 * The colour only repeats what the text says.
 */
export function StatusBadge({ orderStatus }: { orderStatus: string }) {
  const { i18n } = useLingui();
  const status = statusOf(orderStatus);
  return (
    <Badge
      tt="none"
      size="lg"
      radius="sm"
      variant={status.danger ? 'filled' : 'outline'}
      color={status.danger ? 'red.9' : 'gray.8'}
      data-danger={status.danger || undefined}
      data-testid="status-badge"
      classNames={{ root: classes.statusBadge, label: classes.statusBadgeLabel }}
    >
      {statusLabel(status, i18n)}
    </Badge>
  );
}
