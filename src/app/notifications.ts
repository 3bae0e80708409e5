import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';
import { createActor } from 'xstate';
import { NOTIFICATION_AUTO_CLOSE } from '../../contracts/constants';
import { notificationsMachine } from '../../machines/flows/notifications.machine';

/**
 * The notification area (§2 Shell, §8), run by machines/flows/notifications.machine.ts: the area
 * loads with the first notification, so it is not part of the first page load. Notifications sent
 * before it mounts wait in Mantine's store. The texts wait here, by id, until shown.
 */
const waiting = new Map<string, NotificationData>();
let nextId = 0;

// One promise, so that a clean and the show that follows it run in the order the machine asked.
let loading: Promise<(typeof import('@mantine/notifications'))['notifications']> | null = null;
const mantine = () => (loading ??= import('@mantine/notifications').then((m) => m.notifications));

export const notificationsActor = createActor(
  notificationsMachine.provide({
    actions: {
      'show notification': (_, { id }) => {
        const data = waiting.get(id);
        waiting.delete(id);
        if (!data) return;
        void mantine().then((notifications) =>
          notifications.show({
            autoClose: NOTIFICATION_AUTO_CLOSE,
            withCloseButton: true,
            closeButtonProps: { 'aria-label': i18n._(msg`Dismiss notification`) },
            ...data,
            id,
          }),
        );
      },
      'clean notifications': () => void mantine().then((notifications) => notifications.clean()),
    },
  }),
).start();

/** Shows a notification: no auto-dismiss (§9), a dismiss button (§8); `clean` clears the others first. */
export function notify(data: NotificationData, options: { clean?: boolean } = {}) {
  const id = `notice-${++nextId}`;
  waiting.set(id, data);
  notificationsActor.send({ type: 'NOTICE.SHOW', id, ...(options.clean ? { clean: true } : {}) });
  return Promise.resolve();
}

/** Clears every notification (§4: a lookup, a sign-in, a logout and others clear them all). */
export function clearNotifications() {
  notificationsActor.send({ type: 'NOTICE.CLEAR' });
  return Promise.resolve();
}
