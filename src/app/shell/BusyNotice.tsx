import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A spinner with a sentence, announced politely to screen readers. */
export function BusyNotice({ children, fullHeight = false }: { children: ReactNode; fullHeight?: boolean }) {
  return (
    <Center py="xl" mih={fullHeight ? '60vh' : undefined}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}
