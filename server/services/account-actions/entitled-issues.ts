import type { TEntitledIssuesResponse } from '../../../contracts/schemas/issues';
import { findByAccountNumbers, type CustomerRow } from '../../db/repositories/customers';
import { findIssueRange, replacedIssueNumbers } from '../../db/repositories/issues';
import { accountNotFound, done, type ActionContext, type Outcome } from './common';
import { refuseOtherMagazine } from './issue-lookup';

/** How many of its latest delivered issues an account may ask to replace (not shown in the spec). */
export const ENTITLED_ISSUE_WINDOW = 6;

/** The entitled window of an account: its last ENTITLED_ISSUE_WINDOW delivered issues, up to `upTo`. */
function windowOf(customer: CustomerRow, upTo = Number.POSITIVE_INFINITY): { first: number; last: number } | null {
  if (customer.lastIssueNumber === null) return null;
  const last = Math.min(upTo, customer.lastIssueNumber);
  const first = Math.max(1, customer.lastIssueNumber - ENTITLED_ISSUE_WINDOW + 1);
  return last >= first ? { first, last } : null;
}

/** Whether the account received this issue recently enough to have it replaced (call 14). */
export function isEntitled(customer: CustomerRow, issueNumber: number): boolean {
  const window = windowOf(customer);
  return window !== null && issueNumber >= window.first && issueNumber <= window.last;
}

export interface EntitledIssuesQuery {
  magCode: string;
  accountNumber: string;
  /** The last issue the client knows of; the account's own last delivered issue caps it. */
  lastIssue: number;
}

/**
 * §7 call 12: the issues of the catalogue the account received lately, oldest first, each with
 * whether it is in stock and whether a replacement was already requested.
 */
export async function entitledIssues(ctx: ActionContext, query: EntitledIssuesQuery): Promise<Outcome<TEntitledIssuesResponse>> {
  const refused = refuseOtherMagazine(ctx, query.magCode);
  if (refused) return refused;
  const [customer] = await findByAccountNumbers(ctx.database, ctx.publisher.id, [query.accountNumber]);
  if (!customer) return accountNotFound(query.accountNumber);
  const window = windowOf(customer, query.lastIssue);
  if (!window) return done({ isSuccess: true, issues: [] });
  const rows = await findIssueRange(ctx.database, ctx.publisher.magCode, window.first, window.last);
  const replaced = await replacedIssueNumbers(ctx.database, customer.id, rows.map((r) => r.issueNumber));
  return done({
    isSuccess: true,
    issues: rows.map((r) => ({
      issueNumber: r.issueNumber,
      description: r.title,
      coverDate: r.coverDate,
      inStock: r.stockCount > 0,
      replacementRequested: replaced.has(r.issueNumber),
    })),
  });
}
