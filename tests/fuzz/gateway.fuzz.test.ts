import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodFastCheck } from 'zod-fast-check';
import type { ZodTypeAny } from 'zod';
import { gatewayContract } from '../../contracts/gateway';
import { ownershipOf } from '../../contracts/ownership';
import { ZCountryCodeSchema, ZPostalCodeWireSchema } from '../../contracts/schemas/fields';
import { ZAcctNbrSchema } from '../../contracts/schemas/lookup';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from '../server/support/database';

/**
 * Property-based requests to every gateway route (issue 16, `npm run test:fuzz`): bodies, queries
 * and path parameters generated from the contract's own zod schemas (zod-fast-check), the same
 * with the declared account fields pointed at the session's own account (so the call gets past the
 * session check and reaches the service), hostile strings (NUL, lone surrogates, huge, markup)
 * slipped into valid bodies, and arbitrary JSON. Whatever comes in, the gateway answers below 500
 * with the one error body, on PGlite and on PostgreSQL.
 *
 * FUZZ_RUNS sets the runs per route and kind (npm test: 8, fixed seed; npm run test:fuzz: 200 by default).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/**
 * Inside npm test (no FUZZ_RUNS) the seed is fixed, so CI is repeatable; npm run test:fuzz explores
 * new inputs on every run and prints the seed of a failure (FUZZ_SEED replays it).
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : 20261124;
const HOST = 'northwind.localhost:8080';
const ACCOUNT = '10000001';
const POSTAL = '10118';

function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : routesOf(value as AppRouter, `${prefix}${key}.`),
  );
}

/** Field schemas whose regex zod-fast-check cannot invert: real values instead. */
const FIELDS = ZodFastCheck()
  .override(ZCountryCodeSchema, fc.constantFrom('US', 'CA', 'HK', 'AE', 'FR', 'ZZ'))
  .override(ZPostalCodeWireSchema, fc.constantFrom('10118', 'H2J2L4', 'K1A 0B1', '%', '90401'))
  .override(ZAcctNbrSchema, fc.constantFrom('10000001', '10000017', '20000001', '99999999', '1'));

type Schemas = AppRoute & { body?: ZodTypeAny; query?: ZodTypeAny; pathParams?: ZodTypeAny; headers?: ZodTypeAny };
const isZod = (value: unknown): value is ZodTypeAny => typeof (value as ZodTypeAny | undefined)?.safeParse === 'function';

/** A valid-shaped value of a schema, or null when zod-fast-check cannot generate one (a regex it cannot invert). */
function arbitraryOf(schema: unknown): fc.Arbitrary<unknown> | null {
  if (!isZod(schema)) return null;
  try {
    const arbitrary = FIELDS.inputOf(schema);
    // Generation that needs an override fails on some values only: try enough of them up front.
    fc.sample(arbitrary, { numRuns: 50 });
    return arbitrary;
  } catch {
    return null;
  }
}

const HOSTILE = ['\u0000', '\ud800', '\udc00x', 'x'.repeat(70_000), '<script>alert(1)</script>', "'; drop table customers; --", '%00', '../../etc/passwd', '💥', ' '];

/** Replaces one string leaf of a JSON value with a hostile string. */
function poison(value: unknown, pick: number, hostile: string): unknown {
  let index = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return index++ === pick ? hostile : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value);
}

/** Sets the route's declared account fields to the session's own account. */
function ownAccount(route: AppRoute, request: { body?: unknown; query?: unknown }) {
  const paths = ownershipOf(route)?.accounts ?? [];
  const set = (node: unknown, path: string[]): unknown => {
    if (node === null || typeof node !== 'object' || path.length === 0) return node;
    const [head, ...rest] = path;
    if (head === '*') return Array.isArray(node) ? node.map((n) => (rest.length ? set(n, rest) : ACCOUNT)) : node;
    const copy = Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) };
    (copy as Record<string, unknown>)[head!] = rest.length ? set((node as Record<string, unknown>)[head!], rest) : ACCOUNT;
    return copy;
  };
  let out: Record<string, unknown> = { ...request };
  for (const path of paths) {
    const [root, ...rest] = path.split('.');
    if (out[root!] !== undefined) out = { ...out, [root!]: set(out[root!], rest) };
  }
  return out as { body?: unknown; query?: unknown };
}

function urlOf(route: AppRoute, pathParams: unknown, query: unknown): string {
  let path = route.path;
  for (const [key, value] of Object.entries((pathParams as Record<string, unknown>) ?? {})) path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  path = path.replace(/:(\w+)/g, 'x');
  if (query && typeof query === 'object') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    const text = params.toString();
    if (text) path += `?${text}`;
  }
  return path;
}

describe.each(testDatabases())('gateway fuzz on $name', ({ open }) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let session = '';
  const tally = { requests: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    app = createApp({
      database: testDb.database,
      log: createLogger('silent'),
      distDir: 'dist',
      clientAddress: () => '198.51.100.77',
      // The limits are not under test: every request should reach validation and the services.
      policy: { lookupMinDurationMs: 0, rateLimitMultiplier: 100_000, botCheck: { maxNumber: 500, challengeTtlMs: 600_000 } },
    });
    session = ((await (await app.request('/api/sessions', { method: 'POST', headers: { host: HOST } })).json()) as { sessionId: string }).sessionId;
    const proved = await app.request('/api/GC-call-globalcustomer', {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json', 'x-session-id': session },
      body: JSON.stringify({ magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: ACCOUNT, postalCode: POSTAL } }),
    });
    expect(proved.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    // The figures for the closing note and QA: requests sent and answers by status.
    console.info(`fuzz: ${tally.requests} requests, answers ${JSON.stringify(Object.fromEntries([...tally.byStatus].sort()))}`);
    await testDb?.dispose();
  });

  async function send(route: AppRoute, request: { body?: unknown; query?: unknown; pathParams?: unknown; headers?: unknown }) {
    const headers: Record<string, string> = { host: HOST, 'x-session-id': session };
    for (const [key, value] of Object.entries((request.headers as Record<string, unknown>) ?? {})) {
      if (typeof value === 'string' && key !== 'x-session-id' && key !== 'host') headers[key] = value;
    }
    const hasBody = route.method !== 'GET' && request.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await app.request(urlOf(route, request.pathParams, request.query), {
        method: route.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      });
    } catch (error) {
      // Header values a fetch refuses (a control character) never reach a server; nothing to judge.
      if (error instanceof TypeError && /header/i.test(error.message)) return;
      throw error;
    }
    tally.requests += 1;
    tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
    const text = await response.text();
    expect(response.status, `${route.method} ${route.path} ${JSON.stringify(request).slice(0, 400)} → ${text.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
      const body = JSON.parse(text) as { code?: unknown; message?: unknown };
      expect(typeof body.code === 'string' && typeof body.message === 'string', `${route.path}: ${text.slice(0, 200)}`).toBe(true);
    }
  }

  const routes = routesOf(gatewayContract).map(([name, route]) => [name, route as Schemas] as const);

  it.each(routes)('%s: generated, own-account, poisoned and arbitrary requests never answer 5xx', async (_name, route) => {
    const parts = {
      body: arbitraryOf(route.body),
      query: arbitraryOf(route.query),
      pathParams: arbitraryOf(route.pathParams),
      headers: arbitraryOf(route.headers),
    };
    const valid = fc.record({
      body: parts.body ?? fc.constant(undefined),
      query: parts.query ?? fc.constant(undefined),
      pathParams: parts.pathParams ?? fc.constant(undefined),
      headers: parts.headers ?? fc.constant(undefined),
    });
    const options = { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true };
    await fc.assert(fc.asyncProperty(valid, (request) => send(route, request)), options);
    await fc.assert(fc.asyncProperty(valid, (request) => send(route, { ...request, ...ownAccount(route, request) })), options);
    await fc.assert(
      fc.asyncProperty(valid, fc.nat(40), fc.constantFrom(...HOSTILE), (request, pick, hostile) =>
        send(route, { ...request, ...ownAccount(route, request), body: poison(request.body, pick, hostile), query: poison(request.query, pick, hostile) }),
      ),
      options,
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }), (body, query) =>
        send(route, { body, query }),
      ),
      options,
    );
  }, 600_000);
});
