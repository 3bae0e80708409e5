/**
 * Gateway throughput for `npm run bench` (issue 15): the refetch every screen makes after an
 * action (a guest lookup of an account the session already proved) against the same server's
 * `/healthz`, side by side in one run, with autocannon at a fixed number of connections.
 */
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
}

export interface GuestAccount {
  account: string;
  postalCode: string;
}

/** The lookup body the SPA sends for a guest signed in by account number and postal code. */
export const lookupBody = (account: GuestAccount) =>
  JSON.stringify({ magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: account.account, postalCode: account.postalCode } });

/** A gateway session that has proved `body`'s account: later lookups with it are refetches. */
export async function provenSession(base: string, host: string, body: string): Promise<string> {
  const { sessionId } = (await (await fetch(`${base}/api/sessions`, { method: 'POST', headers: { host } })).json()) as { sessionId: string };
  const response = await fetch(`${base}/api/GC-call-globalcustomer`, { method: 'POST', headers: { host, 'x-session-id': sessionId, 'content-type': 'application/json' }, body });
  if (!response.ok) throw new Error(`The sign-in for the bench answered ${response.status}: ${await response.text()}`);
  return sessionId;
}

export async function hammer(options: { url: string; host: string; connections: number; seconds: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }): Promise<Throughput> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: { host: options.host, ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** `/healthz`, then the refetch, each after a short warm-up at the same concurrency. */
export async function refetchAgainstHealth(base: string, host: string, account: GuestAccount, options: { connections: number; seconds: number }) {
  const body = lookupBody(account);
  const sessionId = await provenSession(base, host, body);
  const health = { url: `${base}/healthz`, host, connections: options.connections };
  const refetch = { url: `${base}/api/GC-call-globalcustomer`, host, connections: options.connections, method: 'POST' as const, headers: { 'x-session-id': sessionId }, body };
  await hammer({ ...health, seconds: 2 });
  const healthz = await hammer({ ...health, seconds: options.seconds });
  await hammer({ ...refetch, seconds: 2 });
  const refetched = await hammer({ ...refetch, seconds: options.seconds });
  return { healthz, refetch: refetched, ratio: refetched.requestsPerSecond / healthz.requestsPerSecond };
}
