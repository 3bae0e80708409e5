import { Center, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** §2 Shell: shown while configuration loads. */
export function LoadingScreen() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>
          <Trans>Loading...</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
