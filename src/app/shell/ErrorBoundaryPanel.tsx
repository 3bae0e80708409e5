import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** §2 Error boundary panel: an unexpected error inside a screen. */
export function ErrorBoundaryPanel() {
  return (
    <Paper withBorder p="lg" my="xl" role="alert">
      <Stack gap="sm">
        <Title order={1} size="h2">
          <Trans>There was an unexpected error on this page.</Trans>
        </Title>
        <Text>
          <Trans>Please click below and try again.</Trans>
        </Text>
        <Group>
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Go to Home Page</Trans>
          </Anchor>
          <Anchor component={Link} to="/accounts/customer-service">
            <Trans>Contact Customer Service</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
