import { z } from 'zod';
import { ZIssueNumberSchema, text } from './fields';

/** §3 Issue (issues list, call 15). Fields are not shown: ours are what the replacement screen needs. */
export const ZIssueSchema = z.object({
  issueNumber: ZIssueNumberSchema,
  description: text(),
  coverDate: text(),
  /** False means out of stock: a replacement becomes a one-issue extension (§2, §9). */
  inStock: z.boolean(),
});
export type TIssue = z.infer<typeof ZIssueSchema>;

/** §3 Entitled issue (call 12): an issue the account was entitled to and may ask to replace. */
export const ZEntitledIssueSchema = ZIssueSchema.extend({
  /** Not shown: whether a replacement was already requested for this issue. */
  replacementRequested: z.boolean(),
});
export type TEntitledIssue = z.infer<typeof ZEntitledIssueSchema>;

/** Calls 12 and 15 answer isSuccess; not shown whether string or boolean: ours is a boolean. */
export const ZEntitledIssuesResponseSchema = z.object({
  isSuccess: z.boolean(),
  issues: z.array(ZEntitledIssueSchema),
});
export type TEntitledIssuesResponse = z.infer<typeof ZEntitledIssuesResponseSchema>;

export const ZIssueListResponseSchema = z.object({
  isSuccess: z.boolean(),
  issues: z.array(ZIssueSchema),
});
export type TIssueListResponse = z.infer<typeof ZIssueListResponseSchema>;
