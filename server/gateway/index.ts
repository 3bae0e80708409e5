import { gatewayContract } from '../../contracts/gateway';
import { analyticsRouter } from './analytics.router';
import { billingRouter } from './billing.router';
import { botCheckRouter } from './bot-check.router';
import { configRouter } from './config.router';
import { customerRouter } from './customer.router';
import { issuesRouter } from './issues.router';
import { lookupRouter } from './lookup.router';
import { mailRouter } from './mail.router';
import { ordersRouter } from './orders.router';
import { gateway, type GatewayContext } from './context';
import { createGatewayDispatcher, type GatewayAnswer, type GatewayCall } from './dispatch';
import { gatewayErrorHandler } from './errors';
import { sessionRouter } from './session.router';

/** What varies per request: the client's socket address, read by the HTTP layer. */
export interface GatewayRequestContext {
  clientAddress: string;
}

/**
 * Every call of the contract has its handler: the compiler checks the router against the whole
 * contract (a group or a route without a handler does not build).
 */
const router = gateway.router(gatewayContract, {
  config: configRouter,
  session: sessionRouter,
  lookup: lookupRouter,
  botCheck: botCheckRouter,
  customer: customerRouter,
  issues: issuesRouter,
  analytics: analyticsRouter,
  mail: mailRouter,
  billing: billingRouter,
  orders: ordersRouter,
});

/**
 * Whether every answer is checked against its contract before it leaves. On in development and
 * tests, where a handler that drifts from the contract should fail loudly; off in production
 * (NODE_ENV=production), where it parsed every body a second time (the 200-order account view,
 * 202 kB, on each refetch; issue 15) and the SPA validates what it receives anyway.
 */
export const validatesResponses = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';

type PerRequest = 'clientAddress' | 'requestHeaders' | 'requestUrl';

/**
 * The gateway under /api: answers a call, or null when no route of the contract does. The routes
 * are built once (issue 15: ts-rest's `fetchRequestHandler` rebuilt every route's matcher on each
 * request, a fifth of a refetch's time; its Requests and streamed Responses cost as much again).
 */
export function createGatewayHandler(context: Omit<GatewayContext, PerRequest>, options: { validateResponses?: boolean } = {}) {
  const dispatch = createGatewayDispatcher<GatewayContext>(gatewayContract, router, {
    responseValidation: options.validateResponses ?? validatesResponses(),
    errorHandler: gatewayErrorHandler(context.log),
  });
  return (call: GatewayCall, perRequest: GatewayRequestContext): Promise<GatewayAnswer | null> =>
    dispatch(call, { ...context, ...perRequest, requestHeaders: call.headers, requestUrl: call.url });
}
