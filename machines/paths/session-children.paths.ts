import type { AnyEventObject } from 'xstate';
import type { IdentityExchangeInput } from '../flows/session-exchange.machine';
import type { SessionEndInput } from '../flows/session-end.machine';

/**
 * Inputs and events with payloads for the generated paths of the session's child machines
 * (machines/index.ts): the token exchange (identityExchange) and the clean-up that ends a session
 * (sessionEnd). Sample data only, as the session's own (session.paths.ts).
 */

export const identityExchangeInput: IdentityExchangeInput = {
  accessToken: 'access-token',
  identity: { sub: 'idp-user-1', email: 'reader@example.com' },
  settings: { magCode: 'NWM', globalCode: 'NWM', requireSecureSignin: false, resinEnabled: true, products: ['NWD'] },
};

export const identityExchangePathEvents: readonly AnyEventObject[] = [
  // An account of this publisher, a Resin account of its products only, none at all.
  {
    type: 'xstate.done.actor.exchangeIdentity',
    output: { subscriptions: [{ prod_id: 'NWM', account_number: '10000014' }], resinAccounts: [], accountId: '10000014', postalCode: '98109' },
  },
  {
    type: 'xstate.done.actor.exchangeIdentity',
    output: { subscriptions: [], resinAccounts: [{ prod_id: 'NWD', accountNumber: 'R-1', resinClientId: 'client-1' }] },
  },
  { type: 'xstate.done.actor.exchangeIdentity', output: { subscriptions: [], resinAccounts: [] } },
  { type: 'xstate.error.actor.exchangeIdentity', error: 'Invalid login token' },
  { type: 'xstate.error.actor.exchangeIdentity', error: 'Network down' },
];

export const sessionEndInput: SessionEndInput = { channel: 'identityProvider' };

export const sessionEndPathEvents: readonly AnyEventObject[] = [
  { type: 'xstate.done.actor.endSession', output: undefined },
  { type: 'xstate.error.actor.endSession', error: 'storage unavailable' },
];
