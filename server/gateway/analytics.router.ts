import { gatewayContract } from '../../contracts/gateway';
import { ANALYTICS_RATE_LIMITED_MESSAGE, publishEvent } from '../services/analytics';
import { authorize } from './authorize';
import { gateway } from './context';
import { errorResponse } from './errors';

/** §7 call 28. Events come before sign-in too (a failed lookup), so any live session may publish. */
export const analyticsRouter = gateway.router(gatewayContract.analytics, {
  publish: async ({ body }, context) => {
    const auth = await authorize(context);
    if (!auth.ok) {
      // The contract has no 403 here; authorize() with no accounts never answers one.
      if (auth.response.status === 403) return errorResponse(401, auth.response.body.code, auth.response.body.message);
      return auth.response;
    }
    const outcome = await publishEvent(context.database, context.policy, auth.session, body.body);
    if (outcome.kind === 'rate-limited') {
      context.responseHeaders.set('Retry-After', String(outcome.retryAfterSeconds));
      return errorResponse(429, 'RATE_LIMITED', ANALYTICS_RATE_LIMITED_MESSAGE(outcome.retryAfterSeconds));
    }
    return { status: 200, body: { success: true } };
  },
});
