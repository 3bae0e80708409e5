/**
 * `npm run test:load`: N simulated subscribers against a running portal for D seconds (issue 16).
 * Each opens a session, signs in as a guest with a demo account, then loops over the action mix
 * of a real visit: the account refetch every screen makes (60%), the recent issues (20%) and a
 * communication-preference change (20%, only by the one user that owns the account's writes, so
 * that the last acknowledged value is known). Afterwards every written account is read back: a
 * preference that is not the last acknowledged one is a lost write.
 *
 *   npm run test:load -- [--users 200] [--seconds 60] [--database-url postgres://…]
 *                        [--url http://northwind.localhost:8080] [--p99-budget 1500] [--json file]
 *                        [--think-ms 0] [--cpu-prof DIR]
 *
 * --think-ms: the mean pause of each user before its first action and between two actions (uniform
 * from half to one and a half times it), the time a subscriber spends reading a screen; so arrivals
 * spread over the first pause too. 0, the default, starts every user at once and calls again as soon
 * as the answer arrives: N requests always in flight, a stress test rather than N people.
 *
 * --cpu-prof DIR: the portal it starts writes a V8 CPU profile of the run into DIR when it stops
 * (open it in Chrome's DevTools, Performance panel); not with --url.
 *
 * Without --url it starts the portal itself (`tsx server/main.ts`) on a free port: on the default
 * embedded PGlite, or on --database-url (a fresh database is created there and dropped after).
 * It prints requests, errors by kind, latency percentiles and lost writes; the exit code is 1 on
 * any failed request or lost write, or a p99 over --p99-budget when one is given.
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPortal } from './support/portal-process';
import demo from '../server/seed/demo-accounts.json';

interface Options {
  users: number;
  seconds: number;
  url: string | null;
  databaseUrl: string | null;
  p99Budget: number | null;
  json: string | null;
  thinkMs: number;
  cpuProfDir: string | null;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] ?? null : null;
  };
  return {
    users: Number(value('users') ?? 200),
    seconds: Number(value('seconds') ?? 60),
    url: value('url'),
    databaseUrl: value('database-url'),
    p99Budget: value('p99-budget') ? Number(value('p99-budget')) : null,
    json: value('json'),
    thinkMs: Number(value('think-ms') ?? 0),
    cpuProfDir: value('cpu-prof'),
  };
}

type Kind = 'session' | 'signIn' | 'refetch' | 'issues' | 'preferences';
interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  status: number;
}

const samples: Sample[] = [];
const errors = new Map<string, number>();

/** Northwind accounts a guest can sign in to by number and postal code. */
const ACCOUNTS = demo.accounts.filter((a) => a.publisherHost.startsWith('northwind') && a.postalCode !== '%' && !/Secured/.test(a.description));

async function call(base: string, host: string, kind: Kind, path: string, init: { method?: string; session?: string; body?: unknown } = {}) {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        host,
        ...(init.session ? { 'x-session-id': init.session } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    status = response.status;
    const body = (await response.json().catch(() => null)) as unknown;
    const ok = response.ok;
    samples.push({ kind, ms: performance.now() - started, ok, status });
    if (!ok) errors.set(`${kind} ${status}`, (errors.get(`${kind} ${status}`) ?? 0) + 1);
    return { ok, status, body };
  } catch (error) {
    samples.push({ kind, ms: performance.now() - started, ok: false, status });
    // fetch says only 'fetch failed'; its cause names what happened (ECONNRESET, a timeout...).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${(error.cause as Error & { code?: string }).code ?? error.cause.message}` : '';
    const key = `${kind} ${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 80);
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return { ok: false, status, body: null };
  }
}

interface Customer {
  email?: string;
  permissions: Record<string, string>;
}

async function visitor(base: string, host: string, index: number, until: number, owners: Map<string, { last: string | null }>, thinkMs: number) {
  const account = ACCOUNTS[index % ACCOUNTS.length]!;
  const writes = index < ACCOUNTS.length ? owners.get(account.accountNumber)! : null;
  // With a think time, people arrive as they act: each after a pause like the ones between its actions,
  // not all 200 in the same millisecond. Without one, all start at once (the stress test).
  if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
  const session = await call(base, host, 'session', '/api/sessions', { method: 'POST' });
  const sessionId = (session.body as { sessionId?: string } | null)?.sessionId;
  if (!sessionId) return;
  const lookupBody = { magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: account.accountNumber, postalCode: account.postalCode } };
  const signedIn = await call(base, host, 'signIn', '/api/GC-call-globalcustomer', { session: sessionId, body: lookupBody });
  if (!signedIn.ok) return;
  let customer = (signedIn.body as { customers?: Customer[] } | null)?.customers?.[0];
  let step = 0;
  while (performance.now() < until) {
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    if (performance.now() >= until) break;
    const roll = (index * 7 + step++) % 10;
    if (roll < 6) {
      const refetched = await call(base, host, 'refetch', '/api/GC-call-globalcustomer', { session: sessionId, body: lookupBody });
      customer = (refetched.body as { customers?: Customer[] } | null)?.customers?.[0] ?? customer;
    } else if (roll < 8 || !writes || !customer?.email) {
      await call(base, host, 'issues', `/api/entitledissues?magCode=NWM&accountNumber=${account.accountNumber}&lastIssue=18`, { session: sessionId });
    } else {
      const value = step % 4 < 2 ? 'Y' : 'N';
      const saved = await call(base, host, 'preferences', '/api/cofp', {
        session: sessionId,
        body: { action: 'preferences', accountNumber: account.accountNumber, prodIdAlias: 'NWM', email: customer.email, permissions: { emailUseAnywherePerm: value } },
      });
      if (saved.ok) writes.last = value;
    }
  }
}

/** Reads back every account written: its preference must be the last acknowledged value. */
async function lostWrites(base: string, host: string, owners: Map<string, { last: string | null }>): Promise<string[]> {
  const lost: string[] = [];
  for (const [accountNumber, { last }] of owners) {
    if (last === null) continue;
    const account = ACCOUNTS.find((a) => a.accountNumber === accountNumber)!;
    const session = (await (await fetch(`${base}/api/sessions`, { method: 'POST', headers: { host } })).json()) as { sessionId: string };
    const response = await fetch(`${base}/api/GC-call-globalcustomer`, {
      method: 'POST',
      headers: { host, 'x-session-id': session.sessionId, 'content-type': 'application/json' },
      body: JSON.stringify({ magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: accountNumber, postalCode: account.postalCode } }),
    });
    const found = ((await response.json()) as { customers?: Customer[] }).customers?.[0];
    if (found?.permissions.emailUseAnywherePerm !== last) lost.push(`${accountNumber}: acknowledged ${last}, stored ${found?.permissions.emailUseAnywherePerm}`);
  }
  return lost;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

function summarise(kindFilter?: Kind) {
  const chosen = kindFilter ? samples.filter((s) => s.kind === kindFilter) : samples;
  const ms = chosen.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: chosen.length,
    failed: chosen.filter((s) => !s.ok).length,
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
    max: Math.round(ms.at(-1) ?? 0),
  };
}

const options = parseArgs(process.argv.slice(2));
const portal = options.url ? { base: options.url, stop: async () => {} } : await startPortal({
      databaseUrl: options.databaseUrl,
      nodeArgs: options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [],
    });
// The publisher is chosen by the Host header: Northwind's, the publisher of these accounts.
const host = `northwind.localhost:${new URL(portal.base).port || '80'}`;
const owners = new Map(ACCOUNTS.map((a) => [a.accountNumber, { last: null as string | null }]));
const started = performance.now();
const until = started + options.seconds * 1000;
await Promise.all(Array.from({ length: options.users }, (_, i) => visitor(portal.base, host, i, until, owners, options.thinkMs)));
const elapsed = (performance.now() - started) / 1000;
const lost = await lostWrites(portal.base, host, owners);
await portal.stop();

const kinds: Kind[] = ['session', 'signIn', 'refetch', 'issues', 'preferences'];
const report = {
  users: options.users,
  thinkMs: options.thinkMs,
  seconds: Math.round(elapsed),
  database: options.url ? 'external' : options.databaseUrl ? 'postgres' : 'pglite',
  overall: summarise(),
  byKind: Object.fromEntries(kinds.map((k) => [k, summarise(k)])),
  errors: Object.fromEntries(errors),
  lostWrites: lost,
  throughputPerSecond: Math.round(samples.length / elapsed),
};
console.log(JSON.stringify(report, null, 2));
if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
const overBudget = options.p99Budget !== null && report.overall.p99 > options.p99Budget;
if (report.overall.failed > 0 || lost.length > 0 || overBudget) {
  console.error(`load: FAILED (${report.overall.failed} failed requests, ${lost.length} lost writes${overBudget ? `, p99 ${report.overall.p99} ms over ${options.p99Budget} ms` : ''})`);
  process.exit(1);
}
console.log(`load: ${report.overall.requests} requests by ${options.users} users (think time ${options.thinkMs} ms) in ${report.seconds} s, none failed, no lost write; p99 ${report.overall.p99} ms`);
