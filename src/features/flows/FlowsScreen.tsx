import { Anchor, Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { machineAtlas, type AtlasEntry } from '../../../machines/index';
import { toMermaid } from '../../../machines/graph/mermaid';
import { coverage, generatePaths, type Coverage, type GeneratedPath } from '../../../machines/graph/paths';
import classes from './FlowsScreen.module.css';
import { ATLAS_TEXT } from './atlas-messages';
import { useAtlasCatalog } from './atlas-catalog';

/** The entry's title and description in the active language (English from the atlas if untranslated). */
function useAtlasText(entry: AtlasEntry) {
  const { i18n } = useLingui();
  const text = ATLAS_TEXT[entry.id];
  return {
    title: text ? i18n._(text.title) : entry.title,
    description: text ? i18n._(text.description) : entry.description,
  };
}

function AtlasTitle({ entry }: { entry: AtlasEntry }) {
  return <>{useAtlasText(entry).title}</>;
}

/**
 * /flows, the flow atlas for analysts (ARCHITECTURE §7): every machine of machines/index.ts with its
 * diagram, its generated paths and their coverage, as `npm run flows` writes to docs/flows/.
 * Mermaid is imported on demand, so it stays out of every other route's bundle.
 */

/** mermaid.initialize is global to the library: once per page load. */
let mermaidInitialized = false;

type DiagramState = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'error'; message: string };

function Diagram({ entry, text }: { entry: AtlasEntry; text: string }) {
  const { t } = useLingui();
  const reactId = useId();
  // Mermaid uses the id in CSS selectors: keep it to letters, digits, '-' and '_'.
  const renderId = `flow-${entry.id}-${reactId}`.replace(/[^A-Za-z0-9_-]/g, '');
  const [state, setState] = useState<DiagramState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        if (!mermaidInitialized) {
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
          mermaidInitialized = true;
        }
        const { svg } = await mermaid.render(renderId, text);
        if (!cancelled) setState({ status: 'ready', svg });
      })
      .catch((error: unknown) => {
        // A failed render can leave Mermaid's scratch element behind.
        document.getElementById(`d${renderId}`)?.remove();
        if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [renderId, text]);

  const title = useAtlasText(entry).title;
  const failure = state.status === 'error' ? state.message : '';
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      {state.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Drawing the diagram…</Trans>
          </Text>
        </Group>
      )}
      {state.status === 'error' && (
        <Text c="red.8" role="alert">
          <Trans>The diagram could not be drawn: {failure}</Trans>
        </Text>
      )}
      {state.status === 'ready' && (
        // Scrollable region: focusable, so keyboard users can scroll a wide diagram.
        <div
          className={classes.diagram}
          tabIndex={0}
          role="region"
          aria-label={t`Diagram of ${title}, scrollable`}
          // The SVG comes from Mermaid with securityLevel 'strict' (labels sanitised, no scripts).
          dangerouslySetInnerHTML={{ __html: state.svg }}
        />
      )}
      <Text component="figcaption" size="sm" c="gray.7" mt="xs">
        <Trans>State diagram of the {title} flow: states are boxes, arrows are labelled with the event and its guard.</Trans>
      </Text>
      <details>
        <summary>
          <Text component="span" size="sm">
            <Trans>Diagram as text (Mermaid)</Trans>
          </Text>
        </summary>
        <pre className={classes.source}>{text}</pre>
      </details>
    </figure>
  );
}

function CoverageBadges({ figures }: { figures: Coverage }) {
  const { t } = useLingui();
  const statesCovered = figures.states.covered;
  const statesTotal = figures.states.total;
  const transitionsCovered = figures.transitions.covered;
  const transitionsTotal = figures.transitions.total;
  // Dark shades: white badge text keeps a 4.5:1 contrast (axe, WCAG AA).
  const color = (full: boolean) => (full ? 'teal.9' : 'red.9');
  const missing = [
    ...figures.states.missing.map((s) => t`Missing state: ${s}`),
    ...figures.transitions.missing.map((s) => t`Missing transition: ${s}`),
  ];
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={color(statesCovered === statesTotal)} variant="filled">
          <Trans>States {statesCovered} of {statesTotal}</Trans>
        </Badge>
        <Badge color={color(transitionsCovered === transitionsTotal)} variant="filled">
          <Trans>Transitions {transitionsCovered} of {transitionsTotal}</Trans>
        </Badge>
      </Group>
      {missing.length > 0 && (
        <>
          <Text size="sm">
            <Trans>Not covered by any path:</Trans>
          </Text>
          <List size="sm">
            {missing.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

type Analysis = { paths: GeneratedPath[]; figures: Coverage; diagram: string } | { error: string };

function analyse(entry: AtlasEntry): Analysis {
  try {
    const paths = generatePaths(entry);
    return { paths, figures: coverage(entry, paths), diagram: toMermaid(entry.machine) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function FlowSection({ entry }: { entry: AtlasEntry }) {
  const analysis = useMemo(() => analyse(entry), [entry]);
  const headingId = `flow-${entry.id}`;
  const { title, description } = useAtlasText(entry);
  const failure = 'error' in analysis ? analysis.error : '';
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text>{description}</Text>
        {'error' in analysis ? (
          <Text c="red.8" role="alert">
            <Trans>Paths could not be generated for {title}: {failure}</Trans>
          </Text>
        ) : (
          <>
            <Diagram entry={entry} text={analysis.diagram} />
            <Title order={3}>
              <Trans>Generated paths</Trans>
            </Title>
            <List type="ordered" spacing={4}>
              {analysis.paths.map((path) => (
                <List.Item key={path.id} className={classes.path}>
                  {path.text}
                </List.Item>
              ))}
            </List>
            <Title order={3}>
              <Trans>Coverage</Trans>
            </Title>
            <CoverageBadges figures={analysis.figures} />
          </>
        )}
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
        <Text c="gray.7">
          <Trans>
            Every state machine of the portal: its diagram, the shortest paths that together take every transition, and
            how much of the machine they cover.
          </Trans>
        </Text>
      </Stack>
      <nav aria-label={t`Flows on this page`}>
        <List>
          {machineAtlas.map((entry) => (
            <List.Item key={entry.id}>
              <Anchor href={`#flow-${entry.id}`} c="blue.9" underline="always">
                <AtlasTitle entry={entry} />
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {machineAtlas.map((entry) => (
        <FlowSection key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
