import type { GeneratedPath } from './paths';

/**
 * A covering set of generated paths: every transition that any of the paths takes is taken by at
 * least one chosen path. Greedy set cover (each round takes the path adding the most transitions
 * not yet covered; ties go to the shorter path, then to the earlier one), so the browser replays a
 * handful of paths instead of every shortest path (STYLE.md, "Paths that bite").
 *
 * The result keeps the generation order of the chosen paths, so ids read in order in reports.
 * Pure: reads only the transitions recorded on each path.
 */
export function transitionsOf(path: GeneratedPath): Set<string> {
  return new Set([...path.initial.transitions, ...path.steps.flatMap((s) => s.transitions)].map((t) => t.id));
}

export function coveringPaths(paths: readonly GeneratedPath[]): GeneratedPath[] {
  const sets = paths.map(transitionsOf);
  const covered = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((set, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const id of set) if (!covered.has(id)) gain++;
      const better =
        gain > bestGain || (gain === bestGain && gain > 0 && best >= 0 && paths[i]!.steps.length < paths[best]!.steps.length);
      if (better) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const id of sets[best]!) covered.add(id);
  }
  return paths.filter((_, i) => chosen.has(i));
}
