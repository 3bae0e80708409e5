import { Center, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** §2 /accounts while the session settles. */
export function Authenticating() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text>
          <Trans>Authenticating. Just a moment.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
