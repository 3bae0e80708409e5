import { assign, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import { eventOf } from './event-of';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, onSettled, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import {
  autoRenewMethodsOf,
  autoRenewOperationOf,
  autoRenewStartRequest,
  autoRenewStopRequest,
  stopChargeRequest,
  type AutoRenewMethod,
  type AutoRenewOperation,
  type AutoRenewRefusal,
  type OrderSubject,
} from '../rules/orders';
import { retentionOfferMachine, type RetentionOfferOutput } from './retention-offer.machine';

/**
 * Stop or start auto-renew, or stop the recurring charge (SPEC §4, §7 calls 19 and 21, §9).
 *
 * - awaitingOrder: ORDER.FOUND brings the order once the customer data is there; the operation
 *   follows from it (machines/rules/orders.ts autoRenewOperationOf); none ends in `unavailable`.
 * - confirmingStop: what stopping means, to confirm. The first confirmation makes a retention
 *   offer (`offering`, the retentionOffer child, event stopAutoRenew): accepting it ends in
 *   `offerAccepted` and nothing is stopped; declining goes on to `stopping`; a session that ended
 *   there ends here too. After a failed stop the §8 result shows here, and confirming again
 *   retries the stop without a second offer.
 * - stopping: the action cycle runs POST /cofp autoRenewStop (category Stop Auto Renew) or PUT
 *   /orderupdate stopCharge (category Stop Charge), then the refetch.
 * - choosingStart: by the card on file or on credit; the choice is kept through a failure.
 * - starting: POST /cofp autoRenewStart (category Start Auto Renew).
 * - stopped, started, offerAccepted, sessionEnded: done.
 */

export interface AutoRenewContext {
  subject: OrderSubject | null;
  operation: AutoRenewOperation | null;
  refusal: AutoRenewRefusal | null;
  method: AutoRenewMethod | null;
  /** The subscriber declined the offer once: a retry of the stop makes no second one. */
  offerDeclined: boolean;
  offerOutcome: RetentionOfferOutput | null;
  result: ActionResult | null;
}

export type AutoRenewEvent =
  | { type: 'ORDER.FOUND'; subject: OrderSubject }
  | { type: 'AUTORENEW.CONFIRM' }
  | { type: 'AUTORENEW.START'; method: AutoRenewMethod }
  | ActionSettledEvent
  | DoneActorEvent<RetentionOfferOutput, 'retentionOffer'>;

const outcomeIs = (outcome: RetentionOfferOutput['outcome']) => ({ event }: { event: AutoRenewEvent }) =>
  eventOf(event, 'xstate.done.actor.retentionOffer').output.outcome === outcome;

export const autoRenewMachine = setup({
  types: { context: {} as AutoRenewContext, events: {} as AutoRenewEvent },
  actors: { actionCycle: actionCycleMachine, retentionOffer: retentionOfferMachine },
  actions: {
    'store order': assign(({ event }) => {
      const { subject } = eventOf(event, 'ORDER.FOUND');
      const operation = autoRenewOperationOf(subject);
      return { subject, operation, refusal: operation ? null : ('notRenewable' as const) };
    }),
    'store method': assign({ method: ({ event }) => eventOf(event, 'AUTORENEW.START').method }),
    'store offer outcome': assign({
      offerOutcome: ({ event }) => eventOf(event, 'xstate.done.actor.retentionOffer').output,
      offerDeclined: ({ event }) => eventOf(event, 'xstate.done.actor.retentionOffer').output.outcome === 'declined',
    }),
    'store result': assign({ result: settledResult }),
    'clear result': assign({ result: null }),
  },
  guards: {
    'stop offered': ({ event }) => {
      const { subject } = eventOf(event, 'ORDER.FOUND');
      return autoRenewOperationOf(subject) !== null && autoRenewOperationOf(subject) !== 'startAutoRenew';
    },
    'start offered': ({ event }) => autoRenewOperationOf(eventOf(event, 'ORDER.FOUND').subject) === 'startAutoRenew',
    'offer declined already': ({ context }) => context.offerDeclined,
    'offer accepted': outcomeIs('accepted'),
    'offer declined': outcomeIs('declined'),
    'method available': ({ context, event }) => {
      const { method } = eventOf(event, 'AUTORENEW.START');
      return context.subject !== null && autoRenewMethodsOf(context.subject).includes(method);
    },
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'autoRenew',
  context: { subject: null, operation: null, refusal: null, method: null, offerDeclined: false, offerOutcome: null, result: null },
  initial: 'awaitingOrder',
  states: {
    awaitingOrder: {
      on: {
        'ORDER.FOUND': [
          { guard: 'stop offered', target: 'confirmingStop', actions: 'store order' },
          { guard: 'start offered', target: 'choosingStart', actions: 'store order' },
          { target: 'unavailable', actions: 'store order' },
        ],
      },
    },
    unavailable: {},
    confirmingStop: {
      on: {
        'AUTORENEW.CONFIRM': [
          { guard: 'offer declined already', target: 'stopping', actions: 'clear result' },
          { target: 'offering', actions: 'clear result' },
        ],
      },
    },
    offering: {
      invoke: {
        id: 'retentionOffer',
        src: 'retentionOffer',
        input: ({ context }) => ({ event: 'stopAutoRenew' as const, order: context.subject!.order }),
        onDone: [
          { guard: 'offer accepted', target: 'offerAccepted', actions: 'store offer outcome' },
          { guard: 'offer declined', target: 'stopping', actions: 'store offer outcome' },
          { target: 'sessionEnded', actions: 'store offer outcome' },
        ],
      },
    },
    stopping: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: AutoRenewContext) => ({
        category: context.operation === 'stopCharge' ? 'Stop Charge' : 'Stop Auto Renew',
        submission: {
          request: context.operation === 'stopCharge' ? stopChargeRequest(context.subject!) : autoRenewStopRequest(context.subject!),
          label: context.subject!.order.prodIdAlias,
        },
      })),
      on: { 'ACTION.SETTLED': onSettled('stopped', 'confirmingStop', 'store result') },
    },
    choosingStart: {
      on: { 'AUTORENEW.START': { guard: 'method available', target: 'starting', actions: ['store method', 'clear result'] } },
    },
    starting: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: AutoRenewContext) => ({
        category: 'Start Auto Renew',
        submission: { request: autoRenewStartRequest(context.subject!, context.method!), label: context.subject!.order.prodIdAlias },
      }), 'startCycle'),
      on: { 'ACTION.SETTLED': onSettled('started', 'choosingStart', 'store result') },
    },
    stopped: {},
    started: {},
    offerAccepted: {},
    sessionEnded: {},
  },
});

export type AutoRenewRef = ActorRefFrom<typeof autoRenewMachine>;
