import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db';
import { findCustomerById, secureAccounts, type CustomerRow } from '../db/repositories/customers';
import { insertIdentityLinks } from '../db/repositories/identity-links';
import { serverSecret, spendOnce } from '../db/repositories/server-secrets';

/**
 * The second way to secure an account by linking (issue 16): an identity whose email is unverified or
 * is not the account's email on file gets a confirmation link mailed to the account's email on file.
 * Opening it while signed in as that identity secures the account, once. The link holds a signed claim
 * (account row, identity, nonce, expiry); the nonce is spent on use, so a second opening does nothing.
 */

const CONFIRM_KEY_SECRET = 'linking.confirm-key';
export const CONFIRM_LINK_TTL_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

export interface ConfirmClaim {
  /** customers.id */
  customerId: number;
  /** The identity that asked to secure it. */
  sub: string;
  nonce: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const confirmKey = (database: Database) => serverSecret(database, CONFIRM_KEY_SECRET, () => randomBytes(32).toString('base64url'));
const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function confirmToken(database: Database, customerId: number, sub: string, now = new Date()): Promise<string> {
  const claim: ConfirmClaim = { customerId, sub, nonce: randomBytes(16).toString('base64url'), expiresAt: now.getTime() + CONFIRM_LINK_TTL_HOURS * HOUR_MS };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(await confirmKey(database), payload)}`;
}

/** The claim of a genuine, unexpired token, else null (spent or not: confirmLinking checks that). */
export async function readConfirmToken(database: Database, token: string, now = new Date()): Promise<ConfirmClaim | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await confirmKey(database), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ConfirmClaim>;
    if (typeof claim.customerId !== 'number' || typeof claim.sub !== 'string' || typeof claim.nonce !== 'string' || typeof claim.expiresAt !== 'number') return null;
    return claim.expiresAt > now.getTime() ? { customerId: claim.customerId, sub: claim.sub, nonce: claim.nonce, expiresAt: claim.expiresAt } : null;
  } catch {
    return null;
  }
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
