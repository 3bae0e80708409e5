import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './holds-window.module.css';

/**
 * How long a wait of the portal's start may last before its notice shows (the configuration, the
 * session settling): a notice shown for a moment and then gone is a flicker, not information.
 */
export const NOTICE_AFTER_MS = 150;

/**
 * A spinner with a sentence, announced politely to screen readers. `height` reserves room: 'screen'
 * most of a screen (the configuration loading, no footer yet), 'account' the room an account screen
 * will take (holds-window.module.css).
 */
export function BusyNotice({ children, height }: { children: ReactNode; height?: 'screen' | 'account' }) {
  return (
    <Center py="xl" mih={height === 'screen' ? '60vh' : undefined} className={height === 'account' ? classes.holdsWindow : undefined}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
