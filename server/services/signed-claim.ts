import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db';
import { serverSecret } from '../db/repositories/server-secrets';

/**
 * Mailed links that carry a signed claim instead of a table row (the linking undo and confirmation
 * links, issue 16): `payload.signature`, HMAC-SHA256 under a stored server secret named per use.
 */
const keyOf = (database: Database, keyName: string) => serverSecret(database, keyName, () => randomBytes(32).toString('base64url'));
const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function signClaim(database: Database, keyName: string, claim: object): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(await keyOf(database, keyName), payload)}`;
}

/** The claim of a genuine token whose `expiresAt` is later than now and that `isClaim` accepts, else null. */
export async function readClaim<T extends { expiresAt: number }>(
  database: Database,
  keyName: string,
  token: string,
  isClaim: (value: Record<string, unknown>) => value is Record<string, unknown> & T,
  now = new Date(),
): Promise<T | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await keyOf(database, keyName), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof claim !== 'object' || claim === null || !isClaim(claim as Record<string, unknown>)) return null;
    return (claim as T).expiresAt > now.getTime() ? (claim as T) : null;
  } catch {
    return null;
  }
}
