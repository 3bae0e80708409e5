import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../machines/index';
import { formatFailure, runOutcomes, unusedRules } from '../../machines/graph/outcomes';
import { coverage, generatePaths } from '../../machines/graph/paths';

/**
 * Generic model-based tests: for every machine of the atlas, the generated paths cover every state
 * and transition of its definition, and each path is replayed with recorders and checked against
 * the outcomes its path model declares (machines/paths/*.outcomes.ts): state, screen step, effects
 * and requests. `npm run test:paths` runs the same checks. Test names carry the path id.
 */
// PATHS_MACHINES=<id>[,<id>…] limits the suite to some machines of the atlas (the per-machine
// mutation runs of `npm run test:mutation` use it to skip generating every other machine's paths).
const only = (process.env.PATHS_MACHINES ?? '').split(',').filter(Boolean);
const entries = only.length > 0 ? machineAtlas.filter((entry) => only.includes(entry.id)) : machineAtlas;

describe.each(entries.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const paths = generatePaths(entry);
  const covered = coverage(entry, paths);
  const rules = entry.outcomes ?? [];
  const runs = paths.map((path) => runOutcomes(entry, rules, path));

  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it('covers every state', () => {
    expect(covered.states.missing).toEqual([]);
    expect(covered.states.covered).toBe(covered.states.total);
  });

  it('covers every transition', () => {
    expect(covered.transitions.missing).toEqual([]);
    expect(covered.transitions.covered).toBe(covered.transitions.total);
  });

  it('has a path model with outcomes (machines/paths/*.outcomes.ts)', () => {
    expect(rules.length).toBeGreaterThan(0);
  });

  it('applies every outcome rule on some path (a rule no path reaches names a step the machine lost)', () => {
    expect(unusedRules(rules, runs).map((r) => r.name)).toEqual([]);
  });

  it.each(runs.map((run) => [run.id, run.text, run] as const))('%s: %s', (_pathId, _text, run) => {
    if (run.failure) throw new Error(formatFailure(run));
  });
});
