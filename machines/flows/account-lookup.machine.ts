import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { applySavedPermissions, type RefetchKey } from '../rules/account';
import { errorMessageOf, isInvalidLoginToken } from '../rules/sign-in';

/**
 * Account lookup (SPEC §4 "Account lookup: initiate, success, failure"): the customer data every
 * account screen shows, and its refetch after each action (§4 Generic action cycle).
 *
 * It starts loading at once: after a reload there is no data yet, and after a sign-in the data the
 * sign-in found is shown meanwhile (one quick lookup of a proved account keeps every tab current).
 * - waiting: a refetch was asked for with a delay (§9: 2 s after an address or email change,
 *   3 s after the automatic email add); the named delay `refetchDelay` reads it.
 * - loading: the lookup runs by account number and postal code. A refetch asked for meanwhile
 *   starts it again, so the data shown is never older than the last action.
 * - loaded: the data is there.
 * A preference save patches the matching customer at once, in any state (§4).
 * - failed: the lookup failed; the screen offers a retry and a notification says why. An
 *   'Invalid login token' ends the session as a timeout (§8 Session errors).
 */

export interface AccountLookupInput {
  /** The lookup the sign-in made, when this tab made it. */
  lookup: TLookupSuccess | null;
  key: RefetchKey;
}

export interface AccountLookupContext {
  lookup: TLookupSuccess | null;
  key: RefetchKey;
  delayMs: number;
  /** The code of the last failure: a lookup failure code (§8) or LOOKUP_FAILED. */
  failure: string | null;
}

export type AccountLookupEvent =
  | { type: 'ACCOUNT.REFETCH'; delayMs?: number; postalCode?: string }
  | { type: 'ACCOUNT.PERMISSIONS_SAVED'; accountNumber: string; prodIdAlias: string; permissions: Record<string, string> };

/** What the lookup answered: the customer data, or a §8 failure code. */
export type AccountFetchOutcome = { found: true; lookup: TLookupSuccess } | { found: false; code: string };

export const accountLookupMachine = setup({
  types: {
    context: {} as AccountLookupContext,
    events: {} as AccountLookupEvent,
    input: {} as AccountLookupInput,
  },
  actors: {
    /** §7 call 4 by account number and postal code; rejects when the call itself fails. */
    fetchAccount: fromPromise<AccountFetchOutcome, RefetchKey>(() => {
      throw new Error('fetchAccount: add it with .provide()');
    }),
  },
  delays: {
    refetchDelay: ({ context }) => context.delayMs,
  },
  actions: {
    'remember refetch': assign(({ context, event }) => {
      const { delayMs, postalCode } = eventOf(event, 'ACCOUNT.REFETCH');
      return { delayMs: delayMs ?? 0, key: postalCode ? { ...context.key, postalCode } : context.key };
    }),
    'store lookup': assign({ lookup: (_, params: { lookup: TLookupSuccess }) => params.lookup, failure: null }),
    'store failure': assign({ failure: (_, params: { code: string }) => params.code }),
    'apply saved permissions': assign({
      lookup: ({ context, event }) => {
        const saved = eventOf(event, 'ACCOUNT.PERMISSIONS_SAVED');
        return context.lookup ? applySavedPermissions(context.lookup, saved) : context.lookup;
      },
    }),
    /** Shares the fresh data (the session keeps the last lookup) and the postal code refetches use. */
    'share lookup': (_, _params: { lookup: TLookupSuccess; key: RefetchKey }) => {
      throw new Error('share lookup: add it with .provide()');
    },
    /** §4 "Failure shows an error notification." */
    'notify lookup failure': (_, _params: { code: string }) => {
      throw new Error('notify lookup failure: add it with .provide()');
    },
    'time out session': (_, _params: { message: string }) => {
      throw new Error('time out session: add it with .provide()');
    },
  },
  guards: {
    'has delay': ({ event }) => (eventOf(event, 'ACCOUNT.REFETCH').delayMs ?? 0) > 0,
    found: (_, params: { outcome: AccountFetchOutcome }) => params.outcome.found,
    'invalid login token': ({ event }) => isInvalidLoginToken(errorMessageOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'accountLookup',
  context: ({ input }) => ({ lookup: input.lookup, key: input.key, delayMs: 0, failure: null }),
  initial: 'loading',
  on: {
    // Applied whenever it arrives: the cycle asks for the refetch before it reports the save.
    'ACCOUNT.PERMISSIONS_SAVED': { actions: 'apply saved permissions' },
    'ACCOUNT.REFETCH': [
      { guard: 'has delay', target: '.waiting', actions: 'remember refetch' },
      { target: '.loading', reenter: true, actions: 'remember refetch' },
    ],
  },
  states: {
    waiting: {
      after: { refetchDelay: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchAccount',
        src: 'fetchAccount',
        input: ({ context }) => context.key,
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ outcome: event.output }) },
            target: 'loaded',
            actions: [
              { type: 'store lookup', params: ({ event }) => ({ lookup: (event.output as { lookup: TLookupSuccess }).lookup }) },
              { type: 'share lookup', params: ({ context }) => ({ lookup: context.lookup!, key: context.key }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'store failure', params: ({ event }) => ({ code: (event.output as { code: string }).code }) },
              { type: 'notify lookup failure', params: ({ context }) => ({ code: context.failure! }) },
            ],
          },
        ],
        onError: [
          {
            guard: 'invalid login token',
            target: 'failed',
            actions: [
              { type: 'store failure', params: { code: 'INVALID_LOGIN_TOKEN' } },
              { type: 'time out session', params: ({ event }) => ({ message: errorMessageOf(event.error) }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'store failure', params: { code: 'LOOKUP_FAILED' } },
              { type: 'notify lookup failure', params: { code: 'LOOKUP_FAILED' } },
            ],
          },
        ],
      },
    },
    loaded: {},
    failed: {},
  },
});


export type AccountLookupRef = ActorRefFrom<typeof accountLookupMachine>;
