import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TAddressChangeResponse } from '../../contracts/schemas/actions';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { ActionOutcome } from '../../machines/rules/account';
import { embeddedActionCycle } from '../../machines/flows/action-cycle-child';
import { addressChangeMachine } from '../../machines/flows/address-change.machine';
import { addressChangePathInput } from '../../machines/paths/address-change.paths';
import { automaticEmailAddMachine } from '../../machines/flows/automatic-email-add.machine';
import type { AddressChangeRequest } from '../../machines/rules/profile-actions';

/**
 * Scenarios of the address change and the automatic email add with the REAL generic action cycle
 * as their child (fake calls, recording effects): the two-step gift change, the refetch and its
 * postal code, the batch rule, and what a failure keeps (SPEC §4, §7 calls 8 and 9, §8, §9).
 */

function cycleWith(perform: (request: unknown) => Promise<ActionOutcome>, effects: { refetch: (params: unknown) => void; analytics: (event: unknown) => void }) {
  return embeddedActionCycle(perform, {
      'report analytics': (_, event) => effects.analytics(event),
      'refetch customer': (_, params) => effects.refetch(params),
      'time out session': () => {},
  });
}

const newAddress = { name: 'Hank Moreau', address1: '88 Peachtree St', city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US' };
const giftAddress = { name: 'Ivy Moreau', address1: '9 Bull St', city: 'Savannah', state: 'GA', postalCode: '31401', country: 'US' };

const answerFor = (request: AddressChangeRequest): TAddressChangeResponse => ({
  success: true,
  results: request.payloads.map((p) => ({ accountNumber: p.accountNumber, success: true, scheduled: false, postalCode: p.address.postalCode })),
});
const outcomeOf = (answer: TAddressChangeResponse): ActionOutcome => ({ results: answer.results.map((r) => ({ success: r.success })), data: answer });

function startAddressChange(perform: (request: AddressChangeRequest) => Promise<ActionOutcome>) {
  const effects = { refetch: vi.fn(), analytics: vi.fn(), flowRefetch: vi.fn() };
  const actor = createActor(
    addressChangeMachine.provide({
      actors: { actionCycle: cycleWith((r) => perform(r as AddressChangeRequest), effects) },
      actions: { 'refetch customer': (_, params) => effects.flowRefetch(params) },
    }),
    { input: addressChangePathInput },
  ).start();
  return { actor, effects };
}

function fillIn(actor: ReturnType<typeof startAddressChange>['actor'], accounts: { own: string[]; gifts: string[] }, dates = { startDate: '2026-11-21', endDate: '' }) {
  actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: accounts.own, giftAccountNumbers: accounts.gifts });
  actor.send({ type: 'ADDRESS.DATES', ...dates });
  actor.send({ type: 'ADDRESS.UPDATES', address: accounts.own.length ? newAddress : null, giftAddress: accounts.gifts.length ? giftAddress : null });
}

const settled = (actor: ReturnType<typeof startAddressChange>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('change of address', () => {
  it('sends one payload per account, then refetches 2 s later with the new postal code of the looked-up account', async () => {
    const perform = vi.fn(async (request: AddressChangeRequest) => outcomeOf(answerFor(request)));
    const { actor, effects } = startAddressChange(perform);
    fillIn(actor, { own: ['10000008'], gifts: [] });
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'ADDRESS.SUBMIT' });
    const done = await settled(actor);

    expect(done.value).toBe('confirmed');
    expect(perform).toHaveBeenCalledExactlyOnceWith({
      payloads: [
        { accountNumber: '10000008', prodIdAlias: 'NWM', postalCode: '30309', systemCode: 'SERV', category: 'Change of Address', address: newAddress },
      ],
    });
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 2000, postalCode: '30303' });
    expect(effects.analytics).toHaveBeenCalledExactlyOnceWith({ category: 'Change of Address', action: 'Successful', label: 'NWM', value: 0 });
  });

  it('runs the two-step gift change: own accounts first without a refetch, then the gifts with the first answer, then one refetch', async () => {
    const perform = vi.fn(async (request: AddressChangeRequest) => outcomeOf(answerFor(request)));
    const { actor, effects } = startAddressChange(perform);
    fillIn(actor, { own: ['10000008'], gifts: ['10000009'] });
    actor.send({ type: 'ADDRESS.SUBMIT' });
    const done = await settled(actor);

    expect(done.value).toBe('confirmed');
    expect(perform).toHaveBeenCalledTimes(2);
    const [first, second] = perform.mock.calls.map(([request]) => request);
    expect(first!.payloads.map((p) => p.accountNumber)).toEqual(['10000008']);
    expect(first!.firstResponse).toBeUndefined();
    expect(second!.payloads.map((p) => [p.accountNumber, p.address.address1])).toEqual([['10000009', '9 Bull St']]);
    expect(second!.firstResponse).toEqual(answerFor(first!));
    // One refetch, after the second call, with the postal code the first answer stored.
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 2000, postalCode: '30303' });
    expect(effects.flowRefetch).not.toHaveBeenCalled();
    expect(done.context.responses).toHaveLength(2);
  });

  it('stops after a failed first step, refetches itself, and keeps the draft for a retry', async () => {
    const perform = vi.fn(async () => ({ results: [{ success: false, message: 'Unknown country.' }] }));
    const { actor, effects } = startAddressChange(perform);
    fillIn(actor, { own: ['10000008'], gifts: ['10000009'] });
    actor.send({ type: 'ADDRESS.SUBMIT' });
    const done = await settled(actor);

    expect(done.value).toBe('confirmation');
    expect(perform).toHaveBeenCalledTimes(1);
    expect(done.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Unknown country.' });
    expect(effects.refetch).not.toHaveBeenCalled();
    expect(effects.flowRefetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 2000 });
    expect(done.context.draft.address).toEqual(newAddress);
    expect(done.context.draft.giftAddress).toEqual(giftAddress);
  });

  it('fails the batch when one account fails, and a retry sends the same payloads again', async () => {
    const perform = vi
      .fn<(request: AddressChangeRequest) => Promise<ActionOutcome>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockImplementation(async (request) => outcomeOf(answerFor(request)));
    const { actor } = startAddressChange(perform);
    fillIn(actor, { own: ['10000008'], gifts: [] });
    actor.send({ type: 'ADDRESS.SUBMIT' });
    const failed = await settled(actor);
    expect(failed.value).toBe('confirmation');
    expect(failed.context.result).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });

    actor.send({ type: 'ADDRESS.SUBMIT' });
    const done = await settled(actor);
    expect(done.value).toBe('confirmed');
    expect(perform.mock.calls[1]![0]).toEqual(perform.mock.calls[0]![0]);
  });

  it('a later start is sent as startDate and keeps the refetch on the current postal code', async () => {
    const perform = vi.fn(async (request: AddressChangeRequest) => outcomeOf(answerFor(request)));
    const { actor, effects } = startAddressChange(perform);
    fillIn(actor, { own: ['10000008'], gifts: [] }, { startDate: '2026-12-01', endDate: '2027-01-31' });
    actor.send({ type: 'ADDRESS.SUBMIT' });
    await settled(actor);
    expect(perform.mock.calls[0]![0].payloads[0]).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-31' });
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 2000 });
  });

  it('refuses to go on without an account, with dates out of order, or without the address of a chosen kind', () => {
    const { actor } = startAddressChange(vi.fn());
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: [], giftAccountNumbers: [] });
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: ['99999999'], giftAccountNumbers: [] });
    expect(actor.getSnapshot().value).toBe('accountInformation');
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: ['10000008'], giftAccountNumbers: ['10000009'] });
    actor.send({ type: 'ADDRESS.DATES', startDate: '2026-11-21', endDate: '2026-11-20' });
    actor.send({ type: 'ADDRESS.DATES', startDate: '2026-11-20', endDate: '' });
    expect(actor.getSnapshot().value).toBe('effectiveDates');
    actor.send({ type: 'ADDRESS.DATES', startDate: '2026-11-21', endDate: '' });
    actor.send({ type: 'ADDRESS.UPDATES', address: newAddress, giftAddress: null });
    actor.send({ type: 'ADDRESS.UPDATES', address: null, giftAddress });
    expect(actor.getSnapshot().value).toBe('accountUpdates');
  });

  it('refuses a gift recipient the donor does not have, and takes one account of each kind out of several', () => {
    const { accounts } = addressChangePathInput;
    const input = {
      ...addressChangePathInput,
      accounts: {
        own: [...accounts.own, { ...accounts.own[0]!, accountNumber: '10000018' }],
        gifts: [...accounts.gifts, { ...accounts.gifts[0]!, accountNumber: '10000019' }],
      },
    };
    const actor = createActor(addressChangeMachine, { input }).start();
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: [], giftAccountNumbers: ['99999999'] });
    expect(actor.getSnapshot().value).toBe('accountInformation');
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: ['10000018'], giftAccountNumbers: ['10000019'] });
    expect(actor.getSnapshot().value).toBe('effectiveDates');
  });

  it('asks only for the address of the kind chosen: gift recipients alone need no address of the donor', () => {
    const { actor } = startAddressChange(vi.fn());
    actor.send({ type: 'ADDRESS.ACCOUNTS', accountNumbers: [], giftAccountNumbers: ['10000009'] });
    actor.send({ type: 'ADDRESS.DATES', startDate: '2026-11-21', endDate: '' });
    actor.send({ type: 'ADDRESS.UPDATES', address: null, giftAddress });
    expect(actor.getSnapshot().value).toBe('confirmation');
  });
});

const customer = (accountNumber: string, email: string, systemCode: TCustomer['systemCode'] = 'SERV'): TCustomer => ({
  productName: 'Northwind Monthly',
  accountNumber,
  prodIdAlias: 'NWM',
  email,
  address: { name: 'A', address1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '78701',
  systemCode,
  permissions: { emailUseForCompanyPerm: 'N' },
});

describe('automatic email add', () => {
  function start(perform: (request: unknown) => Promise<ActionOutcome>) {
    const effects = { refetch: vi.fn(), analytics: vi.fn(), remembered: vi.fn(), failure: vi.fn() };
    const actor = createActor(
      automaticEmailAddMachine.provide({
        actors: { actionCycle: cycleWith(perform, effects) },
        actions: { 'remember it ran': () => effects.remembered(), 'report failure': (_, params) => effects.failure(params) },
      }),
    ).start();
    return { actor, effects };
  }

  it('adds the known email to the accounts without one, with each system’s permission field, then refetches 3 s later', async () => {
    const perform = vi.fn(async (request: unknown) => ({ results: (request as unknown[]).map(() => ({ success: true })) }));
    const { actor, effects } = start(perform);
    const customers = [customer('1', ''), customer('2', 'b@example.com'), customer('3', ' ', 'SERVPF')];
    actor.send({ type: 'EMAIL_ADD.CHECK', customers, known: { email: 'new@example.com', optIn: true }, alreadyRan: false });
    const done = await waitFor(actor, (s) => s.status === 'done');

    expect(done.value).toBe('added');
    expect(perform).toHaveBeenCalledExactlyOnceWith([
      { accountNumber: '1', prodIdAlias: 'NWM', email: 'new@example.com', systemCode: 'SERV', emailAuthorization: 'Y' },
      { accountNumber: '3', prodIdAlias: 'NWM', email: 'new@example.com', systemCode: 'SERVPF', emailPermission1: 'Y' },
    ]);
    expect(effects.remembered).toHaveBeenCalledTimes(1);
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 3000 });
    expect(effects.analytics).toHaveBeenCalledWith(expect.objectContaining({ category: 'Automatic Email Add', action: 'Successful' }));
  });

  it('with no customers ends with the bad-lookup code and calls nothing', () => {
    const perform = vi.fn();
    const { actor, effects } = start(perform);
    actor.send({ type: 'EMAIL_ADD.CHECK', customers: [], known: { email: 'new@example.com' }, alreadyRan: false });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('NO_AUTO_COFE_FROM_BAD_LOOKUP');
    expect(effects.failure).toHaveBeenCalledExactlyOnceWith({ code: 'NO_AUTO_COFE_FROM_BAD_LOOKUP' });
    expect(perform).not.toHaveBeenCalled();
  });

  it('does nothing a second time in a session, without a known email, or when every account has one', () => {
    for (const check of [
      { customers: [customer('1', '')], known: { email: 'new@example.com' }, alreadyRan: true },
      { customers: [customer('1', '')], known: null, alreadyRan: false },
      { customers: [customer('1', 'a@example.com')], known: { email: 'new@example.com' }, alreadyRan: false },
    ]) {
      const perform = vi.fn();
      const { actor, effects } = start(perform);
      actor.send({ type: 'EMAIL_ADD.CHECK', ...check });
      expect(actor.getSnapshot().value).toBe('skipped');
      expect(perform).not.toHaveBeenCalled();
      expect(effects.remembered).not.toHaveBeenCalled();
    }
  });
});
