import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the request a database statement serves arrived (issue 16 item 4). The embedded PGlite runs
 * one statement at a time; sent in the order they were issued, a request of six statements queued
 * six times behind everything the other requests had sent, and under 200 users at once its latency
 * was six queues long. Sent oldest request first, a request waits about once for the work of the
 * requests before it, and the tail shortens while the mean stays the same.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs fn with its statements ordered as from a request that arrived at `arrivedAt` (performance.now()). */
export function inArrivalOrder<T>(arrivedAt: number, fn: () => T): T {
  return arrival.run(arrivedAt, fn);
}

/** The arrival of the request being served, or now outside one (a job, the identity provider). */
export function arrivalOfCurrentRequest(): number {
  return arrival.getStore() ?? performance.now();
}
