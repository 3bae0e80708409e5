import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db';
import { unsecureAccount } from '../db/repositories/customers';
import { deleteIdentityLink } from '../db/repositories/identity-links';
import { serverSecret } from '../db/repositories/server-secrets';

/**
 * The owner's undo of a linking (issue 16): the mail that tells an owner their account was secured to
 * an identity carries a link that releases it again (guest sign-in works again, the identity no longer
 * finds it). The link holds a signed claim (account row, identity, expiry), so no table is needed: it
 * works while that identity still holds the account and until it expires, and does nothing after.
 */

const UNDO_KEY_SECRET = 'linking.undo-key';
export const UNDO_LINK_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UndoClaim {
  /** customers.id */
  customerId: number;
  /** The identity that secured it. */
  sub: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const undoKey = (database: Database) => serverSecret(database, UNDO_KEY_SECRET, () => randomBytes(32).toString('base64url'));
const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function undoToken(database: Database, customerId: number, sub: string, now = new Date()): Promise<string> {
  const claim: UndoClaim = { customerId, sub, expiresAt: now.getTime() + UNDO_LINK_TTL_DAYS * DAY_MS };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(await undoKey(database), payload)}`;
}

/** The claim of a genuine, unexpired token, else null. */
export async function readUndoToken(database: Database, token: string, now = new Date()): Promise<UndoClaim | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await undoKey(database), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<UndoClaim>;
    if (typeof claim.customerId !== 'number' || typeof claim.sub !== 'string' || typeof claim.expiresAt !== 'number') return null;
    return claim.expiresAt > now.getTime() ? { customerId: claim.customerId, sub: claim.sub, expiresAt: claim.expiresAt } : null;
  } catch {
    return null;
  }
}

/** Releases the account: 'undone' with its number, or 'nothing' when that identity no longer holds it. */
export async function undoSecuring(database: Database, claim: UndoClaim): Promise<{ kind: 'undone'; accountNumber: string } | { kind: 'nothing' }> {
  return database.transaction(async () => {
    const released = await unsecureAccount(database, claim.customerId, claim.sub);
    if (!released) return { kind: 'nothing' as const };
    await deleteIdentityLink(database, released.publisherId, claim.sub, released.accountNumber);
    return { kind: 'undone' as const, accountNumber: released.accountNumber };
  });
}
