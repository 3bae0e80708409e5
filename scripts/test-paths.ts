/**
 * `npm run test:paths`: for QA, every machine of the atlas with its generated paths and its state and
 * transition coverage (measured against the machine definition, see machines/graph/paths.ts).
 * `npm run test:paths -- --json` prints only `{ "machines": [{ id, states, transitions }] }`.
 * Exits 1 when a machine is not fully covered, after naming what is missing (on stderr with --json).
 */
import { machineAtlas } from '../machines/index';
import { coverage, generatePaths, isFullyCovered, type Coverage } from '../machines/graph/paths';

const json = process.argv.includes('--json');

interface Report {
  id: string;
  title: string;
  paths: string[];
  coverage: Coverage;
}

const reports: Report[] = machineAtlas.map((entry) => {
  const paths = generatePaths(entry);
  return { id: entry.id, title: entry.title, paths: paths.map((p) => p.text), coverage: coverage(entry, paths) };
});

const figure = (c: Coverage['states']) => `${c.covered}/${c.total}`;
const missingLines = (r: Report) => [
  ...r.coverage.states.missing.map((s) => `  missing state: ${s}`),
  ...r.coverage.transitions.missing.map((t) => `  missing transition: ${t}`),
];

if (json) {
  const machines = reports.map((r) => ({
    id: r.id,
    states: { covered: r.coverage.states.covered, total: r.coverage.states.total },
    transitions: { covered: r.coverage.transitions.covered, total: r.coverage.transitions.total },
  }));
  process.stdout.write(`${JSON.stringify({ machines }, null, 2)}\n`);
  for (const r of reports) {
    const lines = missingLines(r);
    if (lines.length) process.stderr.write(`${r.id}\n${lines.join('\n')}\n`);
  }
} else {
  for (const r of reports) {
    console.log(`${r.title} (${r.id})`);
    r.paths.forEach((p, i) => console.log(`  ${String(i + 1).padStart(2)}. ${p}`));
    console.log(`  states ${figure(r.coverage.states)}, transitions ${figure(r.coverage.transitions)}`);
    for (const line of missingLines(r)) console.log(line);
    console.log('');
  }
  const incomplete = reports.filter((r) => !isFullyCovered(r.coverage)).map((r) => r.id);
  console.log(
    incomplete.length
      ? `Incomplete coverage: ${incomplete.join(', ')}`
      : `Full state and transition coverage for ${reports.length} machines.`,
  );
}

process.exitCode = reports.every((r) => isFullyCovered(r.coverage)) ? 0 : 1;
