import type { Database } from '../db';
import { unsecureAccount } from '../db/repositories/customers';
import { deleteIdentityLink } from '../db/repositories/identity-links';
import { readClaim, signClaim } from './signed-claim';

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

export async function undoToken(database: Database, customerId: number, sub: string, now = new Date()): Promise<string> {
  const claim: UndoClaim = { customerId, sub, expiresAt: now.getTime() + UNDO_LINK_TTL_DAYS * DAY_MS };
  return signClaim(database, UNDO_KEY_SECRET, claim);
}

const isUndoClaim = (c: Record<string, unknown>): c is Record<string, unknown> & UndoClaim =>
  typeof c.customerId === 'number' && typeof c.sub === 'string' && typeof c.expiresAt === 'number';

/** The claim of a genuine, unexpired token, else null. */
export async function readUndoToken(database: Database, token: string, now = new Date()): Promise<UndoClaim | null> {
  const claim = await readClaim(database, UNDO_KEY_SECRET, token, isUndoClaim, now);
  return claim && { customerId: claim.customerId, sub: claim.sub, expiresAt: claim.expiresAt };
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
