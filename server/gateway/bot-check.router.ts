import { gatewayContract } from '../../contracts/gateway';
import type { TLookupRequest } from '../../contracts/schemas/lookup';
import { BOT_CHECK_FAILED, BOT_CHECK_FAILED_MESSAGE, BOT_CHECK_REQUIRED_MESSAGE, checkLookupBotCheck, createChallenge } from '../services/bot-check';
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
 * For the account lookup (§7 call 4): `refused` is the 400 BOT_CHECK_FAILED answer when the lookup
 * may not go on (the reason is logged, never answered); else `solved` says whether it carried a
 * good solution (what an account tried too often asks for).
 *
 *   const check = await lookupBotCheck(context, auth, body);
 *   if (check.refused) return check.refused;
 */
export async function lookupBotCheck(
  context: Pick<GatewayContext, 'database' | 'policy' | 'log'>,
  auth: Extract<Authorized, { ok: true }>,
  request: TLookupRequest,
) {
  const verdict = await checkLookupBotCheck(context.database, context.policy, { publisher: auth.publisher, session: auth.session, request });
  if (verdict.ok) return { refused: null, solved: verdict.solved === true };
  context.log.info('bot check refused', { reason: verdict.reason, publisher: auth.publisher.globalCode });
  return { refused: errorResponse(400, BOT_CHECK_FAILED, BOT_CHECK_FAILED_MESSAGE), solved: false };
}

/** An account, email or name tried too often: the same code, so the form shows the check. */
export const botCheckRequired = () => errorResponse(400, BOT_CHECK_FAILED, BOT_CHECK_REQUIRED_MESSAGE);
