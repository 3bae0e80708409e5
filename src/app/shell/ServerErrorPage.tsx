import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ConfigLoadFailure } from '../../../machines/flows/config-load.machine';

/** §2 Shell / §8 Notices: the configuration could not be loaded. */
export function ServerErrorPage({ failure, onRetry }: { failure: ConfigLoadFailure | null; onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <main id="main">
        <Stack gap="md">
          <Title order={1}>
            <Trans>Oops. There appears to be a server error.</Trans>
          </Title>
          <div role="alert">
            <Text>{failure?.message}</Text>
            <Text>
              <Trans>URL:</Trans> <Code>{failure?.url ?? <Trans>Unknown</Trans>}</Code>
            </Text>
          </div>
          <Button onClick={onRetry} w="fit-content">
            <Trans>Try This Page Again</Trans>
          </Button>
        </Stack>
      </main>
    </Container>
  );
}
