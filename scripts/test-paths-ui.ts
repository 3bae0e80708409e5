/**
 * `npm run test:paths:ui -- [<machineId>] [--path <machineId>/<n>]`: for QA, the generated paths
 * replayed through the real portal in Chromium (tests/e2e-paths/replay.spec.ts, config
 * playwright.paths.config.ts, its own server on port 8484 with a fresh seeded database): a covering
 * set of each machine's paths, or one machine's, or one path (covering or not).
 *
 * Serves the SPA built in dist/ (or E2E_DIST_DIR); runs `npm run build` first only when it is missing.
 * Writes reports/paths-ui/paths.json, junit.xml and index.html (with screenshots of failures).
 * Exits with Playwright's status: 1 when a path failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { machineAtlas } from '../machines/index';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const pathFlag = args.indexOf('--path');
const pathId = pathFlag >= 0 ? args[pathFlag + 1] : undefined;
const positional = args.filter((a, i) => !a.startsWith('--') && (pathFlag < 0 || i !== pathFlag + 1));
const machineId = positional[0] ?? pathId?.split('/')[0];

if (pathFlag >= 0 && !pathId) fail('--path needs a path id, e.g. --path replacementIssue/9');
if (machineId && !machineAtlas.some((e) => e.id === machineId)) {
  fail(`No machine "${machineId}". Machines: ${machineAtlas.map((e) => e.id).join(', ')}`);
}

const dist = resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  if (process.env.E2E_DIST_DIR) fail(`E2E_DIST_DIR=${process.env.E2E_DIST_DIR} holds no build (no index.html).`);
  process.stdout.write('dist/ is missing: npm run build\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATHS_UI_MACHINE: machineId ?? '', PATHS_UI_PATH: pathId ?? '' },
});
process.exit(run.status ?? 1);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
