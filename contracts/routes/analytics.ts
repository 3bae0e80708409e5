import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { ZErrorBodySchema, ZSessionHeadersSchema, commonErrorResponses } from '../schemas/common';
import { ZAnalyticsPublishResponseSchema, ZAnalyticsPublishSchema } from '../schemas/analytics';

const c = initContract();

/** §7 call 28. Not account-scoped: events are sent before sign-in too (failed lookups). */
export const analyticsContract = c.router({
  publish: {
    method: 'POST',
    metadata: owns(),
    path: '/eventbuspublish',
    summary: '§7 call 28: Analytics event',
    headers: ZSessionHeadersSchema,
    body: ZAnalyticsPublishSchema,
    responses: {
      200: ZAnalyticsPublishResponseSchema,
      401: ZErrorBodySchema,
      429: ZErrorBodySchema,
      ...commonErrorResponses,
    },
  },
});
