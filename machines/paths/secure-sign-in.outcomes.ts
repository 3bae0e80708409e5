import type { OutcomeRule } from '../graph/outcomes';
import { secureSignInPathTokens } from './secure-sign-in.paths';

/**
 * What must happen on the secure sign-in popup handshake's paths (SPEC §2 Login page, Secure
 * sign-in popup screens; ARCHITECTURE §6): written from the spec, not read off the machines.
 */

export const secureSignInOpenerOutcomes: readonly OutcomeRule[] = [
  { name: 'nothing opens before a button is pressed', on: 'xstate.init', state: 'idle', noRequests: true },
  { name: 'Sign In opens the popup at the sign-in page', on: 'SECURE.OPEN', when: { action: 'login' }, state: 'popupOpen', requests: { popup: { action: 'login' } }, noEffects: ['*'] },
  { name: 'Create an Account opens the popup at the create-account page', on: 'SECURE.OPEN', when: { action: 'register' }, state: 'popupOpen', requests: { popup: { action: 'register' } } },
  { name: "the popup's tokens go to the session", on: 'POPUP.TOKENS', from: 'popupOpen', state: 'tokensReceived', effects: [['hand over tokens', secureSignInPathTokens]], noEffects: ['continue in this window'] },
  {
    name: 'no popup (blocked, or a small screen): the same flow runs in this window for the action chosen',
    on: 'POPUP.BLOCKED',
    state: 'continuingHere',
    effects: [['continue in this window', ({ last }) => ({ action: last('SECURE.OPEN')?.action })]],
    noEffects: ['hand over tokens'],
  },
  { name: 'a popup closed without signing in leaves the buttons as they were', on: 'POPUP.CLOSED', state: 'idle', noEffects: ['*'] },
  { name: 'pressed again while the popup is open, the popup opens anew for that action', on: 'SECURE.OPEN', from: 'popupOpen', state: 'popupOpen', requests: { popup: ({ last }) => ({ action: last('SECURE.OPEN')?.action }) } },
  { name: 'once the window has left for the provider in place, the block is gone: nothing opens a popup', on: 'SECURE.OPEN', from: 'continuingHere', forbidden: true },
];

export const secureSignInRedirectOutcomes: readonly OutcomeRule[] = [
  { name: 'the popup-URL screen sends the window to the provider for the action and language asked', on: 'xstate.init', state: 'redirecting', tags: ['busy'], requests: { redirectToProvider: { action: 'register', locale: 'fr-CA' } } },
  { name: 'a redirect that does not happen in time offers "Click here if not redirected."', on: 'xstate.after.redirectStall.secureSignInRedirect.redirecting', state: 'stalled', notTags: ['busy'] },
  { name: 'a redirect that fails offers the link at once', on: 'xstate.error.actor.redirectToProvider', state: 'stalled', notTags: ['busy'] },
];

export const secureSignInTokensOutcomes: readonly OutcomeRule[] = [
  { name: 'the token screen exchanges the code for the tokens', on: 'xstate.init', state: 'exchanging', tags: ['busy'], requests: { exchangeCode: undefined } },
  { name: 'the tokens go to the opener window first', on: 'xstate.done.actor.exchangeCode', state: 'postingToOpener', tags: ['busy'], requests: { postToOpener: secureSignInPathTokens }, noEffects: ['*'] },
  { name: 'no tokens: secure sign-in did not complete', on: 'xstate.error.actor.exchangeCode', state: 'failed', notTags: ['busy'], noRequests: true, noEffects: ['*'] },
  { name: 'tokens posted to the opener: the popup closes itself', on: 'xstate.done.actor.postToOpener', state: 'posted', notTags: ['busy'], effects: [['close window']], noEffects: ['hand over tokens'] },
  { name: '"Click here to close window." closes it', on: 'WINDOW.CLOSE', state: 'posted', effects: [['close window']] },
  {
    name: 'no opener of ours: the tokens go to this window’s session, which goes on at /login',
    on: 'xstate.error.actor.postToOpener',
    state: 'continuingHere',
    notTags: ['busy'],
    effects: [['hand over tokens', secureSignInPathTokens], ['navigate', { to: '/login' }]],
    noEffects: ['close window'],
  },
];
