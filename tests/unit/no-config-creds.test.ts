import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountLookupMachine, type AccountFetchOutcome } from '../../machines/flows/account-lookup.machine';
import { accountRefetchRequest, NO_CONFIG_CREDS } from '../../machines/rules/account';

// Issue 17 item 8, SPEC §8 "A missing credential yields 'no config creds'": the account area's refetch
// (src/features/accounts/account-data.tsx) without the publisher's sign-in settings.
const key = { accountNumber: '10000001', postalCode: '10118' };

describe("'no config creds'", () => {
  it('is the error of a refetch without sign-in settings; with them, the request carries only their codes', () => {
    expect(() => accountRefetchRequest(null, key, undefined)).toThrow(new Error(NO_CONFIG_CREDS));
    expect(NO_CONFIG_CREDS).toBe('no config creds');
    const settings = { magCode: 'NWM', globalCode: 'NWM', requireSecureSignin: false } as { magCode: string; globalCode: string };
    expect(accountRefetchRequest(settings, key, undefined)).toEqual({
      magCode: 'NWM',
      globalCode: 'NWM',
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '10000001', postalCode: '10118' },
    });
  });

  it('ends the account lookup as a failure the subscriber is told about, not a timeout', async () => {
    const notified = vi.fn();
    const timeout = vi.fn();
    const actor = createActor(
      accountLookupMachine.provide({
        actors: {
          // As account-data.tsx does: build the request, then call (a request built would answer "not found").
          fetchAccount: fromPromise(async ({ input }: { input: typeof key }): Promise<AccountFetchOutcome> => {
            accountRefetchRequest(null, input, undefined);
            return { found: false, code: 'USER_NOT_FOUND' };
          }),
        },
        actions: { 'share lookup': () => {}, 'notify lookup failure': (_, params) => notified(params), 'time out session': (_, params) => timeout(params) },
      }),
      { input: { lookup: null, key } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('LOOKUP_FAILED');
    expect(notified).toHaveBeenCalledWith({ code: 'LOOKUP_FAILED' });
    expect(timeout).not.toHaveBeenCalled();
  });
});
