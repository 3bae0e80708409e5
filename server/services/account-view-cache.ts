import type { Database } from '../db';
import { TtlCache } from '../db/ttl-cache';

/**
 * Lookup answers a gateway process built, kept with the account view's version it read before
 * building them (issue 15). The refetch after every account action (§4) asks for the same answer
 * again: while the version is the same, no row the answer was built from has changed in any
 * process, so the copy is the answer. Any commit to those rows moves the version (migration 0007),
 * and the next refetch builds afresh.
 *
 * Each database has its own copies (tests open many); the copies are bounded and live at most
 * ANSWER_TTL_MS, so a day boundary or a long-idle account does not keep memory.
 */
export interface KeptAnswer<T> {
  version: string;
  answer: T;
}

const ANSWER_TTL_MS = 10 * 60_000;
const MAX_ANSWERS = 1_000;
const caches = new WeakMap<Database, TtlCache<string, KeptAnswer<unknown>>>();

function cacheOf(database: Database): TtlCache<string, KeptAnswer<unknown>> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new TtlCache({ ttlMs: ANSWER_TTL_MS, maxEntries: MAX_ANSWERS });
    caches.set(database, cache);
  }
  return cache;
}

/** The answer kept under `key` when it was built at `version`; undefined otherwise. */
export function keptAnswer<T>(database: Database, key: string, version: string | null): T | undefined {
  if (version === null) return undefined;
  const kept = cacheOf(database).get(key);
  return kept && kept.version === version ? (kept.answer as T) : undefined;
}

/** Keeps `answer`, built from rows read after the version was `version`. */
export function keepAnswer<T>(database: Database, key: string, version: string | null, answer: T): void {
  if (version === null) return;
  cacheOf(database).set(key, { version, answer });
}
