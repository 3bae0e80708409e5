import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** §2 Not-found page. */
export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>
        <Trans>Oops. Page does not exist.</Trans>
      </Title>
      <Text>
        <Trans>You reached a url which does not exist. Click below to go back to Home Page</Trans>
      </Text>
      <Button component={Link} to="/">
        <Trans>Go to Home Page</Trans>
      </Button>
    </Stack>
  );
}
