import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { z } from 'zod';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import { ZAccountNumberSchema, ZMagCodeSchema } from '../schemas/fields';
import { ZEntitledIssuesResponseSchema, ZIssueListResponseSchema } from '../schemas/issues';

const c = initContract();

/** Query values arrive as strings: issue numbers are coerced and bounded. */
const issueNumberQuery = z.coerce.number().int().min(0).max(99_999);

/** §7 calls 12 and 15: issues for the replacement screen. */
export const issuesContract = c.router({
  entitledIssues: {
    method: 'GET',
    metadata: owns('query.accountNumber'),
    path: '/entitledissues',
    summary: '§7 call 12: Entitled issues',
    headers: ZSessionHeadersSchema,
    query: z.object({ magCode: ZMagCodeSchema, accountNumber: ZAccountNumberSchema, lastIssue: issueNumberQuery }),
    responses: { 200: ZEntitledIssuesResponseSchema, ...accountErrorResponses },
  },
  issueLookup: {
    method: 'GET',
    metadata: owns(),
    path: '/issue',
    summary: '§7 call 15: Issue lookup (one call per order)',
    headers: ZSessionHeadersSchema,
    query: z
      .object({ magCode: ZMagCodeSchema, issueNumberStart: issueNumberQuery, issueNumberEnd: issueNumberQuery })
      .refine((q) => q.issueNumberEnd >= q.issueNumberStart && q.issueNumberEnd - q.issueNumberStart <= 500, {
        message: 'Invalid issue range',
        path: ['issueNumberEnd'],
      }),
    responses: { 200: ZIssueListResponseSchema, ...accountErrorResponses },
  },
});
