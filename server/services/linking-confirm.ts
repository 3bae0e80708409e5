import { randomBytes } from 'node:crypto';
import type { Database } from '../db';
import { findCustomerById, secureAccounts, type CustomerRow } from '../db/repositories/customers';
import { insertIdentityLinks } from '../db/repositories/identity-links';
import { spendOnce } from '../db/repositories/server-secrets';
import { readClaim, signClaim } from './signed-claim';

/**
 * The second way to secure an account by linking (issue 16): an identity whose email is unverified or
 * is not the account's email on file gets a confirmation link mailed to the account's email on file.
 * Opening it while signed in as that identity secures the account, once. The link holds a signed claim
 * (account row, identity, nonce, expiry); the nonce is spent on use, so a second opening does nothing.
 */

const CONFIRM_KEY_SECRET = 'linking.confirm-key';
export const CONFIRM_LINK_TTL_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/**
 * How the linking view names the email on file it mailed (issue 16): "alice@example.com" →
 * "a•••@example.com", the first character, three bullets and the whole domain; never the address.
 */
export function maskEmail(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  const first = Array.from(address.slice(0, Math.max(0, at)))[0];
  return `${first && first !== '@' && first.trim() ? first : '•'}•••@${address.slice(at + 1)}`;
}

export interface ConfirmClaim {
  /** customers.id */
  customerId: number;
  /** The identity that asked to secure it. */
  sub: string;
  nonce: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function confirmToken(database: Database, customerId: number, sub: string, now = new Date()): Promise<string> {
  const claim: ConfirmClaim = { customerId, sub, nonce: randomBytes(16).toString('base64url'), expiresAt: now.getTime() + CONFIRM_LINK_TTL_HOURS * HOUR_MS };
  return signClaim(database, CONFIRM_KEY_SECRET, claim);
}

const isConfirmClaim = (c: Record<string, unknown>): c is Record<string, unknown> & ConfirmClaim =>
  typeof c.customerId === 'number' && typeof c.sub === 'string' && typeof c.nonce === 'string' && typeof c.expiresAt === 'number';

/** The claim of a genuine, unexpired token, else null (spent or not: confirmLinking checks that). */
export async function readConfirmToken(database: Database, token: string, now = new Date()): Promise<ConfirmClaim | null> {
  const claim = await readClaim(database, CONFIRM_KEY_SECRET, token, isConfirmClaim, now);
  return claim && { customerId: claim.customerId, sub: claim.sub, nonce: claim.nonce, expiresAt: claim.expiresAt };
}

export type ConfirmOutcome =
  | { kind: 'secured'; customer: CustomerRow }
  | { kind: 'refused'; reason: 'invalid' | 'wrong-identity' | 'spent' | 'taken' };

/**
 * Secures the claim's account to `signedInSub` when it is the claim's identity, the token was never
 * used, and no other identity holds the account. `onSecured` mails the owner (the secured notice).
 */
export async function confirmLinking(
  database: Database,
  publisherId: number,
  claim: ConfirmClaim | null,
  signedInSub: string,
  onSecured: (customer: CustomerRow) => Promise<void>,
): Promise<ConfirmOutcome> {
  if (!claim) return { kind: 'refused', reason: 'invalid' };
  if (claim.sub !== signedInSub) return { kind: 'refused', reason: 'wrong-identity' };
  const customer = await findCustomerById(database, claim.customerId);
  if (!customer || customer.publisherId !== publisherId) return { kind: 'refused', reason: 'invalid' };
  return database.transaction(async () => {
    if (!(await spendOnce(database, `linking.confirm-spent.${claim.nonce}`))) return { kind: 'refused' as const, reason: 'spent' as const };
    const ids = await secureAccounts(database, publisherId, [customer.id], claim.sub);
    if (!ids.includes(customer.id)) return { kind: 'refused' as const, reason: 'taken' as const };
    await insertIdentityLinks(database, publisherId, claim.sub, [customer.accountNumber]);
    const secured = { ...customer, secured: true, recRegId: claim.sub };
    await onSecured(secured);
    return { kind: 'secured' as const, customer: secured };
  });
}
