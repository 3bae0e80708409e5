import type { Database } from '../db';
import type { RateLimit } from '../services/policy';
import { consumeRateLimits, type RateLimitCheck } from '../services/rate-limits';

/**
 * Brute-force limits of the provider's forms, kept in the database like the gateway's (so every
 * process shares them). RATE_LIMIT_MULTIPLIER scales them as it scales the gateway's.
 */
const MINUTE_MS = 60_000;

export const IDP_RATE_LIMITS = {
  /** Sign-in attempts for one email, whoever sends them. */
  signInPerEmail: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Sign-in attempts from one client address. */
  signInPerAddress: { max: 50, windowMs: 15 * MINUTE_MS },
  /** New accounts from one client address. */
  registerPerAddress: { max: 10, windowMs: 60 * MINUTE_MS },
  /** Reset links asked for one email (more are silently not sent). */
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE_MS },
  /** Reset links asked from one client address. */
  resetPerAddress: { max: 20, windowMs: 60 * MINUTE_MS },
  /** Current-password checks on the account page, per user. */
  accountPasswordPerUser: { max: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export type IdpRateLimitName = keyof typeof IDP_RATE_LIMITS;

export interface IdpLimiter {
  /** Counts one attempt against each named limit; the seconds to wait when one is exceeded, else null. */
  hit(checks: Array<[IdpRateLimitName, string]>): Promise<number | null>;
}

export function createIdpLimiter(database: Database, opts: { multiplier?: number; now?: () => Date } = {}): IdpLimiter {
  const multiplier = opts.multiplier ?? 1;
  const now = opts.now ?? (() => new Date());
  return {
    async hit(checks) {
      const verdict = await consumeRateLimits(
        database,
        now(),
        checks.map(
          ([name, subject]): RateLimitCheck => ({
            scope: `idp:${name}`,
            subject: subject.trim().toLowerCase(),
            limit: { ...IDP_RATE_LIMITS[name], max: Math.max(1, Math.round(IDP_RATE_LIMITS[name].max * multiplier)) },
          }),
        ),
      );
      return verdict.limited ? verdict.retryAfterSeconds : null;
    },
  };
}
