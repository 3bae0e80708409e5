import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayContract } from '../../contracts/gateway';
import { createApp } from '../../server/app';
import { PENDING_GROUPS, pendingRouter, type ImplementedGroup, type PendingGroup } from '../../server/gateway/pending-calls';
import { createLogger } from '../../server/log';
import { openDatabase, type Database } from '../../server/db';

function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : routesOf(value as AppRouter, `${prefix}${key}.`),
  );
}

describe('calls that later issues implement', () => {
  it('every contract group is either implemented or pending', () => {
    const implemented: ImplementedGroup[] = ['config', 'session', 'lookup', 'botCheck', 'customer', 'issues', 'analytics', 'mail', 'billing', 'orders'];
    expect(Object.keys(gatewayContract).sort()).toEqual([...implemented, ...Object.keys(PENDING_GROUPS)].sort());
  });

  // Every group is implemented now: the mechanism is checked on a sample group, as a later issue would use it.
  const pending: Array<[string, string]> = Object.keys(PENDING_GROUPS).length
    ? Object.entries(PENDING_GROUPS as Record<PendingGroup, string>)
    : [['orders', 'A later']];
  it.each(pending)('every route of %s answers 501 naming its call', async (group, issue) => {
    const contract = gatewayContract[group as keyof typeof gatewayContract] as AppRouter;
    const handlers = pendingRouter(contract, issue) as unknown as Record<string, unknown>;
    const routes = routesOf(contract);
    expect(routes.length).toBeGreaterThan(0);
    for (const [key, route] of routes) {
      const handler = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], handlers) as () => Promise<{ status: number; body: { code: string; message: string } }>;
      const answer = await handler();
      expect(answer.status).toBe(501);
      expect(answer.body.code).toBe('NOT_IMPLEMENTED');
      expect(answer.body.message).toContain(route.summary ?? route.path);
    }
  });

  describe('through the gateway', () => {
    let database: Database;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory://' });
      app = createApp({ database, log: createLogger('silent'), distDir: 'dist' });
    });
    afterAll(() => database?.close());

    it('the last pending calls (orders) are real now: an unknown session gets 401, not 501', async () => {
      expect(PENDING_GROUPS).toEqual({});
      const response = await app.request('/api/intellisel', {
        method: 'POST',
        headers: { 'x-session-id': 'x'.repeat(43), 'content-type': 'application/json' },
        body: JSON.stringify({ accountNumber: '10000001', prodIdAlias: 'NWM', intellisel: { event: 'extension', transactionCode: 'EXTEND', offerValue: 0 } }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    });
  });
});
