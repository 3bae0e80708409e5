import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../index';
import { SESSION_CHANNELS, sessions } from '../schema';

export type TSessionChannel = (typeof SESSION_CHANNELS)[number];

export interface SessionRow {
  id: string;
  publisherId: number | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  accountNumbers: string[];
  identitySub: string | null;
  channel: TSessionChannel | null;
  /** The account view's version as this row was read (migration 0007): see ActiveSession. */
  accountViewVersion: string | null;
}

export async function insertSession(
  database: Database,
  row: { id: string; publisherId: number; createdAt: Date; expiresAt: Date; createdIp: string },
): Promise<void> {
  await database.run((db) =>
    db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt }),
  );
}

/**
 * The session read of every gateway call, prepared once per database handle (issue 15: building
 * it with drizzle was a twentieth of a refetch; on PostgreSQL it is also parsed once per connection).
 */
function sessionQuery(db: Db) {
  return db
    .select({
      id: sessions.id,
      publisherId: sessions.publisherId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      accountNumbers: sessions.accountNumbers,
      identitySub: sessions.identitySub,
      channel: sessions.channel,
      // Read in the same statement: a refetch answered from its copy runs this one statement (issue 15).
      // The database's epoch, then each held account's version (an account never written has none yet).
      // Qualified by hand: drizzle writes a column of a one-table select unqualified, and inside this subquery
      // "publisher_id" was the customer's own (every publisher's customers were read, 160 ms at a million).
      accountViewVersion: sql<string | null>`(select "version"::text from "account_view_version" where "id" = 1) || ':' || coalesce((
        select string_agg(v."customer_id"::text || '=' || v."version"::text, ',' order by v."customer_id")
        from "customers" c join "account_versions" v on v."customer_id" = c."id"
        where c."publisher_id" = "sessions"."publisher_id" and c."account_number" = any("sessions"."account_numbers")), '')`,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_session');
}

const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

export async function findSession(database: Database, id: string): Promise<SessionRow | null> {
  const rows = await database.run((db) => {
    let query = preparedSessionQueries.get(db);
    if (!query) preparedSessionQueries.set(db, (query = sessionQuery(db)));
    return query.execute({ id });
  });
  return rows[0] ?? null;
}

/** Slides the expiry of a session in use. */
export async function touchSession(database: Database, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await database.run((db) => db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id)));
}

export async function deleteSession(database: Database, id: string): Promise<void> {
  await database.run((db) => db.delete(sessions).where(eq(sessions.id, id)));
}

/**
 * Adds accounts to those the session has proved (a union: what it proved earlier stays proved).
 * `channel`/`identitySub` record how: 'idp' is never downgraded to 'guest'.
 */
export async function addSessionAccounts(
  database: Database,
  id: string,
  accountNumbers: readonly string[],
  proof: { channel: TSessionChannel; identitySub?: string },
): Promise<void> {
  const added = sql`array[${sql.join(
    accountNumbers.map((a) => sql`${a}`),
    sql`, `,
  )}]::text[]`;
  await database.run((db) =>
    db
      .update(sessions)
      .set({
        accountNumbers: sql`array(select distinct unnest(${sessions.accountNumbers} || ${added}) order by 1)`,
        channel: proof.channel === 'idp' ? 'idp' : sql`coalesce(${sessions.channel}, 'guest')`,
        ...(proof.identitySub ? { identitySub: proof.identitySub } : {}),
      })
      .where(eq(sessions.id, id)),
  );
}

/** Removes sessions that ended (called now and then when a session is minted). */
export async function deleteExpiredSessions(database: Database, now: Date): Promise<void> {
  await database.run((db) => db.delete(sessions).where(sql`${sessions.expiresAt} < ${now}`));
}
