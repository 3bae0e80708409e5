import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { issues, serviceRequests } from '../schema';

/** The issue catalogue of a magazine (SPEC §7 calls 12, 14, 15). */

export type IssueRow = typeof issues.$inferSelect;

/** The service_requests kind of a replacement request (call 14), shipped or turned into an extension. */
export const REPLACEMENT_KIND = 'replacement';

export async function findIssueRange(database: Database, magCode: string, first: number, last: number): Promise<IssueRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(issues)
      .where(and(eq(issues.magCode, magCode), between(issues.issueNumber, first, last)))
      .orderBy(asc(issues.issueNumber)),
  );
}

export async function findIssue(database: Database, magCode: string, issueNumber: number): Promise<IssueRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(issues)
      .where(and(eq(issues.magCode, magCode), eq(issues.issueNumber, issueNumber)))
      .limit(1),
  );
  return rows[0] ?? null;
}

/**
 * Takes copies of an issue from stock in one statement (so two requests cannot both take the last
 * copy); false when there are not enough.
 */
export async function takeFromStock(database: Database, magCode: string, issueNumber: number, copies: number): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .update(issues)
      .set({ stockCount: sql`${issues.stockCount} - ${copies}` })
      .where(and(eq(issues.magCode, magCode), eq(issues.issueNumber, issueNumber), gte(issues.stockCount, copies)))
      .returning({ id: issues.id }),
  );
  return rows.length > 0;
}

/** Which of these issues already had a replacement requested for the customer. */
export async function replacedIssueNumbers(database: Database, customerId: number, issueNumbers: readonly number[]): Promise<Set<number>> {
  if (issueNumbers.length === 0) return new Set();
  const issueOf = sql<string>`${serviceRequests.payload}->>'issueNumber'`;
  const rows = await database.run((db) =>
    db
      .selectDistinct({ issueNumber: issueOf })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.customerId, customerId),
          eq(serviceRequests.kind, REPLACEMENT_KIND),
          inArray(issueOf, issueNumbers.map(String)),
        ),
      ),
  );
  return new Set(rows.map((r) => Number(r.issueNumber)));
}
