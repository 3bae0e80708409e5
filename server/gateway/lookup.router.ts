import { gatewayContract } from '../../contracts/gateway';
import { accountLookup } from '../services/lookup';
import { RATE_LIMITED_MESSAGE } from '../services/rate-limits';
import { linkIdentity, securedCheck } from '../services/secure-sign-in';
import { authorize, denied } from './authorize';
import { gateway } from './context';
import { errorResponse } from './errors';
import { notImplementedResponse } from './pending-calls';

/** §7 calls 4–6. */
export const lookupRouter = gateway.router(gatewayContract.lookup, {
  accountLookup: async ({ body }, context) => {
    const auth = await authorize(context, { globalCode: body.globalCode });
    if (!auth.ok) return auth.response;
    const outcome = await accountLookup(context.database, context.policy, {
      publisher: auth.publisher,
      session: auth.session,
      clientAddress: context.clientAddress,
      request: body,
    });
    if (outcome.kind === 'rate-limited') {
      context.responseHeaders.set('Retry-After', String(outcome.retryAfterSeconds));
      return errorResponse(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE(outcome.retryAfterSeconds));
    }
    return { status: 200, body: outcome.body };
  },

  link: async ({ body }, context) => {
    // TODO(identity provider): the provider of the Sign-in issue supplies verifyAccessToken
    // (signature against its JWKS, issuer, audience, expiry). Until then this call answers 501:
    // trusting myloIdentitySub without a verified token would let anyone claim any identity.
    if (!context.verifyAccessToken) {
      return notImplementedResponse(context.appRoute, 'Sign-in', 'the access token is verified against the identity provider, which does not exist yet');
    }
    const auth = await authorize(context, { globalCode: body.globalCode });
    if (!auth.ok) return auth.response;
    const claims = await context.verifyAccessToken(body.accessToken);
    // §8 "Invalid login token": the SPA treats it as a session timeout and signs out.
    if (!claims || claims.sub !== body.myloIdentitySub) return errorResponse(401, 'INVALID_TOKEN', 'Invalid login token');
    return { status: 200, body: await linkIdentity(context.database, auth.publisher, auth.session, claims.sub) };
  },

  securedCheck: async ({ body }, context) => {
    const auth = await authorize(context, { globalCode: body.globalCode });
    if (!auth.ok) return auth.response;
    const answer = await securedCheck(context.database, auth.publisher, auth.session, body.recRegId);
    if (!Array.isArray(answer)) return denied(answer).response;
    return { status: 200, body: answer };
  },
});
