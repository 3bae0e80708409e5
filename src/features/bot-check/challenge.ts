import { errorMessageOf } from '../../gateway/errors';
import { signInClient as gatewayClient } from '../../gateway/sign-in-client';
import { sessionHeaders } from '../session/actors';
import { solveChallenge } from './solve';

/** Asks the gateway for a proof-of-work challenge and solves it in the browser (see BotCheck). */
export async function fetchAndSolveChallenge(signal: AbortSignal): Promise<string> {
  const answer = await gatewayClient.botCheck.challenge({ headers: await sessionHeaders() });
  if (answer.status !== 200) throw new Error(errorMessageOf(answer.status, answer.body).message);
  return solveChallenge(answer.body, { signal });
}
