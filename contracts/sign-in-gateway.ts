import { initContract } from '@ts-rest/core';
import { analyticsContract } from './routes/analytics';
import { botCheckContract } from './routes/bot-check';
import { lookupContract } from './routes/lookup';
import { sessionContract } from './routes/session';

const c = initContract();

/** Options every gateway router shares: one /api prefix, only declared statuses. */
export const GATEWAY_ROUTER_OPTIONS = { pathPrefix: '/api', strictStatusCodes: true } as const;

/**
 * The calls a visitor makes before signing in (session, lookup, bot check, analytics): a subset of
 * the gateway contract with the same paths, so the sign-in page's client does not carry the
 * schemas of every account call.
 */
export const signInContract = c.router(
  { session: sessionContract, lookup: lookupContract, botCheck: botCheckContract, analytics: analyticsContract },
  GATEWAY_ROUTER_OPTIONS,
);
