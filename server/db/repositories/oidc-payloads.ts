import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { oidcPayloads } from '../schema';

/**
 * Rows of the identity provider's models (sessions, interactions, grants, codes, refresh
 * tokens...), one per model name and id. Expiry is enforced by the readers (server/idp/adapter.ts).
 */

export type OidcPayloadRow = typeof oidcPayloads.$inferSelect;

export interface OidcPayloadWrite {
  type: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
}

export async function upsertOidcPayload(database: Database, row: OidcPayloadWrite): Promise<void> {
  await database.run((db) =>
    db
      .insert(oidcPayloads)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcPayloads.type, oidcPayloads.id],
        set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt: row.expiresAt, consumedAt: null },
      }),
  );
}

type Lookup = { column: 'id' | 'uid' | 'userCode'; value: string };

export async function findOidcPayload(database: Database, type: string, { column, value }: Lookup): Promise<OidcPayloadRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads[column], value)))
      .limit(1),
  );
  return rows[0] ?? null;
}

export async function consumeOidcPayload(database: Database, type: string, id: string, at: Date): Promise<void> {
  await database.run((db) =>
    db
      .update(oidcPayloads)
      .set({ consumedAt: at })
      .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id))),
  );
}

export async function deleteOidcPayload(database: Database, type: string, id: string): Promise<void> {
  await database.run((db) => db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id))));
}

/** Every model row of a grant (its codes, tokens and the grant itself), whatever the model. */
export async function deleteOidcPayloadsOfGrant(database: Database, grantId: string): Promise<void> {
  await database.run((db) => db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId)));
}

/**
 * Ends an identity's provider sessions and grants (after its password changed), except the
 * session `keepSessionId` (the one that made the change). Grants go with their refresh tokens.
 */
export async function deleteOidcSessionsOf(database: Database, accountId: string, keepSessionId?: string): Promise<void> {
  await database.transaction(async (tx) => {
    const owned = and(inArray(oidcPayloads.type, ['Session', 'Grant']), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
    const grants = await tx
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(and(owned, eq(oidcPayloads.type, 'Grant')));
    const keptGrants = keepSessionId ? await grantsOfSession(tx, keepSessionId) : new Set<string>();
    const doomed = grants.map((g) => g.id).filter((id) => !keptGrants.has(id));
    if (doomed.length > 0) await tx.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, doomed));
    if (doomed.length > 0) await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, doomed)));
    await tx
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`, keepSessionId ? ne(oidcPayloads.id, keepSessionId) : sql`true`));
  });
}

async function grantsOfSession(tx: Parameters<Parameters<Database['transaction']>[0]>[0], sessionId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.id, sessionId)));
  const authorizations = (rows[0]?.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
  return new Set(Object.values(authorizations).flatMap((a) => (a.grantId ? [a.grantId] : [])));
}

/** Removes rows that expired before `before` (called now and then). */
export async function deleteExpiredOidcPayloads(database: Database, before: Date): Promise<void> {
  await database.run((db) => db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, before)));
}
