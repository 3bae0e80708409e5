import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../machines/index';
import { coverage, generatePaths } from '../../machines/graph/paths';
import { runPath } from './support/run-path';

/**
 * Generic model-based tests: for every machine of the atlas, the generated paths cover every state
 * and transition of its definition, and each path runs against the real machine with fake actors.
 * A machine added to machines/index.ts is tested here without further wiring.
 */
describe.each(machineAtlas.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const paths = generatePaths(entry);
  const covered = coverage(entry, paths);

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

  it.each(paths.map((path) => [path.text, path] as const))('runs %s', async (_text, path) => {
    await runPath(entry, path);
  });
});
