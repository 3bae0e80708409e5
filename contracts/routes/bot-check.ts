import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { ZBotCheckChallengeSchema } from '../schemas/bot-check';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';

const c = initContract();

/**
 * Designed: the spec's bot-check challenge (§2 Account number form, §5 Sign-in forms) without a
 * third-party service. The solution travels in the account lookup's botCheck (§7 call 4), which
 * the gateway requires when the publisher's SignIn.RecaptchaEnabled is on.
 */
export const botCheckContract = c.router({
  challenge: {
    method: 'GET',
    metadata: owns(),
    path: '/bot-check/challenge',
    summary: 'Designed: a proof-of-work bot-check challenge for the sign-in forms',
    description:
      'A fresh challenge on every call, valid for 10 minutes and for one lookup. The browser finds the ' +
      'number n in [0, maxNumber] with SHA-256(salt + n) = challenge and sends base64 of ' +
      '{ algorithm, challenge, number, salt, signature } as the lookup\'s botCheck.',
    headers: ZSessionHeadersSchema,
    responses: { 200: ZBotCheckChallengeSchema, ...accountErrorResponses },
  },
});
