import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { TAdminConfig, TClientConfig } from '../../contracts/schemas/config';

/**
 * Configuration load (SPEC §4 "Configuration load": loading, then success with both configs,
 * or failure).
 *
 * - discovering: service discovery (§7 call 1) answers the client configuration for this host.
 * - loadingAdminConfig: the admin configuration of that globalCode (§7 call 2).
 * - loaded: both configurations are in context; the shell renders.
 * - failed: the failing call's message and URL are in context for the server-error page;
 *   CONFIG.RETRY reloads the page (§2 "Try This Page Again").
 */

/**
 * How a configuration call fails: the URL that failed, if known, and the gateway's refusal code when it
 * answered one (contracts/error-codes.ts), which the server-error page says in the subscriber's
 * language. `message` is the failure's own (English) text, for logs and debugging, never shown.
 */
export interface ConfigLoadFailure {
  message: string;
  url: string | null;
  code?: string;
}

export interface ConfigLoadContext {
  clientConfig: TClientConfig | null;
  adminConfig: TAdminConfig | null;
  failure: ConfigLoadFailure | null;
}

export type ConfigLoadEvent = { type: 'CONFIG.RETRY' };

function toFailure(error: unknown): ConfigLoadFailure {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, url, code } = error as { message: unknown; url?: unknown; code?: unknown };
    const failure: ConfigLoadFailure = { message: String(message), url: typeof url === 'string' ? url : null };
    if (typeof code === 'string') failure.code = code;
    return failure;
  }
  return { message: String(error), url: null };
}

export const configLoadMachine = setup({
  types: {
    context: {} as ConfigLoadContext,
    events: {} as ConfigLoadEvent,
  },
  actors: {
    /** Rejects with a ConfigLoadFailure when discovery fails or answers no publisher. */
    discoverService: fromPromise<TClientConfig>(() => {
      throw new Error('discoverService: add it with .provide()');
    }),
    /** Rejects with a ConfigLoadFailure naming the AdminConfig URL. */
    fetchAdminConfig: fromPromise<TAdminConfig, { url: string; globalCode: string }>(() => {
      throw new Error('fetchAdminConfig: add it with .provide()');
    }),
  },
  actions: {
    'reload page': () => {
      throw new Error('reload page: add it with .provide()');
    },
  },
}).createMachine({
  id: 'configLoad',
  context: { clientConfig: null, adminConfig: null, failure: null },
  initial: 'discovering',
  states: {
    discovering: {
      tags: ['busy'],
      invoke: {
        id: 'discoverService',
        src: 'discoverService',
        onDone: {
          target: 'loadingAdminConfig',
          actions: assign({ clientConfig: ({ event }) => event.output }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadingAdminConfig: {
      tags: ['busy'],
      invoke: {
        id: 'fetchAdminConfig',
        src: 'fetchAdminConfig',
        input: ({ context }) => ({ url: context.clientConfig?.url ?? '', globalCode: context.clientConfig?.globalCode ?? '' }),
        onDone: { target: 'loaded', actions: assign({ adminConfig: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      tags: ['error'],
      on: { 'CONFIG.RETRY': { actions: 'reload page' } },
    },
  },
});

export type ConfigLoadRef = ActorRefFrom<typeof configLoadMachine>;
