import type { Database } from '../db';

/**
 * Lookup answers a gateway process built, kept with the account view version it read before
 * building them (issue 15): the versions of the accounts the session holds and the database's epoch,
 * read with the session (migration 0007). A refetch (§4: after every action, on a reload, in another
 * tab) asks for the same answer again: while the version is the same, no row the answer was built
 * from has changed in any process, so the copy is the answer. A commit that changes what one of
 * those accounts shows moves its version, and its next refetch builds afresh; other accounts keep
 * their copies.
 *
 * Each database has its own copies (tests open many). They are bounded by their size as JSON (an
 * account with 200 orders answers 200 kB) and by their number, the oldest going first, and live
 * at most ANSWER_TTL_MS, so a long-idle account does not keep memory.
 */
export const ANSWER_TTL_MS = 10 * 60_000;
export const ANSWER_LIMITS = { entries: 1_000, jsonBytes: 16 * 1024 * 1024 };

interface Kept {
  version: string;
  answer: unknown;
  jsonBytes: number;
  expiresAt: number;
}

export class KeptAnswers {
  private readonly entries = new Map<string, Kept>();
  private jsonBytes = 0;
  /** Asks answered from a copy, and asks that found none (or an outdated one). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly limits: { entries: number; jsonBytes: number; ttlMs: number; now?: () => number } = { ...ANSWER_LIMITS, ttlMs: ANSWER_TTL_MS }) {}

  private now(): number {
    return (this.limits.now ?? Date.now)();
  }

  /** The answer kept under `key` when it was built at `version`; undefined otherwise. */
  get<T>(key: string, version: string | null): T | undefined {
    const kept = this.entries.get(key);
    if (!kept || version === null) {
      this.stats.misses++;
      return undefined;
    }
    if (kept.expiresAt <= this.now() || kept.version !== version) {
      this.drop(key, kept);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return kept.answer as T;
  }

  /** Keeps `answer`, built from rows read after the version was `version` (one larger than the bound is not kept). */
  set(key: string, version: string | null, answer: unknown): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (version === null) return;
    const jsonBytes = JSON.stringify(answer).length;
    if (jsonBytes > this.limits.jsonBytes) return;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size < this.limits.entries && this.jsonBytes + jsonBytes <= this.limits.jsonBytes) break;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, { version, answer, jsonBytes, expiresAt: this.now() + this.limits.ttlMs });
    this.jsonBytes += jsonBytes;
  }

  /** Forgets every copy (the next ask of each builds afresh). */
  clear(): void {
    this.entries.clear();
    this.jsonBytes = 0;
  }

  private drop(key: string, kept: Kept): void {
    this.entries.delete(key);
    this.jsonBytes -= kept.jsonBytes;
  }

  get size(): { entries: number; jsonBytes: number } {
    return { entries: this.entries.size, jsonBytes: this.jsonBytes };
  }
}

const perDatabase = new WeakMap<Database, KeptAnswers>();

/** The answers kept for this database in this process. */
export function keptAnswersOf(database: Database): KeptAnswers {
  let kept = perDatabase.get(database);
  if (!kept) {
    kept = new KeptAnswers();
    perDatabase.set(database, kept);
  }
  return kept;
}
