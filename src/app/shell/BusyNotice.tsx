import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A spinner with a sentence, announced politely to screen readers. `height` reserves room: 'screen'
 * most of a screen (the configuration loading, no footer yet), 'viewport' all of it, so the footer
 * starts below the fold while an account screen, longer than the window on a phone, is on its way
 * (it sat at the bottom of the window and was pushed out when the summary came: a layout shift of
 * 0.058 on a phone, issue 15).
 */
export function BusyNotice({ children, height }: { children: ReactNode; height?: 'screen' | 'viewport' }) {
  return (
    <Center py="xl" mih={height === 'viewport' ? '100vh' : height === 'screen' ? '60vh' : undefined}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
