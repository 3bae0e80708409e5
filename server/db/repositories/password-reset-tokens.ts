import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '../index';
import { passwordResetTokens } from '../schema';

/** Stores a reset token (its hash only). */
export async function insertPasswordResetToken(
  database: Database,
  token: { tokenHash: string; sub: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await database.run((db) => db.insert(passwordResetTokens).values(token));
}

/** The user a token resets, while it is unused and unexpired; null otherwise. Does not use it. */
export async function findUsablePasswordResetToken(database: Database, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await database.run((db) =>
    db
      .select({ sub: passwordResetTokens.sub })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .limit(1),
  );
  return rows[0]?.sub ?? null;
}

/**
 * Uses the token: one statement marks it used only if it is still unused and unexpired, so two
 * concurrent submissions cannot both succeed. Answers the user it resets, or null.
 */
export async function consumePasswordResetToken(database: Database, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await database.run((db) =>
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ sub: passwordResetTokens.sub }),
  );
  return rows[0]?.sub ?? null;
}

/** Marks every outstanding token of the user used (after a password change). */
export async function revokePasswordResetTokens(database: Database, sub: string, now: Date): Promise<void> {
  await database.run((db) =>
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.sub, sub), isNull(passwordResetTokens.usedAt))),
  );
}

/** Removes tokens that expired or were used before `before`. */
export async function deleteStalePasswordResetTokens(database: Database, before: Date): Promise<void> {
  await database.run((db) =>
    db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, before), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, before)))),
  );
}
