import type { TIssueListResponse } from '../../../contracts/schemas/issues';
import { findIssueRange } from '../../db/repositories/issues';
import { done, unprocessable, type ActionContext, type Outcome, type Refusal } from './common';

/** The catalogue is the publisher's magazine: another magCode is refused (422 on query.magCode). */
export function refuseOtherMagazine(ctx: Pick<ActionContext, 'publisher'>, magCode: string): Refusal | null {
  return magCode.toUpperCase() === ctx.publisher.magCode.toUpperCase() ? null : unprocessable('WRONG_MAGAZINE', 'query.magCode', 'This site serves another magazine.');
}

/** §7 call 15: the catalogue's issues from issueNumberStart to issueNumberEnd, oldest first. */
export async function issueLookup(
  ctx: Pick<ActionContext, 'database' | 'publisher'>,
  query: { magCode: string; issueNumberStart: number; issueNumberEnd: number },
): Promise<Outcome<TIssueListResponse>> {
  const refused = refuseOtherMagazine(ctx, query.magCode);
  if (refused) return refused;
  const rows = await findIssueRange(ctx.database, ctx.publisher.magCode, query.issueNumberStart, query.issueNumberEnd);
  return done({
    isSuccess: true,
    issues: rows.map((r) => ({ issueNumber: r.issueNumber, description: r.title, coverDate: r.coverDate, inStock: r.stockCount > 0 })),
  });
}
