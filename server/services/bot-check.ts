import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BOT_CHECK_ALGORITHM,
  ZBotCheckSolutionSchema,
  type TBotCheckChallenge,
  type TBotCheckSolution,
} from '../../contracts/schemas/bot-check';
import type { TLookupRequest } from '../../contracts/schemas/lookup';
import type { Database } from '../db';
import type { PublisherRef } from '../db/repositories/publishers';
import { countHits } from '../db/repositories/rate-limits';
import { serverSecret } from '../db/repositories/server-secrets';
import { loadAdminConfig } from './configuration';
import type { BotCheckPolicy, SecurityPolicy } from './policy';
import type { ActiveSession } from './sessions';

/**
 * The bot check of the sign-in forms (SPEC §2, §5), self-hosted: an ALTCHA-style proof of work.
 *
 *   challenge = hex(SHA-256(salt + n)), n secret in [0, maxNumber]
 *   salt      = '<random hex>?expires=<unix seconds>'
 *   signature = hex(HMAC-SHA256(key, challenge)), key = server secret 'bot-check-hmac'
 *
 * The gateway keeps nothing per challenge: the signature proves the challenge is ours, and the
 * salt (hence its expiry) cannot change without changing the challenge. A solution is good for
 * one lookup: its challenge is counted in rate_limits under 'botcheck:<challenge>'.
 */

export const BOT_CHECK_FAILED = 'BOT_CHECK_FAILED';
export const BOT_CHECK_FAILED_MESSAGE = 'Please complete the bot check and try again.';
export const BOT_CHECK_REQUIRED_MESSAGE = 'This account was tried too many times. Please complete the bot check and try again.';

const HMAC_SECRET_NAME = 'bot-check-hmac';
const USED_KEY_PREFIX = 'botcheck:';

/** Why a solution was refused (logged, never answered: the client only learns BOT_CHECK_FAILED). */
export type BotCheckRefusal = 'missing' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'wrong-number' | 'reused';
export type BotCheckVerdict = { ok: true } | { ok: false; reason: BotCheckRefusal };

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Equal-length hex strings compared in constant time. */
function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The HMAC key, read once per database (every process shares the stored secret). */
const hmacKeys = new WeakMap<Database, Promise<string>>();
export function botCheckKey(database: Database): Promise<string> {
  let key = hmacKeys.get(database);
  if (!key) {
    key = serverSecret(database, HMAC_SECRET_NAME, () => randomBytes(32).toString('base64url'));
    hmacKeys.set(database, key);
    key.catch(() => hmacKeys.delete(database));
  }
  return key;
}

/** A signed challenge (pure; `number` and `random` only for tests). */
export function makeChallenge(
  key: string,
  options: BotCheckPolicy & { now: Date; number?: number; random?: string },
): TBotCheckChallenge {
  const expires = Math.floor((options.now.getTime() + options.challengeTtlMs) / 1000);
  const salt = `${options.random ?? randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = options.number ?? randomInt(0, options.maxNumber + 1);
  const challenge = sha256Hex(salt + number);
  return { algorithm: BOT_CHECK_ALGORITHM, challenge, salt, maxNumber: options.maxNumber, signature: hmacHex(key, challenge) };
}

/** The salt's expiry in unix seconds, or null when it carries none. */
export function saltExpiry(salt: string): number | null {
  const query = salt.indexOf('?');
  if (query < 0) return null;
  const expires = new URLSearchParams(salt.slice(query + 1)).get('expires');
  return expires !== null && /^\d{1,12}$/.test(expires) ? Number(expires) : null;
}

/** The solution a lookup's botCheck carries, or null when it is not base64 of a solution's JSON. */
export function decodeSolution(payload: string): TBotCheckSolution | null {
  try {
    const parsed = ZBotCheckSolutionSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Everything but single use (pure): the shape, the algorithm, our signature, the expiry, and the
 * number. Cheap checks first; a forged or expired solution never reaches the database.
 */
export function checkSolution(payload: string | undefined, key: string, now: Date): BotCheckVerdict & { solution?: TBotCheckSolution; expires?: number } {
  if (!payload) return { ok: false, reason: 'missing' };
  const solution = decodeSolution(payload);
  if (!solution) return { ok: false, reason: 'malformed' };
  if (solution.algorithm !== BOT_CHECK_ALGORITHM) return { ok: false, reason: 'algorithm' };
  if (!sameHex(hmacHex(key, solution.challenge), solution.signature)) return { ok: false, reason: 'signature' };
  const expires = saltExpiry(solution.salt);
  if (expires === null || now.getTime() > expires * 1000) return { ok: false, reason: 'expired' };
  if (!sameHex(sha256Hex(solution.salt + solution.number), solution.challenge)) return { ok: false, reason: 'wrong-number' };
  return { ok: true, solution, expires };
}

/** A new challenge signed with the server's key. */
export async function createChallenge(database: Database, policy: Pick<SecurityPolicy, 'now' | 'botCheck'>): Promise<TBotCheckChallenge> {
  return makeChallenge(await botCheckKey(database), { ...policy.botCheck, now: policy.now() });
}

/** checkSolution, then single use: the second lookup with the same solution is refused. */
export async function verifySolution(database: Database, payload: string | undefined, now: Date): Promise<BotCheckVerdict> {
  const checked = checkSolution(payload, await botCheckKey(database), now);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  // One row per solved challenge, in the "window" of its expiry: the key's count is its uses.
  const [uses] = await countHits(database, [
    { key: `${USED_KEY_PREFIX}${checked.solution!.challenge}`, windowStart: new Date(checked.expires! * 1000) },
  ]);
  return uses !== undefined && uses > 1 ? { ok: false, reason: 'reused' } : { ok: true };
}

/**
 * The bot check of an account lookup (§7 call 4): required when the publisher's
 * SignIn.RecaptchaEnabled is on, for every guest lookup except the refetch of an account the
 * session already proved (account number and postal code of an account bound to the session).
 * A solution sent anyway (the form shows the check once an account was tried too often, on any
 * publisher) is verified and used up; `solved` says the lookup carried a good one.
 */
export async function checkLookupBotCheck(
  database: Database,
  policy: Pick<SecurityPolicy, 'now'>,
  input: { publisher: PublisherRef; session: ActiveSession; request: TLookupRequest },
): Promise<BotCheckVerdict & { solved?: boolean }> {
  const { request, session } = input;
  if (request.filterType === 'AccountCodeAndPostalCode' && session.accountNumbers.has(request.payload.acctNbr)) return { ok: true };
  if (request.botCheck) {
    const verdict = await verifySolution(database, request.botCheck, policy.now());
    return verdict.ok ? { ok: true, solved: true } : verdict;
  }
  const adminConfig = await loadAdminConfig(database, input.publisher.globalCode);
  if (!adminConfig?.SignIn.RecaptchaEnabled) return { ok: true, solved: false };
  return verifySolution(database, request.botCheck, policy.now());
}
