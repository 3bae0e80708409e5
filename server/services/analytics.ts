import type { TAnalyticsEvent } from '../../contracts/schemas/analytics';
import type { Database } from '../db';
import { insertAnalyticsEvent } from '../db/repositories/analytics-events';
import type { RateLimit, SecurityPolicy } from './policy';
import { consumeRateLimits } from './rate-limits';
import type { ActiveSession } from './sessions';

/** Events one browser session may publish: a page sends one per action result (§8), far fewer than this. */
export const ANALYTICS_LIMIT_PER_SESSION: RateLimit = { max: 120, windowMs: 60_000 };

export const ANALYTICS_RATE_LIMITED_MESSAGE = (seconds: number) => `Too many analytics events. Please wait ${seconds} seconds.`;

export type PublishOutcome = { kind: 'stored' } | { kind: 'rate-limited'; retryAfterSeconds: number };

/** §7 call 28: stores one event for the session's publisher, at most ANALYTICS_LIMIT_PER_SESSION a minute. */
export async function publishEvent(
  database: Database,
  policy: SecurityPolicy,
  session: ActiveSession,
  event: TAnalyticsEvent,
): Promise<PublishOutcome> {
  const verdict = await consumeRateLimits(database, policy.now(), [
    { scope: 'analytics:session', subject: session.id, limit: ANALYTICS_LIMIT_PER_SESSION },
  ]);
  if (verdict.limited) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  await insertAnalyticsEvent(database, { publisherId: session.publisherId, sessionId: session.id, ...event });
  return { kind: 'stored' };
}
