import { eq, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { identityUsers } from '../schema';

export type IdentityUserRow = typeof identityUsers.$inferSelect;

/** PostgreSQL's unique_violation, wherever the driver (or Drizzle's wrapper) puts it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Emails compare trimmed and case-insensitively (the unique index is on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim();
}

export async function findIdentityUserById(database: Database, id: string): Promise<IdentityUserRow | null> {
  const rows = await database.run((db) => db.select().from(identityUsers).where(eq(identityUsers.id, id)).limit(1));
  return rows[0] ?? null;
}

export async function findIdentityUserByEmail(database: Database, email: string): Promise<IdentityUserRow | null> {
  const wanted = normalizeEmail(email).toLowerCase();
  const rows = await database.run((db) =>
    db
      .select()
      .from(identityUsers)
      .where(sql`lower(${identityUsers.email}) = ${wanted}`)
      .limit(1),
  );
  return rows[0] ?? null;
}

export interface NewIdentityUser {
  id: string;
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  locale: string | null;
}

/** Inserts the user; false when the email is already taken (by any case variant). */
export async function insertIdentityUser(database: Database, user: NewIdentityUser): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .insert(identityUsers)
      .values({ ...user, email: normalizeEmail(user.email), emailVerified: false })
      .onConflictDoNothing()
      .returning({ id: identityUsers.id }),
  );
  return rows.length === 1;
}

export async function updateIdentityUserPassword(database: Database, id: string, passwordHash: string): Promise<void> {
  await database.run((db) => db.update(identityUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(identityUsers.id, id)));
}

/** Changes the email (no longer verified); false when another user has it. */
export async function updateIdentityUserEmail(database: Database, id: string, email: string): Promise<boolean> {
  try {
    await database.run((db) =>
      db
        .update(identityUsers)
        .set({ email: normalizeEmail(email), emailVerified: false, updatedAt: new Date() })
        .where(eq(identityUsers.id, id)),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
