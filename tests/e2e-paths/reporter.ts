import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { PathReplayRecord } from './record';

/**
 * Writes reports/paths-ui/paths.json (every replayed path: events with full payloads, states, the
 * UI step that failed, result, skipped reason) and reports/paths-ui/index.html (per machine: covering
 * paths replayed, skipped and failed; for a failure the failing step and a screenshot), from the
 * `path-replay` attachment of each test of replay.spec.ts. The JUnit file comes from Playwright's
 * junit reporter (playwright.paths.config.ts).
 */

export const REPORT_DIR = resolve(import.meta.dirname, '..', '..', 'reports', 'paths-ui');

interface Row extends PathReplayRecord {
  ms: number;
  screenshot: string | null;
}

export default class PathReplayReporter implements Reporter {
  private rows: Row[] = [];
  private started = Date.now();

  onBegin() {
    rmSync(join(REPORT_DIR, 'screenshots'), { recursive: true, force: true });
    mkdirSync(join(REPORT_DIR, 'screenshots'), { recursive: true });
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find((a) => a.name === 'path-replay' && a.body);
    const shot = result.attachments.find((a) => a.name === 'screenshot' && a.path);
    if (!attachment?.body) return;
    const record = JSON.parse(attachment.body.toString('utf8')) as PathReplayRecord;
    if (result.status !== 'passed' && result.status !== 'skipped' && record.result !== 'failed') {
      // A timeout or a crash outside the steps: still a failure of this path.
      record.result = 'failed';
      record.failure ??= { step: -1, phase: 'test', event: '', expected: '', actual: '', message: result.error?.message ?? result.status };
    }
    let screenshot: string | null = null;
    if (shot?.path) {
      screenshot = `screenshots/${record.id.replace(/[^\w-]+/g, '_')}.png`;
      try {
        copyFileSync(shot.path, join(REPORT_DIR, screenshot));
      } catch {
        screenshot = null;
      }
    }
    void test;
    this.rows.push({ ...record, ms: result.duration, screenshot });
  }

  onEnd(result: FullResult) {
    const machines = [...new Set(this.rows.map((r) => r.machineId))].map((id) => {
      const paths = this.rows.filter((r) => r.machineId === id);
      return {
        id,
        replayed: paths.filter((p) => p.result === 'passed' || p.result === 'failed').length,
        passed: paths.filter((p) => p.result === 'passed').length,
        failed: paths.filter((p) => p.result === 'failed').length,
        skipped: paths.filter((p) => p.result === 'skipped').length,
        paths,
      };
    });
    const summary = {
      status: result.status,
      paths: this.rows.length,
      passed: this.rows.filter((r) => r.result === 'passed').length,
      failed: this.rows.filter((r) => r.result === 'failed').length,
      skipped: this.rows.filter((r) => r.result === 'skipped').length,
      ms: Date.now() - this.started,
    };
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, 'paths.json'), `${JSON.stringify({ generatedAt: new Date().toISOString(), summary, machines }, null, 2)}\n`);
    writeFileSync(join(REPORT_DIR, 'index.html'), html(summary, machines));
    process.stdout.write(
      `\nPath replay: ${summary.paths} path(s), ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped in ${Math.round(summary.ms / 1000)} s.\n` +
        machines.map((m) => `  ${m.id.padEnd(20)} replayed ${m.replayed}, failed ${m.failed}, skipped ${m.skipped}`).join('\n') +
        `\nReports: ${REPORT_DIR}/index.html, paths.json, junit.xml\n`,
    );
  }

  printsToStdio() {
    return false;
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function html(
  summary: { paths: number; passed: number; failed: number; skipped: number; ms: number },
  machines: Array<{ id: string; replayed: number; passed: number; failed: number; skipped: number; paths: Row[] }>,
): string {
  const rows = machines
    .map(
      (m) => `<tr><td><a href="#${esc(m.id)}">${esc(m.id)}</a></td><td>${m.paths.length}</td><td>${m.replayed}</td><td>${m.passed}</td><td class="${m.failed ? 'fail' : ''}">${m.failed}</td><td>${m.skipped}</td></tr>`,
    )
    .join('\n');
  const sections = machines
    .map((m) => {
      const items = m.paths
        .map((p) => {
          const head = `<span class="${p.result}">${p.result}</span> <code>${esc(p.id)}</code> ${p.setup ? `<small>(${esc(p.setup.publisher)} ${esc(p.setup.accountNumber)}, ${esc(p.setup.lang)})</small>` : ''}`;
          const steps = `<ol start="0"><li>${esc(p.initialState)} <small>(sign-in)</small></li>${p.steps
            .map(
              (s) =>
                `<li class="${s.result === 'failed' ? 'fail' : ''}">${esc(s.eventLabel)} → <b>${esc(s.state)}</b>${s.result === 'failed' ? ' ✗' : ''}<details><summary>payload</summary><pre>${esc(JSON.stringify(s.event, null, 2))}</pre></details></li>`,
            )
            .join('')}</ol>`;
          const skipped = p.skipped ? `<p class="skipped">Skipped: ${esc(p.skipped)}</p>` : '';
          const failure = p.failure
            ? `<pre class="fail">${esc(p.failure.message)}</pre>${p.screenshot ? `<p><a href="${esc(p.screenshot)}">screenshot</a></p>` : ''}`
            : '';
          return `<li><p>${head}</p><p class="text">${esc(p.text)}</p>${skipped}${failure}${p.skipped ? '' : steps}</li>`;
        })
        .join('\n');
      return `<section id="${esc(m.id)}"><h2>${esc(m.id)}</h2><p>${m.paths.length} covering path(s): ${m.replayed} replayed (${m.passed} passed, ${m.failed} failed), ${m.skipped} skipped.</p><ul>${items}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Path replay through the portal</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:75rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:right}td:first-child{text-align:left}.fail,.failed{color:#b00020}.passed{color:#1b7f3b}.skipped{color:#8a6d00}.text{font-family:monospace;font-size:12px;color:#444}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}li{margin:.3rem 0}</style></head>
<body><h1>Path replay through the portal</h1>
<p>${summary.paths} covering path(s) in ${Math.round(summary.ms / 1000)} s: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped. Generated ${esc(new Date().toISOString())} by <code>npm run test:paths:ui</code>.</p>
<table><thead><tr><th>machine</th><th>covering paths</th><th>replayed</th><th>passed</th><th>failed</th><th>skipped</th></tr></thead><tbody>${rows}</tbody></table>
${sections}
</body></html>
`;
}
