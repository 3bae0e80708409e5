import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { machineAtlas, type AtlasEntry } from '../../machines/index';
import { contains, recordingMachine, type OutcomeRule } from '../../machines/graph/outcomes';
import { formatStateValue, generatePaths } from '../../machines/graph/paths';

/**
 * "What starts anew takes the last result off the screen" (machines/paths/action-result.outcomes.ts)
 * after a failure, not only after a success: the covering paths reach each step that starts anew by
 * its shortest way, where there is no result yet to take away. Here every such step of every flow is
 * taken right after a change failed (a path that ends with a failed ACTION.SETTLED, then the step):
 * the §8 message of the failure must be gone, so it never shows beside the next attempt.
 */

const CLEARED = /takes the last result off the screen$/;

interface Case {
  machine: string;
  rule: OutcomeRule;
  path: string;
  events: AnyEventObject[];
  step: AnyEventObject;
}

function casesOf(entry: AtlasEntry): Case[] {
  const rules = (entry.outcomes ?? []).filter((r) => CLEARED.test(r.name));
  if (rules.length === 0) return [];
  const paths = generatePaths(entry);
  const cases: Case[] = [];
  for (const rule of rules) {
    // The path model's events of the rule's type (a hook gives them for the state the failure left).
    const stepsAfter = (events: readonly AnyEventObject[]) =>
      eventsAt(entry, events).filter((e) => e.type === rule.on && (rule.when === undefined || contains(e, rule.when)));
    // Every way the paths reach a failure: each path up to each failed ACTION.SETTLED in it.
    const failures = paths.flatMap((path) =>
      path.steps.flatMap((s, k) => {
        const event = s.event as AnyEventObject & { result?: { status?: string } };
        return event.type === 'ACTION.SETTLED' && event.result?.status === 'error' ? [{ path: `${path.id} to step ${k + 1}`, events: path.steps.slice(0, k + 1).map((p) => p.event as AnyEventObject) }] : [];
      }),
    );
    for (const { path, events } of failures) {
      const steps = stepsAfter(events);
      const step = steps.find((e) => afterwards(entry, events, e, rule)) ?? (steps.length === 0 ? stepWithoutPayload(entry, events, rule) : undefined);
      if (step) {
        cases.push({ machine: entry.id, rule, path, events, step });
        break;
      }
    }
  }
  return cases;
}

function eventsAt(entry: AtlasEntry, events: readonly AnyEventObject[]): readonly AnyEventObject[] {
  if (typeof entry.events !== 'function') return entry.events ?? [];
  const actor = createActor(recordingMachine(entry.machine).machine, { input: entry.input as never });
  actor.start();
  for (const event of events) actor.send(event);
  return entry.events(actor.getSnapshot());
}

const stepWithoutPayload = (entry: AtlasEntry, events: AnyEventObject[], rule: OutcomeRule) => {
  const step = { type: rule.on! };
  return afterwards(entry, events, step, rule) ? step : undefined;
};

/** Replays the path, then the step; the snapshots before and after it, or null if the step does not apply there. */
function replay(entry: AtlasEntry, events: readonly AnyEventObject[], step: AnyEventObject) {
  const actor = createActor(recordingMachine(entry.machine).machine, { input: entry.input as never });
  actor.start();
  for (const event of events) actor.send(event);
  const before = actor.getSnapshot();
  if (!before.can(step)) return null;
  actor.send(step);
  return { before, after: actor.getSnapshot() };
}

function afterwards(entry: AtlasEntry, events: readonly AnyEventObject[], step: AnyEventObject, rule: OutcomeRule): boolean {
  const run = replay(entry, events, step);
  if (!run) return false;
  if (rule.from !== undefined && !run.before.matches(rule.from)) return false;
  if (rule.entered !== undefined && !run.after.matches(rule.entered)) return false;
  return true;
}

const cases = machineAtlas.flatMap(casesOf);

describe('after a failed change, what starts anew takes its message away', () => {
  it('finds a failure to start anew from in every flow that clears its result', () => {
    const flows = machineAtlas.filter((e) => (e.outcomes ?? []).some((r) => CLEARED.test(r.name))).map((e) => e.id);
    expect(flows.filter((id) => !cases.some((c) => c.machine === id))).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.machine}: ${c.rule.name} (after ${c.path})`, c] as const))('%s', (_name, c) => {
    const entry = machineAtlas.find((e) => e.id === c.machine)!;
    const run = replay(entry, c.events, c.step)!;
    expect((run.before.context as { result?: { status?: string } }).result?.status, `a failure shown in ${formatStateValue(run.before.value)}`).toBe('error');
    expect((run.after.context as { result?: unknown }).result, `after ${c.step.type}, in ${formatStateValue(run.after.value)}`).toBeNull();
  });
});
