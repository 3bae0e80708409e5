import { createHash } from 'node:crypto';
import { countHits } from '../db/repositories/rate-limits';
import type { Database } from '../db';
import type { RateLimit } from './policy';

/**
 * Fixed-window rate limits kept in the database, so every gateway process shares them. Keys are
 * hashed: the table holds no email address or client address in clear.
 */

export interface RateLimitCheck {
  /** e.g. 'lookup:address', 'lookup:account' */
  scope: string;
  /** What is counted: a client address, an account number, an email... */
  subject: string;
  limit: RateLimit;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

export const RATE_LIMITED_MESSAGE = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`;

function keyOf(check: RateLimitCheck): string {
  return `${check.scope}:${createHash('sha256').update(check.subject).digest('base64url').slice(0, 32)}`;
}

/** Counts one hit against every check; limited when any count goes over its maximum. */
export async function consumeRateLimits(database: Database, now: Date, checks: readonly RateLimitCheck[]): Promise<RateLimitVerdict> {
  const t = now.getTime();
  const windows = checks.map((check) => {
    const start = Math.floor(t / check.limit.windowMs) * check.limit.windowMs;
    return { check, windowStart: new Date(start), windowEnd: start + check.limit.windowMs };
  });
  const counts = await countHits(
    database,
    windows.map((w) => ({ key: keyOf(w.check), windowStart: w.windowStart })),
  );
  let retryAfterMs = 0;
  windows.forEach((w, i) => {
    if (counts[i]! > w.check.limit.max) retryAfterMs = Math.max(retryAfterMs, w.windowEnd - t);
  });
  return retryAfterMs > 0 ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { limited: false };
}
