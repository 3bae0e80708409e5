import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE } from '../../contracts/constants';

/**
 * The notification area (§2 Shell, §8) loads with the first notification, so it is not part of
 * the first page load. Notifications sent before it mounts wait in Mantine's store.
 */
let areaMounted = false;
const listeners = new Set<() => void>();

export function subscribeToNotificationArea(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isNotificationAreaNeeded() {
  return areaMounted;
}

/** Shows a notification: no auto-dismiss (§9), a dismiss button (§8). */
export async function notify(data: NotificationData, options: { clean?: boolean } = {}) {
  const { notifications } = await import('@mantine/notifications');
  if (!areaMounted) {
    areaMounted = true;
    listeners.forEach((listener) => listener());
  }
  if (options.clean) notifications.clean();
  notifications.show({
    autoClose: NOTIFICATION_AUTO_CLOSE,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n._(msg`Dismiss notification`) },
    ...data,
  });
}

/** Clears every notification (§4: a lookup, a sign-in, a logout and others clear them all). */
export async function clearNotifications() {
  if (!areaMounted) return;
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
}
