import type { AnyEventObject } from 'xstate';

/** Events with payloads for the notification area's generated paths (machines/index.ts). Sample ids only. */
export const notificationsPathEvents: readonly AnyEventObject[] = [
  { type: 'NOTICE.SHOW', id: 'notice-1' },
  { type: 'NOTICE.SHOW', id: 'notice-2', clean: true },
  { type: 'NOTICE.CLEAR' },
];
