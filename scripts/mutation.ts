/**
 * `npm run test:mutation -- [<machine file> …] [--concurrency N]`: StrykerJS on the flow machines,
 * one machine file at a time (issue 12 item 5). For each file of machines/flows/*.machine.ts (or
 * the ones named: `payment`, `suspend-resume.suspend`, …) it runs `stryker run stryker.config.mjs
 * --mutate <file>` with PATHS_MACHINES set to the atlas entries whose machine that file exports,
 * so the path tests generate only the paths that replay it (all paths of every machine take
 * about ten times longer and kill nothing more in that file).
 *
 * Reports: reports/mutation/<file>.json and .html per file, and reports/mutation/summary.json and
 * summary.md (per file: mutants, killed, timed out, survived, without coverage, score). Exits 1
 * when Stryker fails to run; the score itself is judged in docs/mutation.md, where every survivor
 * is either killed by a test or explained.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { machineAtlas } from '../machines/index';

const root = resolve(import.meta.dirname, '..');
const flows = resolve(root, 'machines/flows');
const reports = resolve(root, 'reports/mutation');

const args = process.argv.slice(2);
const concurrencyFlag = args.indexOf('--concurrency');
const concurrency = (concurrencyFlag >= 0 ? args[concurrencyFlag + 1] : undefined) ?? '2';
const named = args.filter((a, i) => !a.startsWith('--') && (concurrencyFlag < 0 || i !== concurrencyFlag + 1));
const all = readdirSync(flows).filter((f) => f.endsWith('.machine.ts')).map((f) => f.replace(/\.machine\.ts$/, '')).sort();
const unknown = named.filter((n) => !all.includes(n.replace(/\.machine\.ts$/, '').replace(/^machines\/flows\//, '')));
if (unknown.length > 0) {
  process.stderr.write(`No machine file ${unknown.join(', ')}. Files: ${all.join(', ')}\n`);
  process.exit(1);
}
const files = named.length > 0 ? named.map((n) => n.replace(/\.machine\.ts$/, '').replace(/^machines\/flows\//, '')) : all;

interface Row {
  file: string;
  machines: string[];
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  score: number;
  seconds: number;
}

type MutantStatus = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'Ignored' | 'CompileError' | 'RuntimeError';

/** The atlas ids of the machines a file exports (compared by identity, not by name). */
async function atlasIdsOf(file: string): Promise<string[]> {
  const exported = Object.values(await import(pathToFileURL(resolve(flows, `${file}.machine.ts`)).href));
  return machineAtlas.filter((entry) => exported.includes(entry.machine)).map((entry) => entry.id);
}

function summarise(file: string, machines: string[], json: string, seconds: number): Row {
  const report = JSON.parse(readFileSync(json, 'utf8')) as { files: Record<string, { mutants: { status: MutantStatus }[] }> };
  const mutants = Object.values(report.files).flatMap((f) => f.mutants);
  const count = (status: MutantStatus) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const ignored = count('Ignored');
  const valid = killed + timeout + survived + noCoverage;
  return {
    file,
    machines,
    mutants: mutants.length,
    killed,
    timeout,
    survived,
    noCoverage,
    ignored,
    score: valid === 0 ? 100 : Math.round(((killed + timeout) / valid) * 1000) / 10,
    seconds,
  };
}

mkdirSync(reports, { recursive: true });
const summaryFile = resolve(reports, 'summary.json');
const previous: Row[] = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as Row[]) : [];
const rows = new Map(previous.map((r) => [r.file, r]));
let failed = false;

for (const file of files) {
  const machines = await atlasIdsOf(file);
  process.stdout.write(`\n== ${file}.machine.ts (paths of ${machines.join(', ') || 'no atlas machine'}) ==\n`);
  const started = performance.now();
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', `machines/flows/${file}.machine.ts`, '--concurrency', concurrency], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PATHS_MACHINES: machines.join(',') },
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  if (run.status !== 0) {
    process.stderr.write(`Stryker failed on ${file} (exit ${run.status}).\n`);
    failed = true;
    continue;
  }
  for (const ext of ['json', 'html']) copyFileSync(resolve(reports, `mutation.${ext}`), resolve(reports, `${file}.${ext}`));
  rows.set(file, summarise(file, machines, resolve(reports, `${file}.json`), seconds));
  writeFileSync(summaryFile, `${JSON.stringify([...rows.values()], null, 2)}\n`);
}

const table = [
  '| machine file | mutants | killed | timeout | survived | no coverage | ignored | score |',
  '|---|---|---|---|---|---|---|---|',
  ...[...rows.values()]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((r) => `| ${r.file} | ${r.mutants} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.ignored} | ${r.score}% |`),
].join('\n');
writeFileSync(resolve(reports, 'summary.md'), `${table}\n`);
process.stdout.write(`\n${table}\n\nReports: reports/mutation/<file>.html, summary.json, summary.md\n`);
process.exit(failed ? 1 : 0);
