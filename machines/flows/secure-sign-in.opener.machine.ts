import { assign, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate';

/**
 * The secure sign-in block's side of the popup handshake (SPEC §2 Login page, Secure sign-in
 * popup screens; ARCHITECTURE §6). "Sign In" and "Create an Account" open the identity provider's
 * popup; its token screen posts the tokens back.
 *
 * - idle: SECURE.OPEN with the action (login or register).
 * - popupOpen: the `popup` actor opens the popup and listens for its message; it accepts only a
 *   message from our own origin and from the window it opened, and reports:
 *   - POPUP.TOKENS: the tokens, handed to the session ('hand over tokens') → tokensReceived;
 *   - POPUP.BLOCKED: no popup (a blocker, or a small screen) → continuingHere, where the same flow
 *     runs in this window ('continue in this window');
 *   - POPUP.CLOSED: the subscriber closed the popup without signing in → idle.
 *   SECURE.OPEN again opens it again (another action).
 * - tokensReceived: the session goes on; SECURE.OPEN starts over (the session may refuse them).
 */

export type SecureAction = 'login' | 'register';

export interface SecureTokens {
  accessToken: string;
  idToken: string;
}

export type SecureSignInOpenerEvent =
  | { type: 'SECURE.OPEN'; action: SecureAction }
  | ({ type: 'POPUP.TOKENS' } & SecureTokens)
  | { type: 'POPUP.BLOCKED' | 'POPUP.CLOSED' };

export const secureSignInOpenerMachine = setup({
  types: { context: {} as { action: SecureAction }, events: {} as SecureSignInOpenerEvent },
  actors: {
    /** Opens the popup for the action and sends back POPUP.TOKENS, POPUP.BLOCKED or POPUP.CLOSED. */
    popup: fromCallback<EventObject, { action: SecureAction }>(() => {
      throw new Error('popup: add it with .provide()');
    }),
  },
  actions: {
    'hand over tokens': (_, _params: SecureTokens) => {
      throw new Error('hand over tokens: add it with .provide()');
    },
    'continue in this window': (_, _params: { action: SecureAction }) => {
      throw new Error('continue in this window: add it with .provide()');
    },
    'store action': assign((_, { action }: { action: SecureAction }) => ({ action })),
  },
}).createMachine({
  id: 'secureSignInOpener',
  context: { action: 'login' },
  initial: 'idle',
  // Pressed again while the popup is open: popupOpen is left and entered again (a child targeted
  // from the root is re-entered), so the popup opens anew for the action pressed.
  on: { 'SECURE.OPEN': { target: '.popupOpen', actions: { type: 'store action', params: ({ event }) => ({ action: event.action }) } } },
  states: {
    idle: {},
    popupOpen: {
      invoke: { id: 'popup', src: 'popup', input: ({ context }) => ({ action: context.action }) },
      on: {
        'POPUP.TOKENS': {
          target: 'tokensReceived',
          actions: { type: 'hand over tokens', params: ({ event }) => ({ accessToken: event.accessToken, idToken: event.idToken }) },
        },
        'POPUP.BLOCKED': { target: 'continuingHere' },
        'POPUP.CLOSED': { target: 'idle' },
      },
    },
    continuingHere: {
      type: 'final',
      entry: { type: 'continue in this window', params: ({ context }) => ({ action: context.action }) },
    },
    tokensReceived: {},
  },
});

export type SecureSignInOpenerRef = ActorRefFrom<typeof secureSignInOpenerMachine>;
