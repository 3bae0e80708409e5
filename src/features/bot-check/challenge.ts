import type { TBotCheckChallenge } from '../../../contracts/schemas/bot-check';
import { errorMessageOf } from '../../gateway/errors';
import { signInClient as gatewayClient } from '../../gateway/sign-in-client';
import { sessionHeaders } from '../session/actors';

/**
 * What the bot check needs from the network and the CPU, loaded when the box is checked (issue 15),
 * not with the sign-in form: the gateway client and the proof-of-work solver.
 */

/** The gateway's challenge (GET /api/bot-check/challenge); rejects on any other answer than 200. */
export async function fetchChallenge(): Promise<TBotCheckChallenge> {
  const answer = await gatewayClient.botCheck.challenge({ headers: await sessionHeaders() });
  if (answer.status !== 200) throw new Error(errorMessageOf(answer.status, answer.body).message);
  return answer.body;
}

export { solveChallenge } from './solve';
