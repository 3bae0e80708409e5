import type { AnyEventObject } from 'xstate';
import type { SecureRedirectInput } from '../flows/secure-sign-in.popup.machine';

/**
 * Events with payloads for the secure sign-in popup handshake's generated paths (machines/index.ts):
 * the block that opens the popup, the popup-URL screen and the token screen. Sample tokens only.
 */

export const secureSignInPathTokens = { accessToken: 'sample-access-token', idToken: 'sample-id-token' };

export const secureSignInOpenerPathEvents: readonly AnyEventObject[] = [
  { type: 'SECURE.OPEN', action: 'login' },
  { type: 'SECURE.OPEN', action: 'register' },
  { type: 'POPUP.TOKENS', ...secureSignInPathTokens },
  { type: 'POPUP.BLOCKED' },
  { type: 'POPUP.CLOSED' },
];

export const secureSignInRedirectInput: SecureRedirectInput = { action: 'register', locale: 'fr-CA' };

export const secureSignInTokensPathEvents: readonly AnyEventObject[] = [
  { type: 'xstate.done.actor.exchangeCode', output: secureSignInPathTokens },
  { type: 'xstate.error.actor.exchangeCode', error: 'no tokens' },
  { type: 'xstate.done.actor.postToOpener' },
  { type: 'xstate.error.actor.postToOpener', error: 'no opener' },
  { type: 'WINDOW.CLOSE' },
];
