import { assign, setup, type ActorRefFrom } from 'xstate';

/**
 * The notification area (SPEC §2 Shell, §4 "several events clear all notifications", §8 Notices,
 * §9 no auto-dismiss). The texts stay with the screen: a notice is known here by its id.
 *
 * - quiet: no notice yet on this page load, so the area is not mounted (it loads with the first
 *   notice, keeping it out of the first page load). NOTICE.CLEAR has nothing to clear.
 * - listing: the area is mounted and stays so; `shown` holds the notices on screen. NOTICE.SHOW
 *   adds one, after clearing all when it asks to (a lookup error, a sign-out); NOTICE.DISMISS
 *   removes the one dismissed; NOTICE.CLEAR removes them all.
 */

export interface NotificationsContext {
  shown: string[];
}

export type NotificationsEvent =
  | { type: 'NOTICE.SHOW'; id: string; clean?: boolean }
  | { type: 'NOTICE.DISMISS'; id: string }
  | { type: 'NOTICE.CLEAR' };

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actions: {
    'add notice': assign({ shown: ({ context, event }) => (event.type === 'NOTICE.SHOW' ? [...context.shown, event.id] : context.shown) }),
    'remove notice': assign({ shown: ({ context, event }) => (event.type === 'NOTICE.DISMISS' ? context.shown.filter((id) => id !== event.id) : context.shown) }),
    'forget notices': assign({ shown: [] }),
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
    'asks to clear': ({ event }) => event.type === 'NOTICE.SHOW' && event.clean === true,
  },
}).createMachine({
  id: 'notifications',
  context: { shown: [] },
  initial: 'quiet',
  on: {
    'NOTICE.SHOW': [
      {
        guard: 'asks to clear',
        target: '.listing',
        actions: ['clean notifications', 'forget notices', 'add notice', { type: 'show notification', params: ({ event }) => ({ id: event.id }) }],
      },
      { target: '.listing', actions: ['add notice', { type: 'show notification', params: ({ event }) => ({ id: event.id }) }] },
    ],
  },
  states: {
    quiet: {},
    listing: {
      on: {
        'NOTICE.DISMISS': { actions: 'remove notice' },
        'NOTICE.CLEAR': { actions: ['clean notifications', 'forget notices'] },
      },
    },
  },
});

export type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;
