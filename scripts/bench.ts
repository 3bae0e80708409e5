/**
 * `npm run bench`: first-load JavaScript and CSS (gzip) per route, read from the Vite manifest.
 * A route's first load is the entry chunk, the lazy screen of that route, everything they import
 * statically, and the message catalog loaded at start-up. The notification area and the
 * signed-in controls load on demand and are not counted. `--json` also writes bench/bundle.json;
 * the exit code is 1 when /login is over its budget.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const DIST = 'dist';
/** The lazy screen module behind each route measured. */
const ROUTES: Record<string, string> = {
  '/login': 'src/features/login/LoginScreen.tsx',
  '/accounts/summary': 'src/features/accounts/SummaryScreen.tsx',
  '/flows': 'src/features/flows/FlowsScreen.tsx',
};
/** Issue budget for /login (gzip bytes). */
const LOGIN_BUDGET = { js: 170 * 1024, css: 20 * 1024 };

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

function collect(key: string, seen: Set<string>, files: { js: Set<string>; css: Set<string> }) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  files.js.add(chunk.file);
  chunk.css?.forEach((c) => files.css.add(c));
  chunk.imports?.forEach((i) => collect(i, seen, files));
}

function firstLoad(screen: string) {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const files = { js: new Set<string>(), css: new Set<string>() };
  const seen = new Set<string>();
  collect(entry, seen, files);
  collect(screen, seen, files);
  // Loaded at start-up by a dynamic import: the message catalog of the (English) locale.
  const catalog = Object.keys(manifest).find((key) => key.endsWith('locales/en-US/messages.po'));
  if (catalog) collect(catalog, seen, files);
  const sum = (set: Set<string>) => [...set].reduce((n, f) => n + gzipSize(f), 0);
  return { jsGzipBytes: sum(files.js), cssGzipBytes: sum(files.css), files: files.js.size + files.css.size };
}

const results = Object.fromEntries(Object.entries(ROUTES).map(([route, screen]) => [route, firstLoad(screen)]));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const [route, r] of Object.entries(results)) {
  console.log(`${route.padEnd(20)} JS ${kb(r.jsGzipBytes).padStart(9)}  CSS ${kb(r.cssGzipBytes).padStart(8)}  (gzip, ${r.files} files)`);
}
const login = results['/login']!;
const withinBudget = login.jsGzipBytes <= LOGIN_BUDGET.js && login.cssGzipBytes <= LOGIN_BUDGET.css;
console.log(`/login budget ${kb(LOGIN_BUDGET.js)} JS, ${kb(LOGIN_BUDGET.css)} CSS: ${withinBudget ? 'within' : 'OVER'}`);

if (process.argv.includes('--json')) {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/bundle.json', JSON.stringify({ routes: results, budget: { '/login': LOGIN_BUDGET }, withinBudget }, null, 2) + '\n');
  console.log('wrote bench/bundle.json');
}
if (!withinBudget) process.exitCode = 1;
