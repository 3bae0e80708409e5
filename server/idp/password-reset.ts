import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db';
import { hashPassword } from '../db/password';
import { findIdentityUserByEmail } from '../db/repositories/identity-users';
import {
  consumePasswordResetToken,
  deleteStalePasswordResetTokens,
  findUsablePasswordResetToken,
  insertPasswordResetToken,
} from '../db/repositories/password-reset-tokens';
import type { Mailer } from '../mail';
import { MESSAGES, type IdpLocale } from './messages';
import { PAGE_PATHS, realmUrl } from './realm';
import { storePasswordHash } from './users';

/**
 * Forgotten passwords: a single-use link that expires, mailed to the account's email. The token
 * is 256 random bits; only its SHA-256 is stored. Asking never tells whether the email has an
 * account (the page answers the same either way).
 */

export const RESET_LINK_TTL_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** One in this many requests also removes links that ended more than a day ago. */
const SWEEP_EVERY = 20;

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetRequest {
  email: string;
  /** The origin the user is on: the link leads back to it. */
  origin: string;
  locale: IdpLocale;
  publisher: { id: number | null; name: string };
  /** The sender, e.g. 'Northwind Magazines <no-reply@northwind.localhost>'. */
  from: string;
}

/** Mails a reset link when the email has an account; does nothing otherwise. */
export async function requestPasswordReset(database: Database, mailer: Mailer, request: ResetRequest, now = new Date()): Promise<void> {
  if (randomBytes(1)[0]! % SWEEP_EVERY === 0) await deleteStalePasswordResetTokens(database, new Date(now.getTime() - DAY_MS));
  const user = await findIdentityUserByEmail(database, request.email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await insertPasswordResetToken(database, {
    tokenHash: resetTokenHash(token),
    sub: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${realmUrl(request.origin, PAGE_PATHS.resetCredentials)}?${new URLSearchParams({ key: token, ui_locales: request.locale })}`;
  const t = MESSAGES[request.locale];
  await mailer.send({
    kind: 'password-reset',
    publisherId: request.publisher.id,
    from: request.from,
    to: user.email,
    subject: t.resetMailSubject,
    text: t.resetMailBody({
      name: [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email,
      publisher: request.publisher.name,
      link,
      minutes: RESET_LINK_TTL_MINUTES,
    }),
  });
}

/** Whether the link's token can still be used (the reset page shows its form only then). */
export async function isUsableResetToken(database: Database, token: string, now = new Date()): Promise<boolean> {
  return token !== '' && (await findUsablePasswordResetToken(database, resetTokenHash(token), now)) !== null;
}

/**
 * Uses the token and sets the password, in one transaction: a second use, an expired or unknown
 * token answers false and changes nothing. The user's sessions end and other links stop working.
 */
export async function resetPassword(database: Database, token: string, password: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const hash = await hashPassword(password);
  return database.transaction(async () => {
    const sub = await consumePasswordResetToken(database, resetTokenHash(token), now);
    if (!sub) return false;
    await storePasswordHash(database, sub, hash);
    return true;
  });
}
