import { Anchor, Badge, Group, List, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { machineAtlas, type AtlasEntry } from '../../../machines/index';
import { toMermaid } from '../../../machines/graph/mermaid';
import type { AtlasFlowPaths, AtlasPath } from '../../../machines/graph/atlas-paths';
import { listStateNodes, type Coverage } from '../../../machines/graph/paths';
import { useAtlasCatalog } from './atlas-catalog';
import { useAtlasText } from './atlas-entry-text';
import { FlowDiagram } from './FlowDiagram';
import { FlowLegend } from './FlowLegend';
import { FLOW_LINKS } from './flow-links';
import { flowWords, stateValueWords, type FlowWords } from './flow-labels';
import classes from './FlowsScreen.module.css';
import { WalkPanel } from './WalkPanel';
import './styles';

/**
 * /flows/<machineId>: one flow for analysts (issue 14): its diagram in business words (code names
 * one toggle away), zoomable; a walk through it; its generated paths and their coverage; the
 * routes that run it, its tests and the flows it runs.
 */

type View = 'business' | 'code';

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

function stateWords(entry: AtlasEntry, words: FlowWords, value: string): string {
  return stateValueWords(entry.machine, words, value);
}

/** A path in the chosen words: the first state, then each event and the state it leads to. */
function pathWords(entry: AtlasEntry, words: FlowWords, path: AtlasPath, view: View): string {
  if (view === 'code') return path.text;
  const parts = [stateWords(entry, words, path.initial)];
  for (const step of path.steps) parts.push(words.event(step.type), stateWords(entry, words, step.state));
  return parts.join(' → ');
}

type Analysis = AtlasFlowPaths | { error: string };

/** Each flow's generated paths, written by `npm run flows` (machines/graph/atlas-paths.ts), loaded on demand. */
const PATH_FILES = import.meta.glob<AtlasFlowPaths>('./paths/*.json', { import: 'default' });

function useFlowPaths(entry: AtlasEntry): Analysis | null {
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = PATH_FILES[`./paths/${entry.id}.json`];
    const settle = (a: Analysis) => {
      if (!cancelled) setAnalysis(a);
    };
    if (!load) settle({ error: `no generated paths for ${entry.id}: run npm run flows` });
    else load().then(settle, (error: unknown) => settle({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
    };
  }, [entry]);
  return analysis;
}

/** The flows this one runs as children (an invoked machine of the atlas). */
function childFlows(entry: AtlasEntry): AtlasEntry[] {
  const sources = new Set<string>();
  for (const node of listStateNodes(entry.machine)) {
    for (const invoke of node.invoke) sources.add(typeof invoke.src === 'string' ? invoke.src : invoke.id);
  }
  return machineAtlas.filter((other) => other.id !== entry.id && sources.has(other.id));
}

function ChildFlowLink({ entry }: { entry: AtlasEntry }) {
  const { title } = useAtlasText(entry);
  return (
    <Anchor component={Link} to={`/flows/${entry.id}`} c="blue.9" underline="always">
      {title}
    </Anchor>
  );
}

function FlowLinks({ entry }: { entry: AtlasEntry }) {
  const links = FLOW_LINKS[entry.id];
  const children = childFlows(entry);
  return (
    <Stack gap="xs" component="section" aria-labelledby="links-heading">
      <Title order={2} id="links-heading">
        <Trans>Screens, tests and related flows</Trans>
      </Title>
      {links && (
        <>
          <Text fw={700} size="sm">
            <Trans>Pages that run this flow</Trans>
          </Text>
          <List size="sm">
            {links.routes.map((route) => (
              <List.Item key={route}>
                <Anchor href={route} c="blue.9" underline="always" className={classes.code}>
                  {route}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Text fw={700} size="sm">
            <Trans>Tests</Trans>
          </Text>
          <List size="sm">
            {links.tests.map((file) => (
              <List.Item key={file} className={classes.code}>
                {file}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text fw={700} size="sm">
        <Trans>Run its generated paths</Trans>
      </Text>
      <List size="sm">
        <List.Item className={classes.code}>npm run test:paths -- {entry.id}</List.Item>
        <List.Item className={classes.code}>npm run test:paths:ui -- {entry.id}</List.Item>
        <List.Item>
          <Trans>
            Report: <span className={classes.code}>reports/paths/index.html</span>; this page as Markdown:{' '}
            <span className={classes.code}>docs/flows/{entry.id}.md</span>
          </Trans>
        </List.Item>
      </List>
      {children.length > 0 && (
        <>
          <Text fw={700} size="sm">
            <Trans>Flows it runs</Trans>
          </Text>
          <List size="sm">
            {children.map((child) => (
              <List.Item key={child.id}>
                <ChildFlowLink entry={child} />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

function FlowPage({ entry }: { entry: AtlasEntry }) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<View>('business');
  const words = useMemo(() => flowWords(i18n, view), [i18n, view]);
  const { title, description } = useAtlasText(entry);
  const diagram = useMemo(() => toMermaid(entry.machine, view === 'code' ? words.diagram : { ...words.diagram, root: title }), [entry, words, view, title]);
  const analysis = useFlowPaths(entry);
  const failure = analysis && 'error' in analysis ? analysis.error : '';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/flows" c="blue.9" underline="always" size="sm">
        <Trans>All flows</Trans>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>{description}</Text>
      </Stack>
      <Group gap="sm">
        <Text id="view-label" size="sm" fw={700}>
          <Trans>Names</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="view-label"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'business', label: t`Business words` },
            { value: 'code', label: t`Code names` },
          ]}
        />
      </Group>
      <Paper component="section" aria-label={t`Diagram`} withBorder p="md" radius="md">
        <Stack gap="sm">
          <FlowDiagram id={entry.id} title={title} text={diagram} />
          <FlowLegend />
        </Stack>
      </Paper>
      <WalkPanel entry={entry} words={words} paths={analysis && 'paths' in analysis ? analysis.paths : null} />
      <Paper component="section" aria-labelledby="paths-heading" withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} id="paths-heading">
            <Trans>Generated paths</Trans>
          </Title>
          {analysis === null ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">
                <Trans>Loading the paths…</Trans>
              </Text>
            </Group>
          ) : 'error' in analysis ? (
            <Text c="red.8" role="alert">
              <Trans>Paths could not be generated for {title}: {failure}</Trans>
            </Text>
          ) : (
            <>
              <Text size="sm" c="gray.8">
                <Trans>The shortest paths that together take every transition; QA runs each by its id.</Trans>
              </Text>
              <List spacing={4}>
                {analysis.paths.map((path) => (
                  <List.Item key={path.id} className={classes.path}>
                    <strong>{path.id}</strong> {pathWords(entry, words, path, view)}
                  </List.Item>
                ))}
              </List>
              <Title order={3}>
                <Trans>Coverage</Trans>
              </Title>
              <CoverageBadges figures={analysis.coverage} />
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <FlowLinks entry={entry} />
      </Paper>
    </Stack>
  );
}

export default function FlowScreen() {
  const { t, i18n } = useLingui();
  const { machineId } = useParams({ from: '/flows/$machineId' });
  const ready = useAtlasCatalog();
  const entry = machineAtlas.find((e) => e.id === machineId);
  if (!ready) return <Loader aria-label={t`Loading...`} />;
  if (!entry) {
    return (
      <Stack gap="sm">
        <Title order={1}>
          <Trans>No such flow</Trans>
        </Title>
        <Text>
          <Trans>The atlas has no flow named “{machineId}”.</Trans>
        </Text>
        <Anchor component={Link} to="/flows" c="blue.9" underline="always">
          <Trans>All flows</Trans>
        </Anchor>
      </Stack>
    );
  }
  // Drawn again in the other language: words are chosen when the page is drawn.
  return <FlowPage key={`${entry.id}-${i18n.locale}`} entry={entry} />;
}
