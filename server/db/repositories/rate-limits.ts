import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { rateLimits } from '../schema';

/**
 * Counts one hit on each key in its current fixed window and answers the new counts, in one
 * transaction (atomic across gateway processes: the upsert increments in the database). Older
 * windows of the same keys are dropped on the way, so the table stays small.
 */
export async function countHits(
  database: Database,
  hits: ReadonlyArray<{ key: string; windowStart: Date }>,
): Promise<number[]> {
  return database.transaction(async (tx) => {
    const counts: number[] = [];
    for (const { key, windowStart } of hits) {
      await tx.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
      const [row] = await tx
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count });
      counts.push(row?.count ?? 1);
    }
    return counts;
  });
}
