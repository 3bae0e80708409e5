import { Anchor, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { machineAtlas, type AtlasEntry } from '../../../machines/index';
import { listStateNodes, listTransitions } from '../../../machines/graph/paths';
import { useAtlasCatalog } from './atlas-catalog';
import { useAtlasText } from './atlas-entry-text';

/**
 * /flows, the flow atlas's index for analysts (ARCHITECTURE §7): every machine of machines/index.ts
 * with what it does, its size, and a link to its own page (/flows/<machineId>) with the diagram,
 * the walk, the generated paths and the links to screens and tests.
 */

function FlowCard({ entry }: { entry: AtlasEntry }) {
  const { title, description } = useAtlasText(entry);
  const states = listStateNodes(entry.machine).length;
  const transitions = listTransitions(entry.machine).length;
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={`/flows/${entry.id}`} c="blue.9" underline="always">
            {title}
          </Anchor>
        </Title>
        <Text size="sm">{description}</Text>
        <Text size="xs" c="gray.8">
          <Trans>
            {states} steps, {transitions} transitions
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

export default function FlowsScreen() {
  const { t } = useLingui();
  if (!useAtlasCatalog()) return <Loader aria-label={t`Loading...`} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Flow atlas</Trans>
        </Title>
        <Text c="gray.8">
          <Trans>
            Every flow of the portal as a state machine. Open one to read its diagram, walk it event by event, and see its
            generated paths, the pages that run it and its tests.
          </Trans>
        </Text>
      </Stack>
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} aria-label={t`Flows`}>
        {machineAtlas.map((entry) => (
          <FlowCard key={entry.id} entry={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
