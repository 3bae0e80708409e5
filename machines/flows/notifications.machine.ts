import { setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';

/**
 * The notification area (SPEC §2 Shell, §4 "several events clear all notifications", §8 Notices,
 * §9 no auto-dismiss). The texts stay with the screen: a notice is known here by its id.
 *
 * - quiet: no notice yet on this page load, so the area is not mounted (it loads with the first
 *   notice, keeping it out of the first page load). NOTICE.CLEAR has nothing to clear.
 * - listing: the area is mounted and stays so. NOTICE.SHOW adds a notice, after clearing all when
 *   it asks to (a lookup error, a sign-out); NOTICE.CLEAR takes them all away.
 *
 * Which notices are on screen is the notification store's to know (Mantine's, in the screen): a
 * notice's dismiss button takes it away there, and nothing here changes, so the machine keeps no
 * list of its own and has no dismiss event.
 */

export type NotificationsEvent =
  | { type: 'NOTICE.SHOW'; id: string; clean?: boolean }
  | { type: 'NOTICE.CLEAR' };

export const notificationsMachine = setup({
  types: { events: {} as NotificationsEvent },
  actions: {
    /** Puts the notice of this id on screen, with its dismiss button and no auto-dismiss. */
    'show notification': (_, _params: { id: string }) => {
      throw new Error('show notification: add it with .provide()');
    },
    /** Takes every notice off the screen. */
    'clean notifications': () => {
      throw new Error('clean notifications: add it with .provide()');
    },
  },
  guards: {
    'asks to clear': ({ event }) => eventOf(event, 'NOTICE.SHOW').clean === true,
  },
}).createMachine({
  id: 'notifications',
  initial: 'quiet',
  on: {
    'NOTICE.SHOW': [
      {
        guard: 'asks to clear',
        target: '.listing',
        actions: ['clean notifications', { type: 'show notification', params: ({ event }) => ({ id: event.id }) }],
      },
      { target: '.listing', actions: [{ type: 'show notification', params: ({ event }) => ({ id: event.id }) }] },
    ],
  },
  states: {
    quiet: {},
    listing: {
      on: {
        'NOTICE.CLEAR': { actions: 'clean notifications' },
      },
    },
  },
});

export type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;
