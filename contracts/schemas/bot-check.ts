import { z } from 'zod';
import { text } from './fields';

/**
 * The bot-check challenge of the account-number form (SPEC §2 "A bot-check challenge when
 * enabled", §5 "The bot-check challenge must be passed when enabled"; the publisher's
 * SignIn.RecaptchaEnabled). Ours is self-hosted, no third-party service: an ALTCHA-style proof of
 * work. The gateway picks a secret number n in [0, maxNumber] and answers
 * challenge = hex(SHA-256(salt + n)), signed with its own key; the browser finds n by trying
 * 0, 1, 2… and sends the solution with the lookup, where the gateway verifies it once.
 */

export const BOT_CHECK_ALGORITHM = 'SHA-256';

const ZHexDigestSchema = text().regex(/^[0-9a-f]{64}$/, 'Must be a lower-case hex SHA-256 digest');

/** Random text, then `?expires=<unix seconds>`: the expiry is covered by the signed challenge. */
const ZBotCheckSaltSchema = text().min(8).max(200);

/** GET /api/bot-check/challenge. */
export const ZBotCheckChallengeSchema = z.object({
  algorithm: z.literal(BOT_CHECK_ALGORITHM),
  challenge: ZHexDigestSchema,
  salt: ZBotCheckSaltSchema,
  /** The secret number is at most this: the browser tries 0…maxNumber. */
  maxNumber: z.number().int().positive().max(100_000_000),
  /** HMAC-SHA256 of the challenge with the gateway's key (hex). */
  signature: ZHexDigestSchema,
});
export type TBotCheckChallenge = z.infer<typeof ZBotCheckChallengeSchema>;

/** What the browser found; sent as base64 of its JSON (the lookup's botCheck). */
export const ZBotCheckSolutionSchema = z.object({
  /** Any name here: the gateway refuses all but SHA-256 itself. */
  algorithm: text().max(32),
  challenge: ZHexDigestSchema,
  number: z.number().int().nonnegative().max(100_000_000),
  salt: ZBotCheckSaltSchema,
  signature: ZHexDigestSchema,
});
export type TBotCheckSolution = z.infer<typeof ZBotCheckSolutionSchema>;

/** Longest botCheck a lookup may carry (a solution encodes to about 350 characters). */
export const BOT_CHECK_PAYLOAD_MAX_LENGTH = 1024;

/** The lookup's botCheck: base64 of the solution's JSON. */
export const ZBotCheckPayloadSchema = z
  .string()
  .min(1)
  .max(BOT_CHECK_PAYLOAD_MAX_LENGTH)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64');
