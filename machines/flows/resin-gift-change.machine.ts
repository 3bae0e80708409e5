import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { giftChangeRefusal, giftChangeRequest, type GiftChange, type GiftChangeRefusal, type OrderSubject } from '../rules/orders';

/**
 * Revoke an unredeemed digital gift, or send it to a new recipient email (SPEC §7 call 23).
 *
 * - awaitingOrder: ORDER.FOUND brings the gift; one that is not an unredeemed Resin gift of the
 *   donor ends in `unavailable`.
 * - choosing: GIFT.REVOKE or GIFT.RESEND (with the new email). reviewing: the change, to confirm;
 *   a failure comes back here with the §8 result and the change kept.
 * - updating: PUT /resinorderupdate path revoke or resend (category Resin Order Update), then the
 *   refetch. changed: done.
 */

export interface ResinGiftChangeContext {
  subject: OrderSubject | null;
  refusal: GiftChangeRefusal | null;
  change: GiftChange | null;
  result: ActionResult | null;
}

export type ResinGiftChangeEvent =
  | { type: 'ORDER.FOUND'; subject: OrderSubject }
  | { type: 'GIFT.REVOKE' }
  | { type: 'GIFT.RESEND'; email: string }
  | { type: 'GIFT.BACK' }
  | { type: 'GIFT.CONFIRM' }
  | ActionSettledEvent;

export const resinGiftChangeMachine = setup({
  types: { context: {} as ResinGiftChangeContext, events: {} as ResinGiftChangeEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store order': assign(({ event }) => {
      const { subject } = eventOf(event, 'ORDER.FOUND');
      return { subject, refusal: giftChangeRefusal(subject) };
    }),
    'store change': assign({
      change: ({ event }) =>
        event.type === 'GIFT.REVOKE' ? { path: 'revoke' as const } : { path: 'resend' as const, email: eventOf(event, 'GIFT.RESEND').email },
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'change offered': ({ event }) => giftChangeRefusal(eventOf(event, 'ORDER.FOUND').subject) === null,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'resinGiftChange',
  context: { subject: null, refusal: null, change: null, result: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'ORDER.FOUND': [
          { guard: 'change offered', target: 'choosing', actions: 'store order' },
          { target: 'unavailable', actions: 'store order' },
        ],
      },
    },
    unavailable: {},
    choosing: {
      on: {
        'GIFT.REVOKE': { target: 'reviewing', actions: 'store change' },
        'GIFT.RESEND': { target: 'reviewing', actions: 'store change' },
      },
    },
    reviewing: {
      on: {
        'GIFT.CONFIRM': { target: 'updating', actions: 'clear result' },
        'GIFT.BACK': { target: 'choosing', actions: 'clear result' },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: ResinGiftChangeContext) => ({
        category: 'Resin Order Update',
        submission: { request: giftChangeRequest(context.subject!, context.change!), label: context.subject!.order.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('changed', 'reviewing', 'store result') },
    },
    changed: {},
  },
});

export type ResinGiftChangeRef = ActorRefFrom<typeof resinGiftChangeMachine>;
