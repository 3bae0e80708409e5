import { expect } from 'vitest';
import { ZBotCheckChallengeSchema } from '../../../contracts/schemas/bot-check';
import { solveChallenge } from '../../../src/features/bot-check/solve';

/** Anything with Hono's app.request (createApp's answer). */
interface AppLike {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** Fetches a bot-check challenge for the session, as the SPA does. */
export async function fetchChallenge(app: AppLike, session: string, host: string) {
  const response = await app.request('/api/bot-check/challenge', { headers: { host, 'x-session-id': session } });
  expect(response.status).toBe(200);
  return ZBotCheckChallengeSchema.parse(await response.json());
}

/** A solved challenge: the botCheck a lookup on a publisher with RecaptchaEnabled carries. */
export async function solvedBotCheck(app: AppLike, session: string, host: string): Promise<string> {
  return solveChallenge(await fetchChallenge(app, session, host));
}

/** A small proof of work for tests that are not about the bot check (createApp({ policy })). */
export const QUICK_BOT_CHECK = { maxNumber: 500, challengeTtlMs: 10 * 60_000 } as const;
