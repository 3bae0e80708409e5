import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import type { ActionOutcome, ActionResult } from '../../machines/rules/account';
import { accountLookupMachine, type AccountFetchOutcome } from '../../machines/flows/account-lookup.machine';
import { actionCycleMachine, type ActionCycleInput, type ActionSubmission } from '../../machines/flows/action-cycle.machine';

/**
 * Scenarios of the generic action cycle and the account lookup (SPEC §4 Generic action cycle,
 * Account lookup, §7 call 28, §8), with promise fakes for the calls and recording fakes for effects.
 */

const submission: ActionSubmission = { request: { accountNumber: '10000001' }, label: 'NWM' };

function startCycle(perform: (request: unknown) => Promise<ActionOutcome>, input: ActionCycleInput = { category: 'Suspend' }) {
  const effects = {
    analytics: vi.fn(),
    refetch: vi.fn(),
    timeout: vi.fn(),
    settled: vi.fn(),
  };
  const actor = createActor(
    actionCycleMachine.provide({
      actors: { perform: fromPromise(({ input: s }: { input: ActionSubmission }) => perform(s.request)) },
      actions: {
        'report analytics': (_, event) => effects.analytics(event),
        'refetch customer': (_, params) => effects.refetch(params),
        'time out session': (_, params) => effects.timeout(params),
        'report settled': (_, result) => effects.settled(result),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, effects };
}

const settledOf = (actor: ReturnType<typeof startCycle>['actor']) => waitFor(actor, (s) => s.matches('success') || s.matches('error'));

describe('generic action cycle', () => {
  it('stores the success, reports Successful with the prodIdAlias as label, then refetches', async () => {
    const { actor, effects } = startCycle(async () => ({ results: [{ success: true }], data: { directResume: true } }));
    actor.send({ type: 'ACTION.SUBMIT', submission: { ...submission, amount: 12.34 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await settledOf(actor);
    expect(done.value).toBe('success');
    expect(done.context.result).toEqual({ status: 'success', data: { directResume: true } });
    expect(effects.analytics).toHaveBeenCalledWith({ category: 'Suspend', action: 'Successful', label: 'NWM', value: 1234 });
    expect(effects.refetch).toHaveBeenCalledWith({ delayMs: 0 });
    expect(effects.settled).toHaveBeenCalledWith({ status: 'success', data: { directResume: true } });
  });

  it('fails a batch when any call reports failure, keeps the gateway message, and still refetches', async () => {
    const { actor, effects } = startCycle(async () => ({ results: [{ success: true }, { success: false, message: 'Not suspendable' }] }));
    actor.send({ type: 'ACTION.SUBMIT', submission });
    const done = await settledOf(actor);
    expect(done.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Not suspendable' });
    expect(effects.analytics).toHaveBeenCalledWith(expect.objectContaining({ action: 'Unsuccessful', value: 0 }));
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('treats an empty batch as a failure: nothing reported success', async () => {
    const { actor } = startCycle(async () => ({ results: [] }));
    actor.send({ type: 'ACTION.SUBMIT', submission });
    expect((await settledOf(actor)).context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: undefined });
  });

  it('passes a raw exception through as the message and reports Unknown Error', async () => {
    const { actor, effects } = startCycle(async () => {
      throw new Error('HTTP 500');
    });
    actor.send({ type: 'ACTION.SUBMIT', submission });
    const done = await settledOf(actor);
    expect(done.context.result).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });
    expect(effects.analytics).toHaveBeenCalledWith(expect.objectContaining({ action: 'Unknown Error' }));
    expect(effects.timeout).not.toHaveBeenCalled();
  });

  it("ends the session as a timeout on 'Invalid login token' (§8)", async () => {
    const { actor, effects } = startCycle(async () => {
      throw new Error('Invalid login token');
    });
    actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(actor);
    expect(effects.timeout).toHaveBeenCalledWith({ message: 'Invalid login token' });
  });

  it("ends the session as a timeout when a call answers success false with 'Invalid login token' (§8)", async () => {
    const { actor, effects } = startCycle(async () => ({ results: [{ success: true }, { success: false, message: 'Invalid login token: session expired' }] }));
    actor.send({ type: 'ACTION.SUBMIT', submission });
    const done = await settledOf(actor);
    expect(done.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Invalid login token: session expired' });
    expect(effects.timeout).toHaveBeenCalledExactlyOnceWith({ message: 'Invalid login token: session expired' });

    const refused = startCycle(async () => ({ results: [{ success: false, message: 'Not suspendable' }] }));
    refused.actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(refused.actor);
    expect(refused.effects.timeout).not.toHaveBeenCalled();
  });

  it('refetches after the named delay with the new postal code, or not at all when the flow skips it', async () => {
    const delayed = startCycle(async () => ({ results: [{ success: true }] }), { category: 'Change of Address', refetch: { delayMs: 2000 } });
    delayed.actor.send({ type: 'ACTION.SUBMIT', submission: { ...submission, refetchPostalCode: '10119' } });
    await settledOf(delayed.actor);
    expect(delayed.effects.refetch).toHaveBeenCalledWith({ delayMs: 2000, postalCode: '10119' });

    const skipped = startCycle(async () => ({ results: [{ success: true }] }), { category: 'Change of Address', refetch: false });
    skipped.actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(skipped.actor);
    expect(skipped.effects.refetch).not.toHaveBeenCalled();
    expect(skipped.effects.analytics).toHaveBeenCalledTimes(1);
  });

  it('a retry or another submission sends the form as it is now, not the one sent before', async () => {
    const perform = vi.fn(async (_request: unknown) => ({ results: [{ success: false }] }));
    const { actor } = startCycle(perform);
    actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(actor);
    expect(actor.getSnapshot().value).toBe('error');
    const edited = { request: { accountNumber: '10000001', reasonCode: 'VACATION' }, label: 'NWM' };
    perform.mockImplementation(async () => ({ results: [{ success: true }] }));
    actor.send({ type: 'ACTION.SUBMIT', submission: edited });
    expect(perform).toHaveBeenLastCalledWith(edited.request);
    await settledOf(actor);
    expect(actor.getSnapshot().value).toBe('success');
    const another = { request: { accountNumber: '10000001', reasonCode: 'TRAVEL' }, label: 'NWM' };
    actor.send({ type: 'ACTION.SUBMIT', submission: another });
    expect(perform).toHaveBeenLastCalledWith(another.request);
  });

  it('start and cancel clear the stored result; a retry sends the submission again', async () => {
    const perform = vi.fn(async () => ({ results: [{ success: false }] }));
    const { actor } = startCycle(perform);
    actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(actor);
    actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(actor);
    expect(perform).toHaveBeenCalledTimes(2);
    actor.send({ type: 'ACTION.START' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: 'ACTION.SUBMIT', submission });
    await settledOf(actor);
    actor.send({ type: 'ACTION.CANCEL' });
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('starts loading at once when a flow embeds it with a submission, and tells the flow how it ended', async () => {
    const heard: ActionResult[] = [];
    const parent = createMachine({
      invoke: {
        id: 'actionCycle',
        src: actionCycleMachine.provide({
          actors: { perform: fromPromise(async (): Promise<ActionOutcome> => ({ results: [{ success: true }] })) },
          actions: {
            'report analytics': () => {},
            'refetch customer': () => {},
            'time out session': () => {},
            'report settled': ({ self }, result) => {
              void self;
              heard.push(result);
            },
          },
        }),
        input: { category: 'Resume', submission },
      },
    });
    const actor = createActor(parent).start();
    const child = actor.getSnapshot().children.actionCycle!;
    expect(child.getSnapshot().value).toBe('loading');
    await waitFor(child, (s) => s.matches('success'));
    expect(heard).toEqual([{ status: 'success' }]);
  });
});

const lookup = (permissions: Record<string, 'Y' | 'N'>): TLookupSuccess => ({
  isSuccess: 'true',
  customers: [
    {
      productName: 'Northwind Monthly',
      accountNumber: '10000001',
      prodIdAlias: 'NWM',
      email: 'a@example.com',
      address: { name: 'A', address1: '1 Main', city: 'NY', postalCode: '10118', country: 'US' },
      activeSubscriptions: 1,
      postalCode: '10118',
      systemCode: 'SERV',
      permissions,
    },
  ],
  orders: [],
  accountsMap: {},
  prodId: 'NWM',
  associatedGiftAccounts: [],
  paymentMethods: [],
});

function startLookup(fetch: (key: { accountNumber: string; postalCode: string }) => Promise<AccountFetchOutcome>, initial: TLookupSuccess | null = null) {
  const effects = { shared: vi.fn(), notified: vi.fn(), timeout: vi.fn() };
  const actor = createActor(
    accountLookupMachine.provide({
      actors: { fetchAccount: fromPromise(({ input }: { input: { accountNumber: string; postalCode: string } }) => fetch(input)) },
      actions: {
        'share lookup': (_, params) => effects.shared(params),
        'notify lookup failure': (_, params) => effects.notified(params),
        'time out session': (_, params) => effects.timeout(params),
      },
    }),
    { input: { lookup: initial, key: { accountNumber: '10000001', postalCode: '10118' } } },
  );
  actor.start();
  return { actor, effects };
}

describe('account lookup', () => {
  it('looks the customer up by account number and postal code at start and shares the result', async () => {
    const fetch = vi.fn(async () => ({ found: true as const, lookup: lookup({}) }));
    const { actor, effects } = startLookup(fetch);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(fetch).toHaveBeenCalledWith({ accountNumber: '10000001', postalCode: '10118' });
    expect(effects.shared).toHaveBeenCalledWith({ lookup: lookup({}), key: { accountNumber: '10000001', postalCode: '10118' } });
  });

  it('keeps showing the data the sign-in found while it refreshes', () => {
    const { actor } = startLookup(() => new Promise(() => {}), lookup({}));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.lookup).toEqual(lookup({}));
  });

  it('waits the named delay before a delayed refetch, using the new postal code', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(async () => ({ found: true as const, lookup: lookup({}) }));
      const { actor } = startLookup(fetch);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
      actor.send({ type: 'ACCOUNT.REFETCH', delayMs: 2000, postalCode: '10119' });
      expect(actor.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenLastCalledWith({ accountNumber: '10000001', postalCode: '10119' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks up by the new postal code of a refetch without delay too, and keeps it for the next refetch', async () => {
    const fetch = vi.fn(async () => ({ found: true as const, lookup: lookup({}) }));
    const { actor } = startLookup(fetch);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'ACCOUNT.REFETCH', postalCode: '10119' });
    expect(fetch).toHaveBeenLastCalledWith({ accountNumber: '10000001', postalCode: '10119' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'ACCOUNT.REFETCH' });
    expect(fetch).toHaveBeenLastCalledWith({ accountNumber: '10000001', postalCode: '10119' });
  });

  it('notifies a lookup failure (§4) and times out on an invalid login token (§8)', async () => {
    const notFound = startLookup(async () => ({ found: false, code: 'USER_NOT_FOUND' }));
    await waitFor(notFound.actor, (s) => s.matches('failed'));
    expect(notFound.effects.notified).toHaveBeenCalledWith({ code: 'USER_NOT_FOUND' });

    const expired = startLookup(async () => {
      throw new Error('Invalid login token');
    });
    await waitFor(expired.actor, (s) => s.matches('failed'));
    expect(expired.effects.timeout).toHaveBeenCalledWith({ message: 'Invalid login token' });
    expect(expired.effects.notified).not.toHaveBeenCalled();
  });

  it('applies saved permissions to the matching customer only (§4), as Y or N', async () => {
    const { actor } = startLookup(async () => ({ found: true, lookup: lookup({ emailUseAnywherePerm: 'N', emailUseForCompanyPerm: 'N' }) }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'ACCOUNT.PERMISSIONS_SAVED', accountNumber: '10000001', prodIdAlias: 'OTHER', permissions: { emailUseAnywherePerm: 'Y' } });
    expect(actor.getSnapshot().context.lookup!.customers[0]!.permissions.emailUseAnywherePerm).toBe('N');
    actor.send({
      type: 'ACCOUNT.PERMISSIONS_SAVED',
      accountNumber: '10000001',
      prodIdAlias: 'NWM',
      permissions: { emailUseAnywherePerm: 'Y', email: 'x@example.com', accountNumber: '10000001' },
    });
    expect(actor.getSnapshot().context.lookup!.customers[0]!.permissions).toEqual({ emailUseAnywherePerm: 'Y', emailUseForCompanyPerm: 'N' });
  });
});
