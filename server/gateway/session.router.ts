import { gatewayContract } from '../../contracts/gateway';
import { findPublisherRefByHost } from '../db/repositories/publishers';
import { RATE_LIMITED_MESSAGE, consumeRateLimits } from '../services/rate-limits';
import { mintSession } from '../services/sessions';
import { gateway } from './context';
import { errorResponse } from './errors';

/** Designed (ARCHITECTURE §5): the anonymous session the SPA sends as x-session-id. */
export const sessionRouter = gateway.router(gatewayContract.session, {
  create: async (_args, { database, policy, clientAddress, requestHeaders, responseHeaders }) => {
    const publisher = await findPublisherRefByHost(database, requestHeaders.get('host') ?? '');
    if (!publisher) return errorResponse(400, 'BAD_REQUEST', 'No publisher is configured for this address.');
    const verdict = await consumeRateLimits(database, policy.now(), [
      { scope: 'session:address', subject: clientAddress, limit: policy.rateLimits.sessionsPerAddress },
    ]);
    if (verdict.limited) {
      responseHeaders.set('Retry-After', String(verdict.retryAfterSeconds));
      return errorResponse(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE(verdict.retryAfterSeconds));
    }
    const sessionId = await mintSession(database, policy, { publisherId: publisher.id, clientAddress });
    return { status: 200, body: { sessionId } };
  },
});
