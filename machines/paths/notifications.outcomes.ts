import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the notification area's paths (SPEC §2 Shell, §4, §8, §9), written from the
 * spec, on the sample of notifications.paths.ts.
 */

export const notificationsOutcomes: readonly OutcomeRule[] = [
  { name: 'a notice is shown and the area stays', on: 'NOTICE.SHOW', when: { id: 'notice-1' }, state: 'listing', effects: [['show notification', { id: 'notice-1' }]], noEffects: ['clean notifications'] },
  {
    name: 'a notice that asks to clear (lookup error, sign-out) clears the others first',
    on: 'NOTICE.SHOW',
    when: { clean: true },
    state: 'listing',
    effects: [['clean notifications'], ['show notification', { id: 'notice-2' }]],
  },
  { name: 'clearing clears every notice on screen, the area stays', on: 'NOTICE.CLEAR', from: 'listing', state: 'listing', effects: [['clean notifications']] },
  { name: 'before the first notice there is nothing to clear', on: 'NOTICE.CLEAR', from: 'quiet', forbidden: true },
];
