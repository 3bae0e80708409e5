import type { NotificationData } from '@mantine/notifications';
import { notify } from '../../../app/notifications';

/**
 * notify() with a readable message: under a title, Mantine greys the message (gray 6), below the
 * WCAG AA contrast of 4.5:1 on white; gray 8 passes.
 */
export function notifyReadable(data: NotificationData) {
  return notify({ ...data, styles: { description: { color: 'var(--mantine-color-gray-8)' } } });
}
