import type { AppRouter } from '@ts-rest/core';
import { fetchRequestHandler } from '@ts-rest/serverless/fetch';
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
import type { GatewayContext } from './context';
import { gatewayErrorHandler } from './errors';
import { PENDING_GROUPS, pendingRouter, type PendingGroup } from './pending-calls';
import { sessionRouter } from './session.router';

type Contract = typeof gatewayContract;

function pendingGroups() {
  const groups: Record<string, unknown> = {};
  for (const group of Object.keys(PENDING_GROUPS) as PendingGroup[]) {
    groups[group] = pendingRouter(gatewayContract[group] as AppRouter, PENDING_GROUPS[group]);
  }
  return groups;
}

/** What varies per request: the client's socket address, read by the HTTP layer. */
export interface GatewayRequestContext {
  clientAddress: string;
}

/** The gateway under /api: every call of the contract, implemented or answering 501. */
export function createGatewayHandler(context: Omit<GatewayContext, 'clientAddress'>) {
  const router = { ...pendingGroups(), config: configRouter, session: sessionRouter, lookup: lookupRouter, botCheck: botCheckRouter, customer: customerRouter, issues: issuesRouter, analytics: analyticsRouter, mail: mailRouter, billing: billingRouter, orders: ordersRouter } as unknown as Parameters<typeof fetchRequestHandler<Contract, object, GatewayContext>>[0]['router'];
  const errorHandler = gatewayErrorHandler(context.log);
  return (request: Request, perRequest: GatewayRequestContext) =>
    fetchRequestHandler({
      contract: gatewayContract,
      router,
      request,
      platformContext: { ...context, ...perRequest },
      options: { responseValidation: true, errorHandler: (error) => errorHandler(error, request) },
    });
}
