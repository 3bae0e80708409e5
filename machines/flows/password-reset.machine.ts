import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { passwordResetPayload } from '../rules/profile-actions';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { ACCOUNT_SUMMARY_PATH } from './session.machine';

/**
 * Password reset (SPEC §2 /accounts/password, §7 call 10, §8): a link to reset the password of the
 * sign-in of an email.
 *
 * - editing: the email (prefilled by the screen); PASSWORD.SUBMIT sends it. A failure comes back
 *   here with its §8 result ('Error Sending Password Reset'), the email kept.
 * - sending: the generic action cycle runs as a child: POST /passwordreset with the email and the
 *   publisher's sign-in client id (category 'Password Reset'), then the refetch.
 * - sent: the notice that a link was sent to the email, and the account summary.
 */

export interface PasswordResetInput {
  /** The identity provider's client id of the publisher (§7 call 10). */
  clientId: string;
  /** §7 call 28: the prodIdAlias reported with the result. */
  label: string;
}

export interface PasswordResetContext extends PasswordResetInput {
  /** The email the link goes to, as sent. */
  email: string;
  result: ActionResult | null;
}

export type PasswordResetEvent = { type: 'PASSWORD.SUBMIT'; email: string } | ActionSettledEvent;

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as PasswordResetInput },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store email': assign({ email: ({ event }) => eventOf(event, 'PASSWORD.SUBMIT').email.trim() }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
    /** §8: the screen tells that a link was sent to this email, if it has a sign-in. */
    'notify reset sent': (_, _params: { email: string }) => {
      throw new Error('notify reset sent: add it with .provide()');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
  },
  guards: { 'settled successfully': settledSuccessfully },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ ...input, email: '', result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'PASSWORD.SUBMIT': { target: 'sending', actions: ['clear result', 'store email'] } },
    },
    sending: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: PasswordResetContext) => ({
        category: 'Password Reset',
        submission: { request: passwordResetPayload(context.email, context.clientId), label: context.label },
      })),
      on: {
        'ACTION.SETTLED': [
          {
            guard: 'settled successfully',
            target: 'sent',
            actions: [
              'store result',
              { type: 'notify reset sent', params: ({ context }) => ({ email: context.email }) },
              { type: 'navigate', params: { to: ACCOUNT_SUMMARY_PATH } },
            ],
          },
          { target: 'editing', actions: 'store result' },
        ],
      },
    },
    sent: { type: 'final' },
  },
});

export type PasswordResetRef = ActorRefFrom<typeof passwordResetMachine>;
