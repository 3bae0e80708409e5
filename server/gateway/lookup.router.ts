import { gatewayContract } from '../../contracts/gateway';
import { queueLinkingConfirm, queueSecuredNotice } from '../services/account-change-mail';
import { CONFIRM_LINK_TTL_HOURS, confirmToken } from '../services/linking-confirm';
import { accountLookup } from '../services/lookup';
import { mailedLinkOrigin, noticeDeps } from './customer.router';
import { UNDO_LINK_TTL_DAYS, undoToken } from '../services/linking-undo';
import { PAGE_PATHS, realmUrl } from '../idp/realm';
import { RATE_LIMITED_MESSAGE } from '../services/rate-limits';
import { linkIdentity, securedCheck } from '../services/secure-sign-in';
import { authorize, denied } from './authorize';
import { botCheckRequired, lookupBotCheck } from './bot-check.router';
import { gateway } from './context';
import { errorResponse } from './errors';

/** §7 calls 4–6. */
export const lookupRouter = gateway.router(gatewayContract.lookup, {
  accountLookup: async ({ body }, context) => {
    const auth = await authorize(context, { globalCode: body.globalCode });
    if (!auth.ok) return auth.response;
    const botCheck = await lookupBotCheck(context, auth, body);
    if (botCheck.refused) return botCheck.refused;
    const outcome = await accountLookup(context.database, context.policy, {
      publisher: auth.publisher,
      session: auth.session,
      clientAddress: context.clientAddress,
      request: body,
      botCheckSolved: botCheck.solved,
      onSecured: async (customer, identityEmail, sub) => {
        // The owner's undo link (issue 16), on the publisher's own host.
        const origin = await mailedLinkOrigin(context, auth.publisher);
        const token = await undoToken(context.database, customer.id, sub);
        const undo = origin ? { url: `${realmUrl(origin, PAGE_PATHS.releaseAccount)}?${new URLSearchParams({ token })}`, days: UNDO_LINK_TTL_DAYS } : null;
        await queueSecuredNotice(noticeDeps(context, auth.publisher), customer, identityEmail, undo);
      },
      onNeedsConfirmation: async (customer, identityEmail, sub) => {
        // The confirmation link to the email on file (issue 16), on the publisher's own host.
        const origin = await mailedLinkOrigin(context, auth.publisher);
        if (!origin) return;
        const token = await confirmToken(context.database, customer.id, sub);
        const url = `${realmUrl(origin, PAGE_PATHS.confirmLinking)}?${new URLSearchParams({ token })}`;
        await queueLinkingConfirm(noticeDeps(context, auth.publisher), customer, identityEmail, { url, hours: CONFIRM_LINK_TTL_HOURS });
      },
    });
    if (outcome.kind === 'rate-limited') {
      context.responseHeaders.set('Retry-After', String(outcome.retryAfterSeconds));
      return errorResponse(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE(outcome.retryAfterSeconds));
    }
    if (outcome.kind === 'bot-check-required') return botCheckRequired();
    return { status: 200, body: outcome.body };
  },

  link: async ({ body }, context) => {
    const auth = await authorize(context, { globalCode: body.globalCode });
    if (!auth.ok) return auth.response;
    // The identity is the verified token's subject, never the body's word alone: without a
    // verifier no token is valid.
    const claims = context.verifyAccessToken ? await context.verifyAccessToken(body.accessToken, { url: context.requestUrl, headers: context.requestHeaders }) : null;
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
