import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { machineAtlas } from '../../machines/index';
import { matchingPathId, walkOptions, walkStart, walkStep, type WalkStep } from '../../machines/graph/walk';

const entry = machineAtlas.find((e) => e.id === 'replacementIssue')!;

/** Breadth-first over the walk's own options: what an analyst clicking events can reach. */
function walkTo(state: string): WalkStep[] {
  const queue: WalkStep[][] = [[walkStart(entry)]];
  const seen = new Set<string>();
  while (queue.length) {
    const walk = queue.shift()!;
    const last = walk[walk.length - 1]!;
    if (last.state === state) return walk;
    if (seen.has(last.state) || walk.length > 12) continue;
    seen.add(last.state);
    for (const option of walkOptions(entry, last.snapshot)) {
      if (option.target) queue.push([...walk, walkStep(entry, last, option.event)]);
    }
  }
  throw new Error(`no walk reaches ${state}`);
}

describe('walking a flow (the atlas walk mode)', () => {
  it('walks the replacement issue from its start to replaced, with the calls and effects of each step', () => {
    const walk = walkTo('answered.replaced');
    expect(walk[0]!.state).toBe('awaitingSubscription');
    const effects = walk.flatMap((s) => s.effects);
    expect(effects).toContainEqual({ kind: 'call', id: 'issueLookupCycle', src: 'actionCycle' });
    expect(effects).toContainEqual({ kind: 'enter', state: 'answered.replaced' });
    expect(walk.slice(1).every((s) => s.transitions.length > 0)).toBe(true);
  });

  it('offers each payload variant of an event with where it leads and the conditions tried', () => {
    const start = walkStart(entry);
    const found = walkOptions(entry, start.snapshot).filter((o) => o.event.type === 'SUBSCRIPTION.FOUND');
    expect(found.map((o) => o.target).sort()).toEqual(['loadingIssues', 'unavailable']);
    expect(found[0]!.conditions).toContain('replacement offered');
  });

  it('names the generated path a walk follows, for QA', () => {
    const walk = walkTo('answered.replaced');
    const events = walk.slice(1).map((s) => s.event as EventObject);
    const match = matchingPathId(entry, events);
    expect(match?.id).toMatch(/^replacementIssue\/\d+$/);
    expect(matchingPathId(entry, [{ type: 'NOT.AN.EVENT' }])).toBeNull();
  });
});
