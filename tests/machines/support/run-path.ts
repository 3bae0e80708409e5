import { formatFailure, runOutcomes, type OutcomeRule, type PathRun } from '../../../machines/graph/outcomes';
import type { GeneratedPath, PathSource } from '../../../machines/graph/paths';

/**
 * Runs one generated path against the machine with recorders (machines/graph/outcomes.ts) and the
 * given outcome rules. Throws the path id, its events, the failing step and expected versus actual
 * when the run leaves the generated path or breaks a rule. Returns the placeholder actions called.
 */
export async function runPath(entry: PathSource, path: GeneratedPath, rules: readonly OutcomeRule[] = []): Promise<string[]> {
  const run: PathRun = runOutcomes(entry, rules, path);
  if (run.failure) throw new Error(formatFailure(run));
  return Promise.resolve(run.steps.flatMap((s) => s.effects.map((e) => e.action)));
}
