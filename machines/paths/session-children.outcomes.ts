import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the paths of the session's child machines (SPEC §4 Sign-in, Logout, §7
 * call 5, §8), written from the spec: the output each ending gives the session.
 */

const exchangeDone = 'xstate.done.actor.exchangeIdentity';

export const identityExchangeOutcomes: readonly OutcomeRule[] = [
  {
    name: 'the verified access token is exchanged for the identity’s subscriptions (§7 call 5)',
    on: 'xstate.init',
    state: 'exchanging',
    requests: { exchangeIdentity: { accessToken: 'access-token', identity: { sub: 'idp-user-1', email: 'reader@example.com' }, globalCode: 'NWM' } },
  },
  {
    name: 'an account of the publisher is looked up with the identity',
    on: exchangeDone,
    when: { output: { accountId: '10000014' } },
    state: 'accountFound',
    output: {
      result: 'account',
      lookupRequest: {
        magCode: 'NWM',
        globalCode: 'NWM',
        filterType: 'AccountCodeAndPostalCode',
        payload: { acctNbr: '10000014', postalCode: '98109' },
        idpAccountInfo: { sub: 'idp-user-1', email: 'reader@example.com' },
      },
    },
  },
  {
    name: 'a Resin account of the configured products is looked up by its number and client',
    on: exchangeDone,
    when: { output: { resinAccounts: [{ accountNumber: 'R-1' }] } },
    state: 'accountFound',
    output: { result: 'account', lookupRequest: { payload: { acctNbr: 'R-1' }, resinAccountNumbers: ['R-1'], resinClientIds: ['client-1'], idpAccountInfo: { sub: 'idp-user-1' } } },
  },
  { name: 'no account: the identity waits in the linking view', on: exchangeDone, when: { output: { subscriptions: [], resinAccounts: [] } }, state: 'noAccount', output: { result: 'noAccount' } },
  { name: 'a refused token is an invalid login token', on: 'xstate.error.actor.exchangeIdentity', when: { error: 'Invalid login token' }, state: 'tokenRefused', output: { result: 'failed', failure: { code: 'INVALID_LOGIN_TOKEN' } } },
  { name: 'any other failure says the lookup failed', on: 'xstate.error.actor.exchangeIdentity', when: { error: 'Network down' }, state: 'failed', output: { result: 'failed', failure: { code: 'LOOKUP_FAILED' } } },
];

export const sessionEndOutcomes: readonly OutcomeRule[] = [
  { name: 'the clean-up runs for the channel the session signed in with', on: 'xstate.init', state: 'ending', requests: { endSession: { channel: 'identityProvider' } } },
  { name: 'a finished clean-up says it cleared (Sign Out Successful may follow)', on: 'xstate.done.actor.endSession', state: 'cleared', output: { cleared: true } },
  { name: 'a failed clean-up still ends, saying it did not clear', on: 'xstate.error.actor.endSession', state: 'cleanupFailed', output: { cleared: false } },
];
