import { sql } from 'drizzle-orm';
import type { Database, Db } from '../index';
import { rateLimits } from '../schema';

/**
 * Counts one hit on each key in its current fixed window and answers the new counts. Each hit is
 * one statement, atomic across gateway processes (the upsert increments in the database), that also
 * drops older windows of the same key, so the table stays small. A single hit needs no
 * transaction (issue 16 item 4: the session and sign-in burst paid a BEGIN, a DELETE and a COMMIT
 * around every count); several are counted in one.
 */
export async function countHits(
  database: Database,
  hits: ReadonlyArray<{ key: string; windowStart: Date }>,
): Promise<number[]> {
  const countAll = async (db: Db) => {
    const counts: number[] = [];
    for (const { key, windowStart } of hits) counts.push(await countHit(db, key, windowStart));
    return counts;
  };
  return hits.length === 1 ? database.run(countAll) : database.transaction(countAll);
}

async function countHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const start = windowStart.toISOString();
  const result = (await db.execute(sql`
    with dropped as (
      delete from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.windowStart} < ${start}::timestamptz
    )
    insert into ${rateLimits} ("key", "window_start", "count") values (${key}, ${start}::timestamptz, 1)
    on conflict ("key", "window_start") do update set "count" = ${rateLimits}."count" + 1
    returning "count"`)) as unknown as { rows: { count: number | string }[] };
  return Number(result.rows[0]?.count ?? 1);
}
