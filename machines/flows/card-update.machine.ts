import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TCard } from '../../contracts/schemas/payment';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { cardUpdateCalls, cardUpdateRefusal, type CardUpdateTarget } from '../rules/billing';

/**
 * Update a card in the wallet (SPEC §3 Payment, §4 Generic action cycle, §7 call 20, §8).
 *
 * - choosingMethod: the wallet; CARD.CHOOSE names the payment method to replace with every
 *   account that pays with it (one it cannot update for lack of ids is not taken).
 * - enteringCard: the capture script tokenises the new card in the browser; only its token and
 *   safe fields arrive (CARD.CAPTURED).
 * - reviewing: the new card and the accounts it will pay for, to save. After a failure the §8
 *   result ('Error on Card Update') is shown here and the new card is kept for a retry.
 * - saving: the action cycle runs one call per associated account as a child (category Card
 *   Update): SERV/EHUB PUT /cardupdate, RESIN PUT /payment-instrument, SERVPF PUT /series; the
 *   batch succeeds only if every call does (§4); the refetch shows the new card.
 * - saved: done; CARD.DONE returns to the wallet.
 */

export interface CardUpdateContext {
  target: CardUpdateTarget | null;
  card: TCard | null;
  result: ActionResult | null;
}

export type CardUpdateEvent =
  | { type: 'CARD.CHOOSE'; target: CardUpdateTarget }
  | { type: 'CARD.CAPTURED'; card: TCard }
  | { type: 'CARD.SAVE' }
  | { type: 'CARD.BACK' }
  | { type: 'CARD.DONE' }
  | ActionSettledEvent;

export const cardUpdateMachine = setup({
  types: { context: {} as CardUpdateContext, events: {} as CardUpdateEvent },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store target': assign(({ event }) => ({ target: eventOf(event, 'CARD.CHOOSE').target, card: null, result: null })),
    'store card': assign(({ event }) => ({ card: eventOf(event, 'CARD.CAPTURED').card })),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
    'start over': assign({ target: null, card: null, result: null }),
  },
  guards: {
    'card updatable': ({ event }) => cardUpdateRefusal(eventOf(event, 'CARD.CHOOSE').target) === null,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'cardUpdate',
  context: { target: null, card: null, result: null },
  initial: 'choosingMethod',
  states: {
    choosingMethod: {
      tags: ['accountInformation'],
      on: { 'CARD.CHOOSE': { guard: 'card updatable', target: 'enteringCard', actions: 'store target' } },
    },
    enteringCard: {
      tags: ['accountUpdates'],
      on: {
        'CARD.CAPTURED': { target: 'reviewing', actions: 'store card' },
        'CARD.BACK': { target: 'choosingMethod', actions: 'start over' },
      },
    },
    reviewing: {
      tags: ['accountUpdates'],
      on: {
        'CARD.SAVE': { target: 'saving', actions: 'clear result' },
        'CARD.BACK': { target: 'enteringCard', actions: 'clear result' },
      },
    },
    saving: {
      tags: ['accountUpdates', 'busy'],
      invoke: invokeActionCycle((context: CardUpdateContext) => ({
        category: 'Card Update',
        submission: { request: { call: 'cards', calls: cardUpdateCalls(context.target!, context.card!) }, label: context.target!.accounts[0]!.prodIdAlias },
      })),
      on: { 'ACTION.SETTLED': onSettled('saved', 'reviewing', 'store result') },
    },
    saved: {
      tags: ['confirmation'],
      on: { 'CARD.DONE': { target: 'choosingMethod', actions: 'start over' } },
    },
  },
});

export type CardUpdateRef = ActorRefFrom<typeof cardUpdateMachine>;
