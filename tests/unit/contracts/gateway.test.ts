import { describe, it, expect } from 'vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { gatewayContract } from '../../../contracts/gateway';

/** Every route of a router, with its dotted key (e.g. 'lookup.accountLookup'). */
function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[prefix + key, value] as [string, AppRoute]] : routesOf(value, `${prefix}${key}.`),
  );
}

/** Every object key reachable in a zod schema. */
function fieldNames(schema: unknown, seen = new Set<unknown>()): Set<string> {
  const names = new Set<string>();
  const walk = (s: unknown): void => {
    if (!(s instanceof z.ZodType) || seen.has(s)) return;
    seen.add(s);
    if (s instanceof z.ZodObject) {
      for (const [key, value] of Object.entries(s.shape as Record<string, unknown>)) {
        names.add(key);
        walk(value);
      }
      walk(s._def.catchall);
    } else if (s instanceof z.ZodArray) walk(s.element);
    else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) walk(s._def.innerType);
    else if (s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) for (const o of s.options) walk(o);
    else if (s instanceof z.ZodRecord) {
      walk(s.keySchema);
      walk(s.valueSchema);
    } else if (s instanceof z.ZodEffects) walk(s.innerType());
    else if (s instanceof z.ZodLazy) walk(s.schema);
    else if (s instanceof z.ZodIntersection) {
      walk(s._def.left);
      walk(s._def.right);
    } else if (s instanceof z.ZodPipeline) {
      walk(s._def.in);
      walk(s._def.out);
    } else if (s instanceof z.ZodTuple) for (const item of s.items) walk(item);
    else if (s instanceof z.ZodBranded) walk(s.unwrap());
    else if (s instanceof z.ZodCatch || s instanceof z.ZodReadonly) walk(s._def.innerType);
  };
  walk(schema);
  return names;
}

const routes = routesOf(gatewayContract);

describe('gateway contract', () => {
  it('has every group and the expected routes', () => {
    const keys = routes.map(([key]) => key);
    expect(Object.keys(gatewayContract)).toEqual([
      'config',
      'session',
      'lookup',
      'botCheck',
      'customer',
      'issues',
      'billing',
      'orders',
      'analytics',
      'mail',
    ]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'session.create',
        'lookup.accountLookup',
        'lookup.link',
        'lookup.securedCheck',
        'botCheck.challenge',
        'customer.changeAddress',
        'customer.changeEmail',
        'customer.passwordReset',
        'customer.cofp',
        'customer.orderUpdate',
        'customer.series',
        'issues.entitledIssues',
        'issues.issueLookup',
        'billing.cardUpdate',
        'billing.paymentInstrument',
        'billing.payment',
        'billing.payout',
        'orders.resinOrderUpdate',
        'orders.createOrder',
        'orders.intellisel',
        'analytics.publish',
        'mail.custServEmail',
      ]),
    );
  });

  it('has one route per method and path, all under /api', () => {
    const seen = routes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
    for (const [, r] of routes) expect(r.path.startsWith('/api/')).toBe(true);
  });

  it.each(routes)('%s has a summary starting with §7 or Designed', (_key, route) => {
    expect(route.summary).toMatch(/^(§7|Designed)/);
  });

  it.each(routes)('%s declares 400 and 500', (_key, route) => {
    expect(route.responses[400]).toBeDefined();
    expect(route.responses[500]).toBeDefined();
  });

  it.each(routes.filter(([key]) => !key.startsWith('config.') && key !== 'session.create'))(
    '%s requires the session header',
    (_key, route) => {
      const headers = route.headers as z.ZodTypeAny;
      expect(headers.safeParse({}).success).toBe(false);
      expect(headers.safeParse({ 'x-session-id': 's'.repeat(32), 'idempotency-key': 'k'.repeat(32) }).success).toBe(true);
    },
  );

  it('account-scoped routes declare 401, 403 and 429', () => {
    for (const [key, route] of routes) {
      if (key.startsWith('config.') || key.startsWith('session.') || key.startsWith('analytics.')) continue;
      for (const status of [401, 403, 429]) expect(route.responses[status], `${key} ${status}`).toBeDefined();
    }
  });

  it('no response schema anywhere has a full card number or security code field', () => {
    const forbidden = ['creditCardNumber', 'cardNumber', 'cvv', 'cvc', 'securityCode'];
    let walked = 0;
    for (const [key, route] of routes) {
      for (const [status, response] of Object.entries(route.responses)) {
        const names = fieldNames(response);
        walked += names.size;
        for (const name of forbidden) expect(names.has(name), `${key} ${status} has ${name}`).toBe(false);
      }
    }
    // The walker must actually see fields (e.g. creditCardLastFour in the lookup answer).
    expect(walked).toBeGreaterThan(100);
    expect(fieldNames(gatewayContract.lookup.accountLookup.responses[200]).has('creditCardLastFour')).toBe(true);
  });

  it('no request body carries a full card number either (cards travel as tokens)', () => {
    for (const [key, route] of routes) {
      if (!('body' in route)) continue;
      const names = fieldNames(route.body);
      for (const name of ['creditCardNumber', 'cardNumber', 'cvv']) expect(names.has(name), `${key} ${name}`).toBe(false);
    }
  });

  it('payments and payouts require an Idempotency-Key and declare 409 and 422', () => {
    for (const route of [gatewayContract.billing.payment, gatewayContract.billing.payout]) {
      const headers = route.headers as z.ZodTypeAny;
      expect(headers.safeParse({ 'x-session-id': 's'.repeat(32) }).success).toBe(false);
      expect(route.responses[409]).toBeDefined();
      expect(route.responses[422]).toBeDefined();
    }
  });
});
