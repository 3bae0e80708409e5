/**
 * The reports of `npm run test:paths`: the report object, and its JSON, JUnit XML and HTML forms,
 * written to reports/paths/. The JSON holds every path whole (events with full payloads, states,
 * expected and actual effects and requests per step, result), so a path text's `#hash` payloads
 * can be looked up and any path reproduced from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';
import { formatFailure, type OutcomeFailure, type PathRun, type StepRun } from '../machines/graph/outcomes';
import { eventPayload, formatEvent, payloadHash, stableJson, type Coverage } from '../machines/graph/paths';

export interface PathReport {
  id: string;
  text: string;
  result: 'pass' | 'fail';
  events: EventObject[];
  /** `#hash` → payload, for the hashes the path text shows. */
  payloads: Record<string, unknown>;
  steps: StepRun[];
  failure: (OutcomeFailure & { message: string }) | null;
  ms: number;
}

export interface MachineReport {
  id: string;
  title: string;
  coverage: Coverage;
  /** Outcome rules of the machine's path model, and those no path applied (only when all paths ran). */
  rules: { total: number; unused: string[] };
  /** All paths of the machine, or the one chosen with --path. */
  selection: 'all' | 'one';
  paths: PathReport[];
}

export interface Report {
  generatedAt: string;
  summary: { machines: number; paths: number; passed: number; failed: number; incompleteCoverage: string[]; unusedRules: number; ms: number };
  machines: MachineReport[];
}

export function pathReport(run: PathRun, ms: number): PathReport {
  const payloads: Record<string, unknown> = {};
  for (const e of run.events) {
    const p = eventPayload(e);
    if (p && formatEvent(e).endsWith(payloadHash(p))) payloads[payloadHash(p)] = p;
  }
  return {
    id: run.id,
    text: run.text,
    result: run.failure ? 'fail' : 'pass',
    events: run.events,
    payloads,
    steps: run.steps,
    failure: run.failure ? { ...run.failure, message: formatFailure(run) } : null,
    ms,
  };
}

export function machineFailed(m: MachineReport): boolean {
  return m.paths.some((p) => p.failure) || m.rules.unused.length > 0 || (m.selection === 'all' && !fullyCovered(m.coverage));
}

export function fullyCovered(c: Coverage): boolean {
  return c.states.covered === c.states.total && c.transitions.covered === c.transitions.total;
}

// ---------------------------------------------------------------------------------------------

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const html = xml;

export function junit(report: Report): string {
  const suites = report.machines.map((m) => {
    const cases = m.paths.map((p) => {
      const body = p.failure ? `<failure message="${xml(`step ${p.failure.step}: ${p.failure.rule}`)}">${xml(p.failure.message)}</failure>` : '';
      return `    <testcase classname="paths.${xml(m.id)}" name="${xml(`${p.id}: ${p.text}`)}" time="${(p.ms / 1000).toFixed(3)}">${body}</testcase>`;
    });
    const extra: string[] = [];
    if (m.selection === 'all') {
      const missing = [...m.coverage.states.missing.map((s) => `missing state: ${s}`), ...m.coverage.transitions.missing.map((t) => `missing transition: ${t}`)];
      extra.push(
        `    <testcase classname="paths.${xml(m.id)}" name="${xml(`${m.id}: coverage`)}">${missing.length ? `<failure message="incomplete coverage">${xml(missing.join('\n'))}</failure>` : ''}</testcase>`,
      );
    }
    if (m.rules.unused.length) {
      extra.push(
        `    <testcase classname="paths.${xml(m.id)}" name="${xml(`${m.id}: every outcome rule applies`)}"><failure message="rules no path applied">${xml(m.rules.unused.join('\n'))}</failure></testcase>`,
      );
    }
    const failures = m.paths.filter((p) => p.failure).length + extra.filter((e) => e.includes('<failure')).length;
    return `  <testsuite name="${xml(m.id)}" tests="${cases.length + extra.length}" failures="${failures}">\n${[...cases, ...extra].join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="test:paths" tests="${report.summary.paths}" failures="${report.summary.failed}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function figure(c: Coverage['states']): string {
  return `${c.covered}/${c.total}`;
}

function stepRows(p: PathReport): string {
  return p.steps
    .map((s) => {
      const failed = p.failure?.step === s.index;
      const effects = s.effects.map((e) => `${e.action} ${stableJson(e.params)}`).join('<br>') || '–';
      const requests = s.requests.map((r) => `${r.actor} ${stableJson(r.input)}`).join('<br>') || '–';
      const expected = s.expected.map((r) => `${r.name}`).join('<br>') || '–';
      return `<tr class="${failed ? 'fail' : ''}"><td>${s.index}</td><td><code>${html(stableJson(s.event))}</code></td><td>${html(s.actualState)}</td><td>${html(s.tags.join(', '))}</td><td><code>${html(effects).replace(/&lt;br&gt;/g, '<br>')}</code></td><td><code>${html(requests).replace(/&lt;br&gt;/g, '<br>')}</code></td><td>${html(expected).replace(/&lt;br&gt;/g, '<br>')}</td></tr>`;
    })
    .join('\n');
}

export function htmlReport(report: Report): string {
  const s = report.summary;
  const machines = report.machines
    .map((m) => {
      const failures = m.paths.filter((p) => p.failure);
      const missing = [...m.coverage.states.missing.map((x) => `state ${x}`), ...m.coverage.transitions.missing.map((x) => `transition ${x}`)];
      const paths = m.paths
        .map(
          (p) => `<details${p.failure ? ' open' : ''}><summary class="${p.result}">${html(p.id)} — ${p.result}: ${html(p.text)}</summary>
${p.failure ? `<pre class="fail">${html(p.failure.message)}</pre>` : ''}
<table><tr><th>step</th><th>event (full payload)</th><th>state</th><th>tags</th><th>effects</th><th>requests</th><th>rules checked</th></tr>
${stepRows(p)}</table></details>`,
        )
        .join('\n');
      return `<section id="${html(m.id)}"><h2>${html(m.title)} <small>(${html(m.id)})</small></h2>
<p>states ${figure(m.coverage.states)}, transitions ${figure(m.coverage.transitions)}, outcome rules ${m.rules.total}; paths ${m.paths.length}, failed ${failures.length}</p>
${missing.length ? `<p class="fail">Not covered: ${html(missing.join('; '))}</p>` : ''}
${m.rules.unused.length ? `<p class="fail">Rules no path applied: ${html(m.rules.unused.join('; '))}</p>` : ''}
${paths}</section>`;
    })
    .join('\n');
  const index = report.machines
    .map((m) => `<li><a href="#${html(m.id)}">${html(m.id)}</a> ${machineFailed(m) ? '<span class="fail">failed</span>' : '<span class="pass">passed</span>'}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Path tests</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:2px 6px;vertical-align:top;text-align:left}code{font-size:12px;word-break:break-all}.fail{color:#b00020}.pass{color:#1b5e20}tr.fail{background:#fde}summary{cursor:pointer}pre{white-space:pre-wrap}</style></head>
<body><h1>Machine-level path tests</h1>
<p>${s.paths} paths on ${s.machines} machines: ${s.passed} passed, ${s.failed} failed${s.incompleteCoverage.length ? `; incomplete coverage: ${html(s.incompleteCoverage.join(', '))}` : ''}; generated ${html(report.generatedAt)} in ${s.ms} ms.</p>
<ul>${index}</ul>
${machines}</body></html>
`;
}

export function writeReports(report: Report, dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'paths.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'junit.xml'), junit(report));
  writeFileSync(join(dir, 'index.html'), htmlReport(report));
}
