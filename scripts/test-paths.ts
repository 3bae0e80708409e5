/**
 * `npm run test:paths -- [<machineId>] [--path <machineId>/<n>] [--json]`: for QA, the machine-level
 * generated paths of every machine of the atlas (or one machine, or one path), each replayed with
 * recorders and checked against the outcomes its path model declares (machines/paths/*.outcomes.ts),
 * with state and transition coverage measured against the machine definition.
 *
 * Writes reports/paths/paths.json (every path whole: events with full payloads, states, expected and
 * actual effects and requests, result), reports/paths/junit.xml and reports/paths/index.html.
 * `--json` prints the same JSON report on stdout. Exits 1 on any failed path, any outcome rule no
 * path applied, or incomplete coverage (coverage is checked when all paths of a machine run).
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machineAtlas } from '../machines/index';
import { runOutcomes, unusedRules } from '../machines/graph/outcomes';
import { coverage, generatePaths } from '../machines/graph/paths';
import { fullyCovered, machineFailed, pathReport, writeReports, type MachineReport, type Report } from './path-reports';

const args = process.argv.slice(2);
const json = args.includes('--json');
const pathFlag = args.indexOf('--path');
const pathId = pathFlag >= 0 ? args[pathFlag + 1] : undefined;
const positional = args.filter((a, i) => !a.startsWith('--') && (pathFlag < 0 || i !== pathFlag + 1));
const machineId = positional[0] ?? pathId?.split('/')[0];
const out = json ? process.stderr : process.stdout;
const say = (line = '') => out.write(`${line}\n`);

if (pathFlag >= 0 && !pathId) fail('--path needs a path id, e.g. --path replacementIssue/3');
const entries = machineId ? machineAtlas.filter((e) => e.id === machineId) : machineAtlas;
if (entries.length === 0) fail(`No machine "${machineId}". Machines: ${machineAtlas.map((e) => e.id).join(', ')}`);

const started = performance.now();
const machines: MachineReport[] = entries.map((entry) => {
  const all = generatePaths(entry);
  const chosen = pathId ? all.filter((p) => p.id === pathId) : all;
  if (chosen.length === 0) fail(`No path "${pathId}": ${entry.id} has paths ${entry.id}/1 to ${entry.id}/${all.length}.`);
  const rules = entry.outcomes ?? [];
  const runs = chosen.map((path) => {
    const t = performance.now();
    const run = runOutcomes(entry, rules, path);
    return { run, ms: performance.now() - t };
  });
  return {
    id: entry.id,
    title: entry.title,
    coverage: coverage(entry, all),
    rules: { total: rules.length, unused: pathId ? [] : unusedRules(rules, runs.map((r) => r.run)).map((r) => r.name) },
    selection: pathId ? 'one' : 'all',
    paths: runs.map(({ run, ms }) => pathReport(run, Math.round(ms * 1000) / 1000)),
  };
});

const paths = machines.flatMap((m) => m.paths);
const report: Report = {
  generatedAt: new Date().toISOString(),
  summary: {
    machines: machines.length,
    paths: paths.length,
    passed: paths.filter((p) => p.result === 'pass').length,
    failed: paths.filter((p) => p.result === 'fail').length,
    incompleteCoverage: machines.filter((m) => m.selection === 'all' && !fullyCovered(m.coverage)).map((m) => m.id),
    unusedRules: machines.reduce((n, m) => n + m.rules.unused.length, 0),
    ms: Math.round(performance.now() - started),
  },
  machines,
};
const dir = resolve(import.meta.dirname, '..', 'reports', 'paths');
writeReports(report, dir);

for (const m of machines) {
  say(`${m.title} (${m.id})`);
  for (const p of m.paths) say(`  ${p.result === 'pass' ? 'ok  ' : 'FAIL'} ${p.id.padEnd(22)} ${p.text}`);
  say(`  states ${m.coverage.states.covered}/${m.coverage.states.total}, transitions ${m.coverage.transitions.covered}/${m.coverage.transitions.total}, outcome rules ${m.rules.total}`);
  if (m.selection === 'all') {
    for (const s of m.coverage.states.missing) say(`  missing state: ${s}`);
    for (const t of m.coverage.transitions.missing) say(`  missing transition: ${t}`);
  }
  for (const r of m.rules.unused) say(`  rule no path applied: ${r}`);
  say();
}
for (const p of paths) if (p.failure) say(`${p.failure.message}\n`);

const s = report.summary;
const failedMachines = machines.filter(machineFailed).map((m) => m.id);
say(
  `${s.paths} path(s) on ${s.machines} machine(s) in ${s.ms} ms: ${s.passed} passed, ${s.failed} failed` +
    (pathId ? '; coverage not checked (one path)' : s.incompleteCoverage.length ? `; incomplete coverage: ${s.incompleteCoverage.join(', ')}` : '; full state and transition coverage') +
    (s.unusedRules ? `; ${s.unusedRules} outcome rules no path applied` : '') +
    '.',
);
say(`Reports: ${dir}/index.html, paths.json, junit.xml`);
if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
process.exitCode = failedMachines.length ? 1 : 0;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
