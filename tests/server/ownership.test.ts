import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { gatewayContract } from '../../contracts/gateway';
import { accountFieldPaths, accountsIn, ownershipOf } from '../../contracts/ownership';

/**
 * Issue 16: the gateway finds the accounts a call acts on where its contract route declares them,
 * not by matching field names anywhere in a body. This suite walks every route's body and query
 * schemas: a field that names an account and is neither declared nor explained fails here, so a new
 * field cannot skip the session check unnoticed.
 */

function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : routesOf(value as AppRouter, `${prefix}${key}.`),
  );
}

const routes = routesOf(gatewayContract);
const schemasOf = (route: AppRoute) => route as AppRoute & { body?: unknown; query?: unknown };

describe('account ownership declared per route', () => {
  it('covers the whole contract', () => {
    expect(routes.length).toBeGreaterThanOrEqual(27);
  });

  it.each(routes)('%s declares where it names accounts, and every account field is declared or explained', (_name, route) => {
    const ownership = ownershipOf(route);
    expect(ownership, 'metadata: owns(...) next to the schema').toBeDefined();
    const fields = [...accountFieldPaths(schemasOf(route).body, 'body'), ...accountFieldPaths(schemasOf(route).query, 'query')];
    const covered = new Set([...ownership!.accounts, ...(ownership!.unproved?.paths ?? [])]);
    expect(fields.filter((f) => !covered.has(f)), 'account fields neither owned nor explained').toEqual([]);
    // Every declared path is a real field (no typo that would check nothing).
    expect([...covered].filter((p) => !fields.includes(p)), 'declared paths that name no account field').toEqual([]);
    if (ownership!.unproved) expect(ownership!.unproved.reason).toMatch(/\w+ \w+ \w+/);
  });

  it('finds the accounts at the declared paths: each of a batch, gift recipients, a query', () => {
    const { changeAddress, orderUpdate, series } = gatewayContract.customer;
    expect(accountsIn(changeAddress, { body: [{ accountNumber: '1' }, { accountNumber: '2' }, { accountNumber: '1' }] })).toEqual(['1', '2']);
    expect(
      accountsIn(orderUpdate, { body: { accountNumber: '1', order: { orderItems: [{ shipToAccountNumber: '3' }, { shipToAccountNumber: '' }] } } }).sort(),
    ).toEqual(['1', '3']);
    expect(accountsIn(series, { body: { updateType: 'suspendresume', recipAccountNumber: '20000005', planCode: 'BOC-BIMONTHLY' } })).toEqual(['20000005']);
    expect(accountsIn(gatewayContract.issues.entitledIssues, { query: { magCode: 'NWM', accountNumber: '10000001' } })).toEqual(['10000001']);
    // An account named where the route does not declare one is not the route's: the schema refuses such a body anyway.
    expect(accountsIn(gatewayContract.customer.activity, { body: { accountNumber: '1', somewhereElse: { accountNumber: '2' } } })).toEqual(['1']);
  });
});
