import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { gatewayContract } from '../../contracts/gateway';
import { isAppRoute } from '@ts-rest/core';
import { gateway } from './context';

/**
 * The one list of calls that later issues implement. Each answers
 * 501 { code: "NOT_IMPLEMENTED" } naming its call, so nothing fakes success. A group leaves
 * this list when its issue gives it real handlers in server/gateway/index.ts.
 */
export const PENDING_GROUPS = {
} as const satisfies Record<Exclude<keyof typeof gatewayContract, ImplementedGroup>, string>;

/** Groups with real handlers; together with PENDING_GROUPS they must name every contract group. */
export type ImplementedGroup = 'config' | 'session' | 'lookup' | 'botCheck' | 'customer' | 'issues' | 'analytics' | 'mail' | 'billing' | 'orders';
export type PendingGroup = keyof typeof PENDING_GROUPS;

/** The 501 answer of a call that is not implemented yet, naming the call and the issue that brings it. */
export function notImplementedResponse(route: AppRoute, issue: string, detail?: string) {
  const name = route.summary ?? `${route.method} ${route.path}`;
  return {
    status: 501,
    body: {
      code: 'NOT_IMPLEMENTED',
      message: `${name} is not implemented yet (planned with the ${issue} issue${detail ? `: ${detail}` : ''}).`,
    },
  } as const;
}

function notImplemented(route: AppRoute, issue: string) {
  return async () => notImplementedResponse(route, issue);
}

/** Handlers answering 501 for every route of a contract group. */
export function pendingRouter<T extends AppRouter>(contract: T, issue: string) {
  const walk = (node: AppRouter): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, isAppRoute(value) ? notImplemented(value, issue) : walk(value as AppRouter)]),
    );
  return gateway.router(contract, walk(contract) as Parameters<typeof gateway.router<T>>[1]);
}
