import { Badge, Button, Code, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { EventObject } from 'xstate';
import type { AtlasEntry } from '../../../machines/index';
import { formatEventType } from '../../../machines/graph/paths';
import { matchPath, walkOptions, walkStart, walkStep, type KeyedPath, type WalkEffect, type WalkStep } from '../../../machines/graph/walk';
import { stateValueWords, type FlowWords } from './flow-labels';

/**
 * Walk a flow (issue 14): the analyst clicks one of the events the current state offers and sees
 * where it leads and what it does. Each step is the machine's own pure transition (machines/graph/walk.ts):
 * no call is made and no effect runs, whatever the flow would do in the portal. The walk so far is
 * matched to a generated path, whose id QA can run.
 */

function stateLabel(entry: AtlasEntry, words: FlowWords, path: string): string {
  return stateValueWords(entry.machine, words, path);
}

function effectText(effect: WalkEffect, words: FlowWords, entry: AtlasEntry): string {
  if (effect.kind === 'action') return words.action(effect.name);
  if (effect.kind === 'call') return words.call(effect.id, effect.src);
  return stateLabel(entry, words, effect.state);
}

function Effects({ step, words, entry }: { step: WalkStep; words: FlowWords; entry: AtlasEntry }) {
  const { t } = useLingui();
  const shown = step.effects.filter((e) => e.kind !== 'enter');
  if (shown.length === 0) return null;
  return (
    <List size="sm" aria-label={t`Effects of this step`}>
      {shown.map((effect, i) => (
        <List.Item key={i}>
          {effect.kind === 'call' ? effectText(effect, words, entry) : <Trans>Effect: {effectText(effect, words, entry)}</Trans>}
        </List.Item>
      ))}
    </List>
  );
}

export function WalkPanel({ entry, words, paths }: { entry: AtlasEntry; words: FlowWords; paths: readonly KeyedPath[] | null }) {
  const { t } = useLingui();
  const start = useMemo(() => walkStart(entry), [entry]);
  const [steps, setSteps] = useState<WalkStep[]>([]);
  const current = steps.at(-1) ?? start;
  const options = useMemo(() => walkOptions(entry, current.snapshot), [entry, current]);
  const events = steps.map((s) => s.event).filter((e): e is EventObject => e !== undefined);
  const match = useMemo(() => (events.length && paths ? matchPath(paths, events) : null), [paths, events]);
  const finished = current.snapshot.status === 'done';
  // A final step of a stage (the flow goes on only by leaving the stage).
  const atFinalStep = !finished && current.snapshot._nodes.some((node) => node.type === 'final');
  const here = stateLabel(entry, words, current.state);
  const command = match ? `npm run test:paths -- ${entry.id} --path ${match.id}` : '';
  // Events of one type with different payloads (a call's answers) are told apart by their payload.
  const sameType = (type: string) => options.filter((o) => o.event.type === type).length > 1;
  const optionLabel = (event: EventObject, label: string) => {
    const name = words.event(event.type);
    const payload = label.slice(formatEventType(event.type).length).trim();
    return sameType(event.type) && payload ? `${name} ${payload}` : name;
  };

  return (
    <Paper component="section" aria-labelledby="walk-heading" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} id="walk-heading">
          <Trans>Walk the flow</Trans>
        </Title>
        <Text key="walk-intro" size="sm" c="gray.8">
          <Trans>Click an event to take it. Nothing is sent: the machine's own rules decide where each event leads, and its calls and effects are listed, not run.</Trans>
        </Text>
        <Group gap="xs" aria-live="polite">
          <Text fw={700}>
            <Trans>Now in:</Trans>
          </Text>
          <Badge size="lg" variant="outline" color="blue.9" data-testid="walk-state" tt="none">
            {here}
          </Badge>
          {finished && (
            <Badge color="teal.9" variant="filled">
              <Trans>Flow finished</Trans>
            </Badge>
          )}
          {atFinalStep && (
            <Badge color="teal.9" variant="filled">
              <Trans>Final step</Trans>
            </Badge>
          )}
        </Group>
        <Effects step={current} words={words} entry={entry} />
        <Title order={3}>
          <Trans>Events available here</Trans>
        </Title>
        {/* Keyed: Preact pairs unkeyed siblings of one type, so this Text/Stack would take over the path match's Stack or the no-path Text below. */}
        {options.length === 0 ? (
          <Text key="no-events" size="sm">
            <Trans>No event leads on from here.</Trans>
          </Text>
        ) : (
          <Stack key="events" gap={6} role="group" aria-label={t`Events available here`}>
            {options.map((option, i) => {
              const taken = option.transitions.length > 0;
              const conditions = option.conditions.filter((c) => c !== 'always');
              const conditionsText = conditions.join('; ');
              return (
                <Group key={`${option.label}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
                  <Button
                    size="xs"
                    variant={taken ? 'filled' : 'default'}
                    disabled={!taken}
                    onClick={() => setSteps([...steps, walkStep(entry, current, option.event)])}
                    data-event={option.event.type}
                    data-target={option.target ?? undefined}
                  >
                    {optionLabel(option.event, option.label)}
                  </Button>
                  <Text size="sm" c="gray.8">
                    {taken ? (
                      <Trans>to {stateLabel(entry, words, option.target ?? '')}</Trans>
                    ) : (
                      <Trans>no condition holds here</Trans>
                    )}
                    {conditionsText && (
                      <>
                        {' · '}
                        <Trans>checks: {conditionsText}</Trans>
                      </>
                    )}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setSteps(steps.slice(0, -1))} disabled={steps.length === 0}>
            <Trans>Step back</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => setSteps([])} disabled={steps.length === 0}>
            <Trans>Start again</Trans>
          </Button>
        </Group>
        <Title order={3}>
          <Trans>Path walked</Trans>
        </Title>
        <List type="ordered" size="sm" data-testid="walk-path">
          <List.Item>{stateLabel(entry, words, start.state)}</List.Item>
          {steps.map((step, i) => (
            <List.Item key={i}>
              {words.event(step.event!.type)} → {stateLabel(entry, words, step.state)}
            </List.Item>
          ))}
        </List>
        {match && (
          <Stack key="path-match" gap={4}>
            <Text size="sm">
              {match.exact ? (
                <Trans>This walk is generated path {match.id}; QA runs it with:</Trans>
              ) : (
                <Trans>This walk is the start of generated path {match.id}; QA runs it with:</Trans>
              )}
            </Text>
            <Group gap="xs">
              <Code data-testid="walk-command">{command}</Code>
              <CopyButton value={command}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        {events.length > 0 && paths && !match && (
          <Text key="no-path" size="sm">
            <Trans>No generated path takes these steps (the generated paths are the shortest ones that cover every transition).</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
