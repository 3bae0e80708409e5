import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { REPLACEMENT_EXTENSION_ISSUES } from '../../contracts/constants';
import { ZAddressChangeResponseSchema, ZCofpResponseSchema, ZOrderUpdateResponseSchema, ZSeriesResponseSchema } from '../../contracts/schemas/actions';
import { ZEntitledIssuesResponseSchema, ZIssueListResponseSchema } from '../../contracts/schemas/issues';
import { ZLookupFailureSchema, lookupFailureCode } from '../../contracts/schemas/lookup';
import { analyticsEvents, customers, issues, mailOutbox, orderItems, orders, passwordResetTokens, publishers, serviceRequests } from '../../server/db/schema';
import { SEED_IDENTITY_USERS } from '../../server/seed/identity';
import { PASSWORD_RESET_LIMIT_PER_SESSION } from '../../server/services/account-actions/password-reset';
import { ANALYTICS_LIMIT_PER_SESSION } from '../../server/services/analytics';
import { testDatabases } from './support/database';
import { BOREALE, HOUR_MS, NORTHWIND, byAccount, gatewayHarness, globalCodeOf, postalOf } from './support/gateway-harness';

describe.each(testDatabases())('gateway account actions (calls 8–18, 28) on $name', ({ open }) => {
  const { db, send, newSession, signIn, refetch, expectRefusal, now } = gatewayHarness(open, { clockStepMs: HOUR_MS });

  const requestsOf = (accountNumber: string, kind: string) =>
    db().run((d) =>
      d
        .select({ request: serviceRequests })
        .from(serviceRequests)
        .innerJoin(customers, eq(customers.id, serviceRequests.customerId))
        .where(and(eq(customers.accountNumber, accountNumber), eq(serviceRequests.kind, kind)))
        .orderBy(desc(serviceRequests.id)),
    );
  const orderRow = async (orderNumber: string) => (await db().run((d) => d.select().from(orders).where(eq(orders.orderNumber, orderNumber))))[0]!;

  const suspendBody = (accountNumber: string, extra: Record<string, unknown> = {}) => ({
    action: 'suspend',
    accountNumber,
    prodIdAlias: 'NWM',
    suspend: 'Y',
    reasonCode: 'VAC',
    currentMagSwitch: 'X',
    ...extra,
  });
  const resumeBody = (accountNumber: string, prodIdAlias = 'NWM') => ({ action: 'resume', accountNumber, prodIdAlias, resume: 'Y' });

  describe('who may call', () => {
    const calls = (account: string): Array<[string, string, unknown]> => [
      ['POST', '/api/cofa', [{ accountNumber: account, prodIdAlias: 'NWM', postalCode: '10118', address: { name: 'A B', address1: '1 Main St', city: 'X', state: 'NY', postalCode: '10001', country: 'US' } }]],
      ['POST', '/api/cofe', { accountNumber: account, prodIdAlias: 'NWM', email: 'x@example.com' }],
      ['POST', '/api/cofp', suspendBody(account)],
      ['POST', '/api/cofp', { action: 'preferences', accountNumber: account, prodIdAlias: 'NWM', email: '', permissions: { emailUseAnywherePerm: 'Y' } }],
      ['PUT', '/api/orderupdate', { action: 'extension', accountNumber: account, prodIdAlias: 'NWM', order: { subscriptionEnd: 40, reasonCode: 'EXT' } }],
      ['PUT', '/api/series', { updateType: 'suspendresume', prodIdAlias: 'NWB', recipAccountNumber: account, planCode: 'NWB-BIMONTHLY', suspendSwitch: 'Y' }],
      ['GET', `/api/entitledissues?magCode=NWM&accountNumber=${account}&lastIssue=18`, undefined],
    ];

    it('answers 401 without a session, for every call of the account area', async () => {
      const all: Array<[string, string, unknown]> = [
        ...calls('10000001'),
        ['POST', '/api/passwordreset', { email: 'x@example.com', clientId: 'subscriber-portal' }],
        ['GET', '/api/issue?magCode=NWM&issueNumberStart=1&issueNumberEnd=3', undefined],
        ['POST', '/api/eventbuspublish', { eventBusTransactionType: 'PUBLISH', body: { category: 'Suspend', action: 'Successful', label: 'NWM', value: 0 } }],
      ];
      for (const [method, path, body] of all) {
        await expectRefusal(await send(method, path, null, body), 401, 'SESSION_REQUIRED');
        await expectRefusal(await send(method, path, 'Z'.repeat(43), body), 401, 'SESSION_REQUIRED');
      }
    });

    it('answers 403 for an account the session did not prove, and changes nothing', async () => {
      const session = await signIn('10000002');
      for (const [method, path, body] of calls('10000001')) await expectRefusal(await send(method, path, session, body), 403, 'FORBIDDEN');
      // One foreign payload in a batch refuses the whole batch.
      const own = { accountNumber: '10000002', prodIdAlias: 'NWM', postalCode: '60613', address: { name: 'B H', address1: '2 Main St', city: 'Y', state: 'IL', postalCode: '60614', country: 'US' } };
      const foreign = { ...own, accountNumber: '10000001', postalCode: '10118' };
      await expectRefusal(await send('POST', '/api/cofa', session, [own, foreign]), 403, 'FORBIDDEN');
      expect((await refetch(session, '10000002')).customers[0]?.address.address1).toBe('1060 W Addison St');
      expect(await requestsOf('10000002', 'address-change')).toHaveLength(0);
    });

    it('answers 400, never 500, for a NUL or an unpaired surrogate in a string of a body or a query (issue 16)', async () => {
      const session = await signIn('10000001');
      const address = { name: 'Alice Walker', address1: '1 Main St', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' };
      const cofa = (changes: Partial<typeof address>) => [{ accountNumber: '10000001', prodIdAlias: 'NWM', postalCode: '10118', address: { ...address, ...changes } }];
      const event = (label: string) => ({ eventBusTransactionType: 'PUBLISH', body: { category: 'Pay', action: 'Successful', label, value: 1 } });
      const bad: Array<[string, string, unknown, string]> = [
        ['POST', '/api/cofa', cofa({ name: 'Alice\u0000Walker' }), 'body.0.address.name'],
        ['POST', '/api/cofa', cofa({ address1: '1 Main St \ud800' }), 'body.0.address.address1'],
        ['POST', '/api/cofa', cofa({ city: '\udc00New York' }), 'body.0.address.city'],
        ['POST', '/api/eventbuspublish', event('NWM\u0000'), 'body.body.label'],
        ['GET', '/api/AdminConfig?globalCode=NWM%00', undefined, 'query.globalCode'],
        ['GET', '/api/footer/location?globalCode=%00', undefined, 'query.globalCode'],
      ];
      for (const [method, path, body, field] of bad) {
        const refusal = await expectRefusal(await send(method, path, session, body), 400, 'BAD_REQUEST');
        expect(refusal.fieldErrors?.[field], `${method} ${path}`).toEqual(['Contains a character that is not allowed']);
      }
      // A key named 'bind' crashed the router under ts-rest's serverless handler (found by the fuzz suite); the
      // gateway's own router treats it like any other key: ignored in a query, refused by the body's schema.
      expect((await send('GET', '/api/AdminConfig?globalCode=NWM&bind=x', session)).status).toBe(200);
      const bodyBind = await expectRefusal(await send('POST', '/api/cofa', session, { bind: { x: 1 } }), 400, 'BAD_REQUEST');
      expect(Object.keys(bodyBind.fieldErrors ?? {})).toEqual(['body']);
      // A pair of surrogates (an emoji) is a character like any other.
      expect((await send('POST', '/api/eventbuspublish', session, event('NWM \ud83d\udcf0'))).status).toBe(200);
      expect((await refetch(session, '10000001')).customers[0]?.address.name).not.toContain('\u0000');
    });

    it('answers 400 with field errors for malformed bodies and queries', async () => {
      const session = await signIn('10000001');
      const malformed: Array<[string, string, unknown, string]> = [
        ['POST', '/api/cofp', { ...suspendBody('10000001'), reasonCode: undefined }, 'body.reasonCode'],
        ['POST', '/api/cofp', { ...suspendBody('10000001'), action: 'vacation' }, 'body.action'],
        ['POST', '/api/cofa', [], 'body'],
        ['POST', '/api/cofe', { accountNumber: '10000001', prodIdAlias: 'NWM', email: 'not an email' }, 'body.email'],
        ['PUT', '/api/orderupdate', { action: 'extension', accountNumber: '10000001', prodIdAlias: 'NWM', order: { subscriptionEnd: 0, reasonCode: 'E' } }, 'body.order.subscriptionEnd'],
        ['PUT', '/api/series', { updateType: 'seriesupdate', prodIdAlias: 'BOC', recipAccountNumber: '10000001', planCode: 'P', suspendSwitch: 'N', planStatus: 'A', shipFrequency: '2M', shipQuantity: 0 }, 'body.shipQuantity'],
        ['GET', '/api/entitledissues?magCode=NWM&accountNumber=10000001&lastIssue=abc', undefined, 'query.lastIssue'],
        ['GET', '/api/issue?magCode=NWM&issueNumberStart=9&issueNumberEnd=2', undefined, 'query.issueNumberEnd'],
        ['POST', '/api/eventbuspublish', { eventBusTransactionType: 'PUBLISH', body: { category: 'Pay', action: 'Successful', label: 'NWM', value: 1.5 } }, 'body.body.value'],
        ['POST', '/api/passwordreset', { email: 'x@example.com' }, 'body.clientId'],
      ];
      for (const [method, path, body, field] of malformed) {
        const refusal = await expectRefusal(await send(method, path, session, body), 400, 'BAD_REQUEST');
        expect(Object.keys(refusal.fieldErrors ?? {}), `${method} ${path}`).toContain(field);
      }
    });
  });

  describe('suspend and resume through POST /cofp (SERV, calls 16–17)', () => {
    it('suspends the active order, which the next lookup shows as suspended and resumable; resume makes it active again', async () => {
      const session = await signIn('10000001');
      const before = (await refetch(session, '10000001')).orders.find((o) => o.prodIdAlias === 'NWM')!;
      expect(before).toMatchObject({ orderStatus: 'active', isSuspendable: true, isResumable: false });

      const suspended = await send('POST', '/api/cofp', session, suspendBody('10000001', { resumeIssue: 21 }));
      expect(suspended.status).toBe(200);
      expect(ZCofpResponseSchema.parse(await suspended.json())).toMatchObject({ success: true, message: expect.stringContaining('2027-02-01') });
      const during = (await refetch(session, '10000001')).orders.find((o) => o.orderNumber === before.orderNumber)!;
      expect(during).toMatchObject({ orderStatus: 'suspended', isResumable: true, isSuspendable: false });
      expect(await orderRow(before.orderNumber)).toMatchObject({ suspendReasonCode: 'VAC', resumeIssue: 21, resumeDate: '2027-02-01', suspendedAt: now().toISOString().slice(0, 10) });

      await expectRefusal(await send('POST', '/api/cofp', session, suspendBody('10000001')), 409, 'ALREADY_SUSPENDED');

      const resumed = await send('POST', '/api/cofp', session, resumeBody('10000001'));
      expect(resumed.status).toBe(200);
      expect(ZCofpResponseSchema.parse(await resumed.json())).toMatchObject({
        success: true,
        items: [{ orderNumber: before.orderNumber, directResume: false }],
      });
      const after = (await refetch(session, '10000001')).orders.find((o) => o.orderNumber === before.orderNumber)!;
      expect(after).toMatchObject({ orderStatus: 'active', isResumable: false, isSuspendable: true });
      await expectRefusal(await send('POST', '/api/cofp', session, resumeBody('10000001')), 409, 'NOT_SUSPENDED');

      const [resume] = await requestsOf('10000001', 'resume');
      const [suspend] = await requestsOf('10000001', 'suspend');
      expect(suspend?.request).toMatchObject({ sessionId: session, reasonCode: 'VAC', payload: { orderNumber: before.orderNumber, via: 'cofp' } });
      expect(resume?.request).toMatchObject({ sessionId: session, payload: { orderNumber: before.orderNumber } });
    });

    it('answers each item’s directResume when resuming (the §4 redirect to /accounts/resume)', async () => {
      const session = await signIn('10000006');
      const order = (await refetch(session, '10000006')).orders.find((o) => o.orderStatus === 'suspended')!;
      await db().run((d) => d.update(orderItems).set({ directResume: true }).where(sql`${orderItems.orderId} = (select id from orders where order_number = ${order.orderNumber})`));
      const resumed = await send('POST', '/api/cofp', session, resumeBody('10000006'));
      expect(resumed.status).toBe(200);
      expect(ZCofpResponseSchema.parse(await resumed.json()).items).toEqual([{ orderNumber: order.orderNumber, directResume: true }]);
      expect((await orderRow(order.orderNumber)).resumeDate).toBeNull();
    });

    it('refuses with 409 what cannot be suspended or resumed, and a resume issue already delivered with 422', async () => {
      const expired = await signIn('10000004');
      await expectRefusal(await send('POST', '/api/cofp', expired, suspendBody('10000004')), 409, 'NOT_SUSPENDABLE');
      await expectRefusal(await send('POST', '/api/cofp', expired, resumeBody('10000004')), 409, 'NOT_SUSPENDED');

      const active = await signIn('10000015');
      const refusal = await expectRefusal(await send('POST', '/api/cofp', active, suspendBody('10000015', { resumeIssue: 18 })), 422, 'RESUME_TOO_EARLY');
      expect(refusal.fieldErrors).toHaveProperty(['body.resumeIssue']);
      expect((await refetch(active, '10000015')).orders[0]?.orderStatus).toBe('active');
      // A product the account does not hold.
      await expectRefusal(await send('POST', '/api/cofp', active, { ...suspendBody('10000015'), prodIdAlias: 'NWB' }), 404, 'SUBSCRIPTION_NOT_FOUND');
    });

    it('refuses to suspend while the publisher has enableSuspend off', async () => {
      const session = await signIn('10000016');
      const flag = (on: boolean) =>
        db().run((d) =>
          d
            .update(publishers)
            .set({ adminConfig: sql`jsonb_set(${publishers.adminConfig}, '{AvailableActions,Preferences,enableSuspend}', ${on ? 'true' : 'false'}::jsonb)` })
            .where(eq(publishers.globalCode, 'NWM')),
        );
      await flag(false);
      try {
        const refusal = await expectRefusal(await send('POST', '/api/cofp', session, suspendBody('10000016')), 409, 'SUSPEND_NOT_OFFERED');
        expect(refusal.message).toMatch(/not available/);
      } finally {
        await flag(true);
      }
      expect((await send('POST', '/api/cofp', session, suspendBody('10000016'))).status).toBe(200);
    });

    it('sends SERV through /cofp and series plans through /series, refusing the other way round', async () => {
      const serv = await signIn('10000017');
      const viaSeries = { updateType: 'suspendresume', prodIdAlias: 'NWM', recipAccountNumber: '10000017', planCode: 'NWM-12', suspendSwitch: 'Y' };
      const refusal = await expectRefusal(await send('PUT', '/api/series', serv, viaSeries), 409, 'NOT_SERIES_PLAN');
      expect(refusal.message).toMatch(/preferences/);

      const plan = await signIn('20000005', BOREALE);
      const viaCofp = { ...suspendBody('20000005'), prodIdAlias: 'BOC' };
      expect((await expectRefusal(await send('POST', '/api/cofp', plan, viaCofp, BOREALE), 409, 'SERIES_PLAN_ONLY')).message).toMatch(/series/);
      expect((await refetch(plan, '20000005', BOREALE)).orders[0]?.orderStatus).toBe('active');
    });
  });

  describe('PUT /series (SERVPF, calls 16–18)', () => {
    const series = (recipAccountNumber: string, extra: Record<string, unknown>) => ({
      prodIdAlias: 'BOC',
      recipAccountNumber,
      planCode: 'BOC-BIMONTHLY',
      ...extra,
    });

    it('suspends a plan until a date and resumes it, as the next lookup shows', async () => {
      const session = await signIn('20000005', BOREALE);
      const [plan] = (await refetch(session, '20000005', BOREALE)).orders;
      const suspended = await send('PUT', '/api/series', session, series('20000005', { updateType: 'suspendresume', suspendSwitch: 'Y', resumeServiceDate: '2027-03-01', shipFrequency: '2M' }), BOREALE);
      expect(suspended.status).toBe(200);
      expect(ZSeriesResponseSchema.parse(await suspended.json()).success).toBe(true);
      expect((await refetch(session, '20000005', BOREALE)).orders[0]).toMatchObject({ orderNumber: plan!.orderNumber, orderStatus: 'suspended', isResumable: true });
      expect((await orderRow(plan!.orderNumber)).resumeDate).toBe('2027-03-01');

      const resumed = await send('PUT', '/api/series', session, series('20000005', { updateType: 'suspendresume', suspendSwitch: 'N' }), BOREALE);
      expect(resumed.status).toBe(200);
      const body = ZSeriesResponseSchema.parse(await resumed.json());
      expect(body.items).toHaveLength(3);
      expect((await refetch(session, '20000005', BOREALE)).orders[0]).toMatchObject({ orderStatus: 'active', isResumable: false });
    });

    it('resumes the suspended plan of 20000010 and refuses a resume date in the past or an unknown plan', async () => {
      const session = await signIn('20000010', BOREALE);
      const past = series('20000010', { updateType: 'suspendresume', suspendSwitch: 'Y', resumeServiceDate: '2026-01-01' });
      // Already suspended: nothing to suspend again.
      await expectRefusal(await send('PUT', '/api/series', session, past, BOREALE), 409, 'ALREADY_SUSPENDED');
      await expectRefusal(await send('PUT', '/api/series', session, { ...past, planCode: 'BOC-WEEKLY' }, BOREALE), 404, 'SUBSCRIPTION_NOT_FOUND');
      const resumed = await send('PUT', '/api/series', session, series('20000010', { updateType: 'suspendresume', suspendSwitch: 'N' }), BOREALE);
      expect(resumed.status).toBe(200);
      expect((await refetch(session, '20000010', BOREALE)).orders[0]?.orderStatus).toBe('active');
      const refusal = await expectRefusal(await send('PUT', '/api/series', session, past, BOREALE), 422, 'RESUME_TOO_EARLY');
      expect(refusal.fieldErrors).toHaveProperty(['body.resumeServiceDate']);
    });

    it('stores the series update (call 18) on the order', async () => {
      const session = await signIn('20000005', BOREALE);
      const [plan] = (await refetch(session, '20000005', BOREALE)).orders;
      const update = series('20000005', { updateType: 'seriesupdate', suspendSwitch: 'N', planStatus: 'B', shipFrequency: '3M', shipQuantity: 2 });
      const response = await send('PUT', '/api/series', session, update, BOREALE);
      expect(response.status).toBe(200);
      expect(await orderRow(plan!.orderNumber)).toMatchObject({ planStatus: 'B', shipFrequency: '3M', shipQuantity: 2, orderStatus: 'active' });
      const [audit] = await requestsOf('20000005', 'series-update');
      expect(audit?.request.payload).toMatchObject({ planStatus: 'B', shipFrequency: '3M', shipQuantity: 2, previous: { shipFrequency: '2M', shipQuantity: 1 } });
      expect(audit?.request.sessionId).toBe(session);
    });

    it('answers the plan’s settings in the lookup, and the refetch shows a series update', async () => {
      const session = await signIn('20000005', BOREALE);
      const [plan] = (await refetch(session, '20000005', BOREALE)).orders;
      const row = await orderRow(plan!.orderNumber);
      // Earlier tests of this file may have changed the plan: the answer is what is stored.
      expect(row.shipFrequency).toBeTruthy();
      expect(plan).toMatchObject({ planCode: 'BOC-BIMONTHLY', planStatus: row.planStatus, shipFrequency: row.shipFrequency, shipQuantity: row.shipQuantity });
      const suspendSwitch = row.orderStatus === 'suspended' ? 'Y' : 'N';
      const update = series('20000005', { updateType: 'seriesupdate', suspendSwitch, planStatus: row.planStatus, shipFrequency: '1M', shipQuantity: 3 });
      expect((await send('PUT', '/api/series', session, update, BOREALE)).status).toBe(200);
      expect((await refetch(session, '20000005', BOREALE)).orders[0]).toMatchObject({ shipFrequency: '1M', shipQuantity: 3, orderStatus: row.orderStatus });
    });

    it('refuses a frequency or quantity outside the list (400) and a plan that has ended (409 ORDER_ENDED), changing nothing', async () => {
      const session = await signIn('20000005', BOREALE);
      const [plan] = (await refetch(session, '20000005', BOREALE)).orders;
      const before = await orderRow(plan!.orderNumber);
      const update = series('20000005', { updateType: 'seriesupdate', suspendSwitch: 'N', planStatus: 'A', shipFrequency: '2M', shipQuantity: 1 });
      const weekly = await expectRefusal(await send('PUT', '/api/series', session, { ...update, shipFrequency: '1W' }, BOREALE), 400, 'BAD_REQUEST');
      expect(JSON.stringify(weekly.fieldErrors)).toContain('shipFrequency');
      await expectRefusal(await send('PUT', '/api/series', session, { ...update, shipQuantity: 6 }, BOREALE), 400, 'BAD_REQUEST');
      // The suspend through /series sends the plan's frequency: the same list applies.
      await expectRefusal(await send('PUT', '/api/series', session, series('20000005', { updateType: 'suspendresume', suspendSwitch: 'Y', shipFrequency: 'weekly' }), BOREALE), 400, 'BAD_REQUEST');

      await db().run((d) => d.update(orders).set({ orderStatus: 'completed' }).where(eq(orders.orderNumber, plan!.orderNumber)));
      try {
        await expectRefusal(await send('PUT', '/api/series', session, { ...update, shipQuantity: 2 }, BOREALE), 409, 'ORDER_ENDED');
      } finally {
        await db().run((d) => d.update(orders).set({ orderStatus: before.orderStatus }).where(eq(orders.orderNumber, plan!.orderNumber)));
      }
      expect(await orderRow(plan!.orderNumber)).toMatchObject({ shipFrequency: before.shipFrequency, shipQuantity: before.shipQuantity });
    });
  });

  describe('address change (call 8)', () => {
    const usAddress = { name: 'Benjamin Hayes', address1: '1 Infinite Loop', address2: 'Suite 4', city: 'Cupertino', state: 'CA', postalCode: '95014', country: 'US' };

    it('changes the address now; the refetch by the NEW postal code finds it, the old one no longer does', async () => {
      const session = await signIn('10000002');
      const response = await send('POST', '/api/cofa', session, [{ accountNumber: '10000002', prodIdAlias: 'NWM', postalCode: '60613', category: 'Change of Address', address: usAddress }]);
      expect(response.status).toBe(200);
      expect(ZAddressChangeResponseSchema.parse(await response.json())).toEqual({
        success: true,
        results: [{ accountNumber: '10000002', success: true, scheduled: false, postalCode: '95014', message: expect.any(String) }],
      });
      const found = await refetch(session, '10000002', NORTHWIND, '95014');
      expect(found.customers[0]?.address).toEqual({ ...usAddress });
      const old = await send('POST', '/api/GC-call-globalcustomer', session, byAccount('10000002', NORTHWIND, '60613'));
      expect(lookupFailureCode(ZLookupFailureSchema.parse(await old.json()))).toBe('USER_NOT_FOUND');
      const [audit] = await requestsOf('10000002', 'address-change');
      expect(audit?.request).toMatchObject({ sessionId: session, payload: { previous: { postalCode: '60613' }, category: 'Change of Address' } });
    });

    it('stores a Canadian postal code as the lookup reads it', async () => {
      const session = await signIn('10000005');
      const address = { name: 'Erin Kowalski', address1: '111 Wellington St', city: 'Ottawa', state: 'on', postalCode: 'k1a 0a9', country: 'CA' };
      const body = ZAddressChangeResponseSchema.parse(await (await send('POST', '/api/cofa', session, [{ accountNumber: '10000005', prodIdAlias: 'NWM', postalCode: '98109', address }])).json());
      expect(body.results[0]?.postalCode).toBe('K1A0A9');
      const found = await refetch(session, '10000005', NORTHWIND, 'k1a0a9');
      expect(found.customers[0]?.address).toMatchObject({ state: 'ON', postalCode: 'K1A0A9', country: 'CA' });
    });

    it('keeps a change that starts later as a scheduled request, without applying it', async () => {
      const session = await signIn('10000012');
      const payload = { accountNumber: '10000012', prodIdAlias: 'NWM', postalCode: postalOf('10000012'), startDate: '2027-06-01', endDate: '2027-09-01', address: usAddress };
      const body = ZAddressChangeResponseSchema.parse(await (await send('POST', '/api/cofa', session, [payload])).json());
      expect(body).toMatchObject({ success: true, results: [{ success: true, scheduled: true, postalCode: postalOf('10000012') }] });
      expect(body.results[0]?.message).toContain('2027-06-01');
      expect((await refetch(session, '10000012')).customers[0]?.address.city).not.toBe('Cupertino');
      const [scheduled] = await requestsOf('10000012', 'address-change-scheduled');
      expect(scheduled?.request.payload).toMatchObject({ startDate: '2027-06-01', endDate: '2027-09-01', address: { postalCode: '95014' } });
    });

    it('changes a donor’s and a gift recipient’s address in one batch', async () => {
      const session = await signIn('10000008');
      // A ZIP+4 is stored as its ZIP, as the lookup reads it.
      const recipient = { ...usAddress, name: 'Henry Ellison', address1: '9 Gift Lane', postalCode: '95014-2083' };
      const response = await send('POST', '/api/cofa', session, [
        { accountNumber: '10000008', prodIdAlias: 'NWM', postalCode: '30309', address: { ...usAddress, name: 'Margaret Ellison' } },
        { accountNumber: '10000009', prodIdAlias: 'NWM', postalCode: '31401', address: recipient },
      ]);
      const body = ZAddressChangeResponseSchema.parse(await response.json());
      expect(body.success).toBe(true);
      expect(body.results.map((r) => [r.accountNumber, r.postalCode])).toEqual([['10000008', '95014'], ['10000009', '95014']]);
      const gift = (await refetch(session, '10000008', NORTHWIND, '95014')).associatedGiftAccounts.find((g) => g.accountNumber === '10000009');
      expect(gift?.address).toMatchObject({ address1: '9 Gift Lane', postalCode: '95014' });
    });

    it('answers 422 with field errors for an address that cannot be used, changing nothing', async () => {
      const session = await signIn('10000013');
      const good = { accountNumber: '10000013', prodIdAlias: 'NWM', postalCode: postalOf('10000013'), address: usAddress };
      const bad = { ...good, address: { ...usAddress, postalCode: 'ABCDE', state: 'ZZ' }, startDate: '2027-02-01', endDate: '2027-01-01' };
      const refusal = await expectRefusal(await send('POST', '/api/cofa', session, [good, bad]), 422, 'ADDRESS_INVALID');
      expect(refusal.fieldErrors).toEqual({
        'body.1.address.postalCode': ['Must be a number'],
        'body.1.address.state': ['Unknown state or province.'],
        'body.1.endDate': [expect.stringMatching(/end date/)],
      });
      expect((await refetch(session, '10000013')).customers[0]?.address.city).not.toBe('Cupertino');
    });
  });

  describe('email change (call 9) and preferences (call 11)', () => {
    it('changes the email and, for SERV, emailAuthorization sets emailUseForCompanyPerm', async () => {
      const session = await signIn('10000011');
      const response = await send('POST', '/api/cofe', session, { accountNumber: '10000011', prodIdAlias: 'NWM', email: 'jack.new@example.com', emailAuthorization: 'Y' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true });
      const [customer] = (await refetch(session, '10000011')).customers;
      expect(customer).toMatchObject({ email: 'jack.new@example.com', permissions: { emailUseForCompanyPerm: 'Y', emailUseAnywherePerm: 'N' } });
      const [audit] = await requestsOf('10000011', 'email-change');
      expect(audit?.request.payload).toMatchObject({ email: 'jack.new@example.com', previousEmail: 'jack.thompson@example.com' });
    });

    it('for SERVPF, emailPermission1 sets emailUseForCompanyPerm', async () => {
      const session = await signIn('10000019');
      const before = (await refetch(session, '10000019')).customers[0]!.permissions.emailUseForCompanyPerm;
      const flag = before === 'Y' ? 'N' : 'Y';
      const response = await send('POST', '/api/cofe', session, { accountNumber: '10000019', prodIdAlias: 'NWB', email: 'quentin@example.org', emailPermission1: flag });
      expect(response.status).toBe(200);
      expect((await refetch(session, '10000019')).customers[0]).toMatchObject({ email: 'quentin@example.org', permissions: { emailUseForCompanyPerm: flag } });
    });

    it('merges the changed flags into the permissions and answers all of them', async () => {
      const session = await signIn('10000016');
      const before = (await refetch(session, '10000016')).customers[0]!;
      const response = await send('POST', '/api/cofp', session, {
        action: 'preferences',
        accountNumber: '10000016',
        prodIdAlias: 'NWM',
        email: before.email,
        permissions: { emailUseAnywherePerm: before.permissions.emailUseAnywherePerm === 'Y' ? 'N' : 'Y', smsUsePerm: 'Y' },
      });
      expect(response.status).toBe(200);
      const body = ZCofpResponseSchema.parse(await response.json());
      const expected = { ...before.permissions, emailUseAnywherePerm: before.permissions.emailUseAnywherePerm === 'Y' ? 'N' : 'Y', smsUsePerm: 'Y' };
      expect(body).toMatchObject({ success: true, accountNumber: '10000016', prodIdAlias: 'NWM', email: before.email, permissions: expected });
      expect((await refetch(session, '10000016')).customers[0]?.permissions).toEqual(expected);
    });
  });

  describe('confirmation mail of each change (issue 13)', () => {
    const confirmationsTo = (to: string) =>
      db().run((d) =>
        d
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'account-change'), sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`))
          .orderBy(asc(mailOutbox.id)),
      );
    const inFrench = (path: string, session: string, body: unknown) => send('POST', path, session, body, BOREALE, { 'accept-language': 'fr-CA' });

    it('confirms an email change in French to the old and the new address, saying what changed and when', async () => {
      const session = await signIn('20000004', BOREALE);
      const response = await inFrench('/api/cofe', session, { accountNumber: '20000004', prodIdAlias: 'BOR', email: 'noah.nouveau@example.ca' });
      expect(response.status).toBe(200);
      const [toOld] = await confirmationsTo('noah.roy@example.ca');
      const [toNew] = await confirmationsTo('noah.nouveau@example.ca');
      for (const mail of [toOld, toNew]) {
        expect(mail).toMatchObject({ status: 'queued', subject: expect.stringMatching(/ : Adresse courriel modifiée$/) });
        expect(mail?.body).toMatch(/^Bonjour Noah Roy,/);
        expect(mail?.body).toContain('20000004');
        expect(mail?.body).toContain(new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(now()));
        expect(mail?.body).toContain('communiquer sans tarder avec le service à la clientèle');
      }
    });

    it('confirms an address change in English from the publisher; a refused change mails nothing', async () => {
      const session = await signIn('10000025');
      const address = { name: 'Xena Brooks', address1: '2 Benefit St', city: 'Providence', state: 'RI', postalCode: '02904', country: 'US' };
      const changed = await send('POST', '/api/cofa', session, [{ accountNumber: '10000025', prodIdAlias: 'NWM', postalCode: '02903', address }]);
      expect(changed.status).toBe(200);
      const after = await confirmationsTo('xena.brooks@example.com');
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ status: 'queued', subject: expect.stringMatching(/: Address changed$/), fromAddress: expect.stringContaining('no-reply@northwind.localhost') });
      expect(after[0]?.body).toMatch(/^Hello Xena Brooks,\n\nThis confirms a change to your .+ account 10000025 on /);
      const bad = { accountNumber: '10000025', prodIdAlias: 'NWM', postalCode: '02904', address: { ...address, state: 'ZZ' } };
      await expectRefusal(await send('POST', '/api/cofa', session, [bad]), 422, 'ADDRESS_INVALID');
      expect(await confirmationsTo('xena.brooks@example.com')).toHaveLength(1);
    });
  });

  describe('extension (call 13)', () => {
    it('moves the expiry to the issue asked for, with the order’s end date; never backwards', async () => {
      const session = await signIn('10000001');
      const before = (await refetch(session, '10000001')).customers[0]!.expireIssueNumber!;
      expect(before).toBe(23);
      const target = 26;
      const response = await send('PUT', '/api/orderupdate', session, { action: 'extension', accountNumber: '10000001', prodIdAlias: 'NWM', order: { subscriptionEnd: target, reasonCode: 'EXT' } });
      expect(response.status).toBe(200);
      const answer = ZOrderUpdateResponseSchema.parse(await response.json());
      expect(answer).toMatchObject({ success: true, expireIssueNumber: target });
      // Three issues at the plan's $29.99 for 12 are billed (issue 13 item 5), and the bill is open.
      const orderNumber = (await refetch(session, '10000001')).orders.find((o) => o.prodIdAlias === 'NWM')!.orderNumber;
      expect(answer.invoice).toEqual({ invoiceNumber: `INV-EXT-${orderNumber}-${target}`, amountDue: 7.5 });
      const found = await refetch(session, '10000001');
      expect((found.invoices ?? []).find((i) => i.invoiceNumber === answer.invoice!.invoiceNumber)).toMatchObject({ status: 'open', amountDue: 7.5 });
      // The next issue costs the same after the extension.
      expect(found.orders.find((o) => o.orderNumber === orderNumber)?.issuePrice).toBe(2.5);
      expect(found.customers[0]?.expireIssueNumber).toBe(target);
      const order = await orderRow(found.orders.find((o) => o.prodIdAlias === 'NWM')!.orderNumber);
      // Past the 24-issue catalogue: one month per issue after the old end (issue 23, 2027-04-01).
      expect(order.subscriptionEnd).toBe('2027-07-01');
      expect(order.termLength).toBe(15);

      const refusal = await expectRefusal(
        await send('PUT', '/api/orderupdate', session, { action: 'extension', accountNumber: '10000001', prodIdAlias: 'NWM', order: { subscriptionEnd: target, reasonCode: 'EXT' } }),
        409,
        'EXTENSION_NOT_LATER',
      );
      expect(refusal.message).toContain(String(target));
    });

    it('uses the catalogue’s cover date when the new last issue is in it, and refuses an account with nothing running', async () => {
      const session = await signIn('10000003');
      const response = await send('PUT', '/api/orderupdate', session, { action: 'extension', accountNumber: '10000003', prodIdAlias: 'NWM', order: { subscriptionEnd: 24, reasonCode: 'EXT' } });
      expect(response.status).toBe(200);
      const orderNumber = (await refetch(session, '10000003')).orders[0]!.orderNumber;
      expect((await orderRow(orderNumber)).subscriptionEnd).toBe('2027-05-01');

      const expired = await signIn('10000004');
      await expectRefusal(
        await send('PUT', '/api/orderupdate', expired, { action: 'extension', accountNumber: '10000004', prodIdAlias: 'NWM', order: { subscriptionEnd: 30, reasonCode: 'EXT' } }),
        409,
        'NO_RUNNING_SUBSCRIPTION',
      );
    });
    it('finds the running subscription of any account whose order ships to it (regression: 20000009 was refused)', async () => {
      const session = await signIn('20000009', BOREALE);
      const before = (await refetch(session, '20000009', BOREALE)).customers[0]!;
      const response = await send(
        'PUT',
        '/api/orderupdate',
        session,
        { action: 'extension', accountNumber: '20000009', prodIdAlias: before.prodIdAlias, order: { subscriptionEnd: before.expireIssueNumber! + 1, reasonCode: 'EXT' } },
        BOREALE,
      );
      expect(response.status).toBe(200);
      expect((await refetch(session, '20000009', BOREALE)).customers[0]?.expireIssueNumber).toBe(before.expireIssueNumber! + 1);
    });
  });

  describe('issues and replacement (calls 12, 14, 15)', () => {
    const entitled = async (session: string, accountNumber: string, lastIssue = 18, host = NORTHWIND) => {
      const response = await send('GET', `/api/entitledissues?magCode=${globalCodeOf(host)}&accountNumber=${accountNumber}&lastIssue=${lastIssue}`, session, undefined, host);
      expect(response.status).toBe(200);
      return ZEntitledIssuesResponseSchema.parse(await response.json()).issues;
    };
    const replacement = (accountNumber: string, issueNumber: number, requestIssue: 'Y' | 'N', prodIdAlias = 'NWM') => ({
      action: 'replacement',
      accountNumber,
      prodIdAlias,
      numberOfCopies: 1,
      reasonCode: 'MISS',
      requestIssue,
      issueNumber,
    });
    const stockOf = async (magCode: string, issueNumber: number) =>
      (await db().run((d) => d.select().from(issues).where(and(eq(issues.magCode, magCode), eq(issues.issueNumber, issueNumber)))))[0]!.stockCount;

    it('the demo accounts 10000001 and 20000001 each have an out-of-stock and an in-stock issue to replace', async () => {
      for (const [account, host] of [['10000001', NORTHWIND], ['20000001', BOREALE]] as const) {
        const list = await entitled(await signIn(account, host), account, 18, host);
        expect(list.map((i) => i.issueNumber)).toEqual([13, 14, 15, 16, 17, 18]);
        expect(list.some((i) => !i.inStock)).toBe(true);
        expect(list.some((i) => i.inStock)).toBe(true);
      }
    });

    it('ships an issue in stock, extends by one issue for one out of stock, and refuses a second request', async () => {
      const session = await signIn('10000003');
      const list = await entitled(session, '10000003');
      expect(list.find((i) => i.issueNumber === 15)).toMatchObject({ inStock: false, replacementRequested: false });
      const expire = (await refetch(session, '10000003')).customers[0]!.expireIssueNumber!;

      const stock = await stockOf('NWM', 14);
      const shipped = await send('POST', '/api/cofp', session, replacement('10000003', 14, 'Y'));
      expect(shipped.status).toBe(200);
      expect(ZCofpResponseSchema.parse(await shipped.json()).replacement).toEqual({ outOfStock: false, extendedByIssues: 0 });
      expect(await stockOf('NWM', 14)).toBe(stock - 1);
      expect((await refetch(session, '10000003')).customers[0]?.expireIssueNumber).toBe(expire);

      const outOfStock = await send('POST', '/api/cofp', session, replacement('10000003', 15, 'Y'));
      expect(outOfStock.status).toBe(200);
      expect(ZCofpResponseSchema.parse(await outOfStock.json()).replacement).toEqual({ outOfStock: true, extendedByIssues: REPLACEMENT_EXTENSION_ISSUES });
      expect((await refetch(session, '10000003')).customers[0]?.expireIssueNumber).toBe(expire + 1);

      const again = await expectRefusal(await send('POST', '/api/cofp', session, replacement('10000003', 14, 'Y')), 409, 'REPLACEMENT_ALREADY_REQUESTED');
      expect(again.message).toMatch(/already/);
      expect(await stockOf('NWM', 14)).toBe(stock - 1);
      const after = await entitled(session, '10000003');
      expect(after.filter((i) => i.replacementRequested).map((i) => i.issueNumber)).toEqual([14, 15]);
    });

    it('extends instead when asked (requestIssue N), leaving the stock alone; refuses issues the account was not entitled to', async () => {
      const session = await signIn('10000015');
      const expire = (await refetch(session, '10000015')).customers[0]!.expireIssueNumber!;
      const stock = await stockOf('NWM', 17);
      const response = await send('POST', '/api/cofp', session, replacement('10000015', 17, 'N'));
      expect(ZCofpResponseSchema.parse(await response.json()).replacement).toEqual({ outOfStock: false, extendedByIssues: 1 });
      expect(await stockOf('NWM', 17)).toBe(stock);
      expect((await refetch(session, '10000015')).customers[0]?.expireIssueNumber).toBe(expire + 1);
      // Not yet delivered, and too old to ask for.
      await expectRefusal(await send('POST', '/api/cofp', session, replacement('10000015', 19, 'Y')), 409, 'ISSUE_NOT_REPLACEABLE');
      await expectRefusal(await send('POST', '/api/cofp', session, replacement('10000015', 2, 'Y')), 409, 'ISSUE_NOT_REPLACEABLE');
      const [audit] = await requestsOf('10000015', 'replacement');
      expect(audit?.request).toMatchObject({ reasonCode: 'MISS', sessionId: session, payload: { issueNumber: 17, outcome: 'extended' } });
    });

    it('caps the entitled issues at the account’s last delivered issue', async () => {
      const session = await signIn('10000016');
      expect((await entitled(session, '10000016', 99_999)).map((i) => i.issueNumber).at(-1)).toBe(18);
      expect((await entitled(session, '10000016', 15)).map((i) => i.issueNumber)).toEqual([13, 14, 15]);
    });

    it('looks up the catalogue for any live session (call 15), only for the site’s magazine', async () => {
      const session = await newSession();
      const response = await send('GET', '/api/issue?magCode=NWM&issueNumberStart=19&issueNumberEnd=30', session);
      expect(response.status).toBe(200);
      const body = ZIssueListResponseSchema.parse(await response.json());
      expect(body.issues.map((i) => i.issueNumber)).toEqual([19, 20, 21, 22, 23, 24]);
      expect(body.issues[0]).toMatchObject({ coverDate: '2026-12-01', description: expect.stringContaining('Northwind'), inStock: true });
      const other = await expectRefusal(await send('GET', '/api/issue?magCode=BOR&issueNumberStart=1&issueNumberEnd=3', session), 422, 'WRONG_MAGAZINE');
      expect(other.fieldErrors).toHaveProperty(['query.magCode']);
    });
  });

  describe('password reset (call 10)', () => {
    const identity = SEED_IDENTITY_USERS.find((u) => u.links.length === 0)!;
    const mailsTo = (to: string) => db().run((d) => d.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`));

    it('mails the reset link to an identity user and answers the same for an unknown email', async () => {
      const session = await newSession();
      const unknown = await send('POST', '/api/passwordreset', session, { email: 'nobody@example.com', clientId: 'subscriber-portal' });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ success: true });
      const known = await send('POST', '/api/passwordreset', session, { email: identity.email.toUpperCase(), clientId: 'subscriber-portal' });
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual({ success: true });
      // The mail is written after the answer, so that it takes the same time either way.
      await vi.waitFor(async () => expect(await mailsTo(identity.email)).toHaveLength(1));
      const [mail] = await mailsTo(identity.email);
      expect(mail).toMatchObject({ kind: 'password-reset', body: expect.stringContaining('http://northwind.localhost:8080/realms/portal/login-actions/reset-credentials?key=') });
      expect(await db().run((d) => d.select().from(passwordResetTokens).where(eq(passwordResetTokens.sub, identity.sub)))).toHaveLength(1);
      expect(await mailsTo('nobody@example.com')).toHaveLength(0);
    });

    it('writes no reset link for a host the publisher does not list (the default-publisher fallback)', async () => {
      const session = await newSession('evil.example');
      const refusal = await expectRefusal(
        await send('POST', '/api/passwordreset', session, { email: identity.email, clientId: 'subscriber-portal' }, 'evil.example'),
        400,
        'PASSWORD_RESET_UNAVAILABLE',
      );
      expect(refusal.message).toMatch(/not available on this address/);
      expect((await mailsTo(identity.email)).filter((m) => m.body.includes('evil.example'))).toHaveLength(0);
    });

    it('refuses another client id with 400 and limits each session', async () => {
      const session = await newSession();
      const refusal = await expectRefusal(await send('POST', '/api/passwordreset', session, { email: 'a@example.com', clientId: 'account-console' }), 400, 'BAD_REQUEST');
      expect(refusal.fieldErrors).toHaveProperty(['body.clientId']);
      for (let i = 0; i < PASSWORD_RESET_LIMIT_PER_SESSION.max; i++) {
        expect((await send('POST', '/api/passwordreset', session, { email: `someone${i}@example.com`, clientId: 'subscriber-portal' })).status).toBe(200);
      }
      const limited = await send('POST', '/api/passwordreset', session, { email: 'one.more@example.com', clientId: 'subscriber-portal' });
      await expectRefusal(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('analytics (call 28)', () => {
    const event = (value = 2999) => ({ eventBusTransactionType: 'PUBLISH', body: { category: 'Make a Payment', action: 'Successful', label: 'NWM', value } });

    it('stores the event with its publisher and session, signed in or not', async () => {
      const session = await newSession(BOREALE);
      const response = await send('POST', '/api/eventbuspublish', session, event(1234), BOREALE);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      const rows = await db().run((d) => d.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, session)));
      const [boreale] = await db().run((d) => d.select({ id: publishers.id }).from(publishers).where(eq(publishers.globalCode, 'BOR')));
      expect(rows).toEqual([expect.objectContaining({ publisherId: boreale!.id, category: 'Make a Payment', action: 'Successful', label: 'NWM', value: 1234 })]);
    });

    it('limits the events of one session', async () => {
      const session = await newSession();
      for (let i = 0; i < ANALYTICS_LIMIT_PER_SESSION.max; i++) expect((await send('POST', '/api/eventbuspublish', session, event(i))).status).toBe(200);
      await expectRefusal(await send('POST', '/api/eventbuspublish', session, event()), 429, 'RATE_LIMITED');
      const [row] = await db().run((d) => d.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents).where(eq(analyticsEvents.sessionId, session)));
      expect(row?.n).toBe(ANALYTICS_LIMIT_PER_SESSION.max);
      // Another session is not affected.
      expect((await send('POST', '/api/eventbuspublish', await newSession(), event())).status).toBe(200);
    });
  });
});
