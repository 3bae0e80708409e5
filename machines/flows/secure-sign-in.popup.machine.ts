import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { SecureAction, SecureTokens } from './secure-sign-in.opener.machine';

/**
 * The secure sign-in popup's two screens (SPEC §2 Secure sign-in popup screens), one machine each:
 * the window goes from the first to the identity provider and back to the second.
 *
 * secureSignInRedirect, the popup-URL screen (/auth/login):
 * - redirecting: the `redirectToProvider` actor sends the window to the provider's sign-in or
 *   create-account page (authorization code with PKCE), which returns to /auth/success.
 * - stalled: the redirect did not happen within the named delay `redirectStall`, or failed: "Click
 *   here if not redirected." leads to /login.
 *
 * secureSignInTokens, the token screen (/auth/success):
 * - exchanging: `exchangeCode` exchanges the authorization code for the tokens (once: the code in
 *   the URL is good for one exchange).
 * - postingToOpener: `postToOpener` posts them to the window that opened the popup, restricted to
 *   our origin; it fails when there is none of ours (no popup: the flow ran in this window).
 *   - posted: the popup closes itself ('close window'); "Click here to close window." (WINDOW.CLOSE)
 *     closes it if the browser did not.
 *   - continuingHere: the tokens go to this window's session ('hand over tokens') and the window
 *     goes to /login, where the session goes on ('navigate').
 * - failed: the exchange failed (no tokens): "Return to Sign In".
 */

export const LOGIN_PATH = '/login';
/** How long the popup-URL screen waits for the redirect before offering the link. */
export const REDIRECT_STALL_MS = 4000;

export interface SecureRedirectInput {
  action: SecureAction;
  locale: string;
}

export const secureSignInRedirectMachine = setup({
  types: { input: {} as SecureRedirectInput, context: {} as SecureRedirectInput },
  actors: {
    /** Sends the window to the provider; rejects when it cannot (the provider does not answer). */
    redirectToProvider: fromPromise<void, SecureRedirectInput>(() => {
      throw new Error('redirectToProvider: add it with .provide()');
    }),
  },
  delays: { redirectStall: REDIRECT_STALL_MS },
}).createMachine({
  id: 'secureSignInRedirect',
  context: ({ input }) => input,
  initial: 'redirecting',
  states: {
    redirecting: {
      tags: ['busy'],
      invoke: { id: 'redirectToProvider', src: 'redirectToProvider', input: ({ context }) => ({ action: context.action, locale: context.locale }), onError: { target: 'stalled' } },
      after: { redirectStall: { target: 'stalled' } },
    },
    stalled: {},
  },
});

export const secureSignInTokensMachine = setup({
  types: { context: {} as { tokens: SecureTokens | null }, events: {} as { type: 'WINDOW.CLOSE' } },
  actors: {
    /** The tokens for the authorization code; rejects when the provider gives none. */
    exchangeCode: fromPromise<SecureTokens>(() => {
      throw new Error('exchangeCode: add it with .provide()');
    }),
    /** Posts the tokens to our opener; rejects when the window has no opener of our origin. */
    postToOpener: fromPromise<void, SecureTokens>(() => {
      throw new Error('postToOpener: add it with .provide()');
    }),
  },
  actions: {
    'close window': () => {
      throw new Error('close window: add it with .provide()');
    },
    'hand over tokens': (_, _params: SecureTokens) => {
      throw new Error('hand over tokens: add it with .provide()');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
    'store tokens': assign((_, tokens: SecureTokens) => ({ tokens })),
  },
}).createMachine({
  id: 'secureSignInTokens',
  context: { tokens: null },
  initial: 'exchanging',
  states: {
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        onDone: { target: 'postingToOpener', actions: { type: 'store tokens', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    postingToOpener: {
      tags: ['busy'],
      invoke: {
        id: 'postToOpener',
        src: 'postToOpener',
        input: ({ context }) => context.tokens!,
        onDone: { target: 'posted' },
        onError: { target: 'continuingHere' },
      },
    },
    posted: {
      entry: 'close window',
      on: { 'WINDOW.CLOSE': { actions: 'close window' } },
    },
    continuingHere: {
      type: 'final',
      entry: [
        { type: 'hand over tokens', params: ({ context }) => context.tokens! },
        { type: 'navigate', params: { to: LOGIN_PATH } },
      ],
    },
    failed: {},
  },
});

export type SecureSignInTokensRef = ActorRefFrom<typeof secureSignInTokensMachine>;
