import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { ZErrorBodySchema, ZOptionalSessionHeadersSchema, commonErrorResponses } from '../schemas/common';
import { ZSessionResponseSchema } from '../schemas/session';

const c = initContract();

/**
 * Designed (ARCHITECTURE §5): the spec obtains "temporary identity credentials from the identity
 * pool with unauthenticated access"; our equivalent is an anonymous session id minted here.
 */
export const sessionContract = c.router({
  create: {
    method: 'POST',
    metadata: owns(),
    path: '/sessions',
    summary: 'Designed: start an anonymous session (the spec\'s unauthenticated identity pool)',
    headers: ZOptionalSessionHeadersSchema,
    body: c.noBody(),
    responses: { 200: ZSessionResponseSchema, 429: ZErrorBodySchema, ...commonErrorResponses },
  },
});
