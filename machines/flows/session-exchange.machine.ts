import { assign, fromPromise, setup } from 'xstate';
import type { TFederatedIdentity } from '../../contracts/schemas/customer';
import type { TLookupRequest, TMyloLinkResponse } from '../../contracts/schemas/lookup';
import {
  errorMessageOf,
  hasSecureAccount,
  isInvalidLoginToken,
  lookupScope,
  secureAccounts,
  secureLookupRequest,
  type SignInFailure,
} from '../rules/sign-in';
import type { SignInSettings } from './session.machine';

/**
 * The token exchange of a secure sign-in (SPEC §4 Sign-in, §7 call 5), a child of the session
 * machine (its `identityExchange` actor, invoked in `exchangingIdentity`).
 *
 * - exchanging: the identity's verified access token is exchanged for its subscriptions.
 * - accountFound: a subscription of this publisher (or a Resin account of its products) was found:
 *   the output is the account lookup to run with the identity (§4 "Once a secure account is found").
 * - noAccount: none was found: the session shows the linking view (the identity waits for an account).
 * - tokenRefused: the provider's token was refused ('Invalid login token').
 * - failed: the call failed otherwise (the lookup failed, §8).
 *
 * The machine only decides: the notices, the stored session and the navigation stay with the session.
 */

export interface IdentityExchangeInput {
  accessToken: string;
  identity: TFederatedIdentity;
  settings: SignInSettings;
}

export type IdentityExchangeOutput =
  | { result: 'account'; lookupRequest: TLookupRequest }
  | { result: 'noAccount' }
  | { result: 'failed'; failure: SignInFailure };

export interface IdentityExchangeContext extends IdentityExchangeInput {
  outcome: IdentityExchangeOutput;
}

export const identityExchangeMachine = setup({
  types: {
    context: {} as IdentityExchangeContext,
    input: {} as IdentityExchangeInput,
    output: {} as IdentityExchangeOutput,
  },
  actors: {
    /** §7 call 5 with the verified access token; rejects with 'Invalid login token' when refused. */
    exchangeIdentity: fromPromise<TMyloLinkResponse, { accessToken: string; identity: TFederatedIdentity; globalCode: string }>(() => {
      throw new Error('exchangeIdentity: add it with .provide()');
    }),
  },
  actions: {
    'fail with': assign((_, failure: SignInFailure) => ({ outcome: { result: 'failed' as const, failure } })),
  },
  guards: {
    'secure account found': ({ context }, params: { link: TMyloLinkResponse }) => hasSecureAccount(secureAccounts(params.link, context.settings)),
    'invalid login token': ({ event }) => isInvalidLoginToken(errorMessageOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'identityExchange',
  context: ({ input }) => ({ ...input, outcome: { result: 'noAccount' } }),
  initial: 'exchanging',
  states: {
    exchanging: {
      invoke: {
        id: 'exchangeIdentity',
        src: 'exchangeIdentity',
        input: ({ context }) => ({ accessToken: context.accessToken, identity: context.identity, globalCode: context.settings.globalCode }),
        onDone: [
          {
            guard: { type: 'secure account found', params: ({ event }) => ({ link: event.output }) },
            target: 'accountFound',
            actions: assign({
              outcome: ({ context, event }) => ({
                result: 'account' as const,
                lookupRequest: secureLookupRequest(lookupScope(context.settings), secureAccounts(event.output, context.settings), context.identity),
              }),
            }),
          },
          { target: 'noAccount' }, // the outcome the exchange starts with (context)
        ],
        onError: [
          { guard: 'invalid login token', target: 'tokenRefused', actions: { type: 'fail with', params: { code: 'INVALID_LOGIN_TOKEN' } } },
          { target: 'failed', actions: { type: 'fail with', params: { code: 'LOOKUP_FAILED' } } },
        ],
      },
    },
    accountFound: { type: 'final' },
    noAccount: { type: 'final' },
    tokenRefused: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
