import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../machines/index';
import { coveringPaths, transitionsOf } from '../../machines/graph/covering';
import { coverage, generatePaths, type GeneratedPath } from '../../machines/graph/paths';

/** A fake path taking the given transition ids, for the greedy selection alone. */
function fake(id: string, transitions: string[], length = transitions.length): GeneratedPath {
  const info = (t: string) => ({ id: t }) as GeneratedPath['steps'][number]['transitions'][number];
  return {
    id,
    initial: { state: 's', via: [], snapshot: {} as never, transitions: [] },
    steps: Array.from({ length }, (_, i) => ({
      event: { type: 'E' },
      eventLabel: 'E',
      via: [],
      state: 's',
      snapshot: {} as never,
      transitions: i === 0 ? transitions.map(info) : [],
    })),
    text: id,
    statePath: {} as never,
    statesEntered: [],
  };
}

describe('coveringPaths', () => {
  it('takes the path adding most transitions first and stops when all are covered', () => {
    const a = fake('m/1', ['t1']);
    const b = fake('m/2', ['t1', 't2', 't3']);
    const c = fake('m/3', ['t3', 't4']);
    const d = fake('m/4', ['t2']);
    expect(coveringPaths([a, b, c, d]).map((p) => p.id)).toEqual(['m/2', 'm/3']);
  });

  it('prefers the shorter path on a tie and keeps generation order', () => {
    const long = fake('m/1', ['t1'], 5);
    const short = fake('m/2', ['t1'], 1);
    const other = fake('m/3', ['t2', 't3']);
    expect(coveringPaths([long, short, other]).map((p) => p.id)).toEqual(['m/2', 'm/3']);
  });

  it('returns nothing for no paths', () => {
    expect(coveringPaths([])).toEqual([]);
  });

  it.each(machineAtlas.map((e) => [e.id, e] as const))('%s: the covering set covers what all paths cover', (_id, entry) => {
    const all = generatePaths(entry);
    const chosen = coveringPaths(all);
    const allTaken = new Set(all.flatMap((p) => [...transitionsOf(p)]));
    const chosenTaken = new Set(chosen.flatMap((p) => [...transitionsOf(p)]));
    expect([...allTaken].filter((t) => !chosenTaken.has(t))).toEqual([]);
    expect(coverage(entry, chosen).transitions).toEqual(coverage(entry, all).transitions);
    expect(chosen.length).toBeLessThanOrEqual(all.length);
  });
});
