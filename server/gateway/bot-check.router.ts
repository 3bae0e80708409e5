import { gatewayContract } from '../../contracts/gateway';
import type { TLookupRequest } from '../../contracts/schemas/lookup';
import { BOT_CHECK_FAILED, BOT_CHECK_FAILED_MESSAGE, checkLookupBotCheck, createChallenge } from '../services/bot-check';
import { authorize, type Authorized } from './authorize';
import { gateway, type GatewayContext } from './context';
import { errorResponse } from './errors';

/** Designed: the bot-check challenge of the sign-in forms (SPEC §2, §5; services/bot-check.ts). */
export const botCheckRouter = gateway.router(gatewayContract.botCheck, {
  challenge: async (_args, context) => {
    const auth = await authorize(context);
    if (!auth.ok) return auth.response;
    // Every call answers a new challenge: nothing on the way may cache one.
    context.responseHeaders.set('Cache-Control', 'no-store');
    return { status: 200, body: await createChallenge(context.database, context.policy) };
  },
});

/**
 * For the account lookup (§7 call 4): null when the lookup may go on, else the 400
 * BOT_CHECK_FAILED answer. The reason is logged, never answered.
 *
 *   const refused = await refuseWithoutBotCheck(context, auth, body);
 *   if (refused) return refused;
 */
export async function refuseWithoutBotCheck(
  context: Pick<GatewayContext, 'database' | 'policy' | 'log'>,
  auth: Extract<Authorized, { ok: true }>,
  request: TLookupRequest,
) {
  const verdict = await checkLookupBotCheck(context.database, context.policy, { publisher: auth.publisher, session: auth.session, request });
  if (verdict.ok) return null;
  context.log.info('bot check refused', { reason: verdict.reason, publisher: auth.publisher.globalCode });
  return errorResponse(400, BOT_CHECK_FAILED, BOT_CHECK_FAILED_MESSAGE);
}
