import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../machines/index';
import { coverage, generatePaths } from '../../machines/graph/paths';
import { runPath } from './support/run-path';

/** The generated paths of the profile machines alone (tests/machines/paths.test.ts runs every machine). */
const mine = machineAtlas.filter((entry) => ['addressChange', 'automaticEmailAdd'].includes(entry.id));

describe.each(mine.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  const paths = generatePaths(entry);
  it('covers every state and transition', () => {
    const covered = coverage(entry, paths);
    expect(covered.states.missing).toEqual([]);
    expect(covered.transitions.missing).toEqual([]);
  });
  it.each(paths.map((path) => [path.text, path] as const))('runs %s', async (_text, path) => {
    await runPath(entry, path);
  });
});
