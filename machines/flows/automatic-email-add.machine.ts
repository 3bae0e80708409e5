import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import { REFETCH_DELAY_MS } from '../../contracts/constants';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { accountsWithoutEmail, emailChangePayloads, type KnownEmail } from '../rules/profile-actions';

/**
 * Automatic email add (SPEC §3, §4, §7 call 9, §8): when the signed-in session knows an email (the
 * identity's, or the captureEmail given at sign-in) and an account of the lookup has none, the email
 * is added to those accounts, once per session.
 * - idle: waits for the account data (EMAIL_ADD.CHECK); a session that already ran it stays idle → skipped.
 * - deciding: no customers in the lookup → failed with NO_AUTO_COFE_FROM_BAD_LOOKUP (§8 'No Auto COFE
 *   From Bad Account Lookup'); no email known or every account has one → skipped; else adding.
 * - adding: the generic action cycle runs as a child, one POST /cofe per account (category
 *   'Automatic Email Add'), then the refetch 3 s later (§9). The session remembers it ran.
 * - added / skipped / failed: final. Nothing is shown to the user: they did not ask for it.
 */

export const AUTOMATIC_EMAIL_ADD_FAILURES = ['NO_AUTO_COFE_FROM_BAD_LOOKUP', 'ACTION_FAILED'] as const;
export type AutomaticEmailAddFailure = (typeof AUTOMATIC_EMAIL_ADD_FAILURES)[number];

export interface AutomaticEmailAddContext {
  customers: TCustomer[];
  known: KnownEmail | null;
  failure: AutomaticEmailAddFailure | null;
}

export type AutomaticEmailAddEvent =
  /** alreadyRan: this session already ran it (the app keeps the mark in session storage). */
  | { type: 'EMAIL_ADD.CHECK'; customers: TCustomer[]; known: KnownEmail | null; alreadyRan: boolean }
  | { type: 'ACTION.SETTLED'; result: ActionResult };

export const automaticEmailAddMachine = setup({
  types: {
    context: {} as AutomaticEmailAddContext,
    events: {} as AutomaticEmailAddEvent,
  },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    /** Once per session: the app keeps the mark in session storage, which logout clears. */
    'remember it ran': () => {
      throw new Error('remember it ran: add it with .provide()');
    },
    /** §7 call 28 for the failure no call reported (the bad lookup). */
    'report failure': (_, _params: { code: AutomaticEmailAddFailure }) => {
      throw new Error('report failure: add it with .provide()');
    },
    'store lookup': assign(({ event }) => {
      const { customers, known } = eventOf(event, 'EMAIL_ADD.CHECK');
      return { customers, known };
    }),
    'store failure': assign({ failure: (_, params: { code: AutomaticEmailAddFailure }) => params.code }),
  },
  guards: {
    'already ran': ({ event }) => eventOf(event, 'EMAIL_ADD.CHECK').alreadyRan,
    'no customers': ({ context }) => context.customers.length === 0,
    'nothing to add': ({ context }) => context.known === null || accountsWithoutEmail(context.customers).length === 0,
    succeeded: ({ event }) => eventOf(event, 'ACTION.SETTLED').result.status === 'success',
  },
}).createMachine({
  id: 'automaticEmailAdd',
  context: { customers: [], known: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'EMAIL_ADD.CHECK': [
          { guard: 'already ran', target: 'skipped' },
          { target: 'deciding', actions: 'store lookup' },
        ],
      },
    },
    deciding: {
      always: [
        {
          guard: 'no customers',
          target: 'failed',
          actions: [
            { type: 'store failure', params: { code: 'NO_AUTO_COFE_FROM_BAD_LOOKUP' } },
            { type: 'report failure', params: { code: 'NO_AUTO_COFE_FROM_BAD_LOOKUP' } },
          ],
        },
        { guard: 'nothing to add', target: 'skipped' },
        { target: 'adding', actions: 'remember it ran' },
      ],
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'actionCycle',
        src: 'actionCycle',
        input: ({ context }) => {
          const request = emailChangePayloads(accountsWithoutEmail(context.customers), context.known!.email, context.known!.optIn);
          return {
            category: 'Automatic Email Add' as const,
            refetch: { delayMs: REFETCH_DELAY_MS.automaticEmailAdd },
            submission: { request, label: request[0]?.prodIdAlias ?? '' },
          };
        },
      },
      on: {
        'ACTION.SETTLED': [
          { guard: 'succeeded', target: 'added' },
          { target: 'failed', actions: { type: 'store failure', params: { code: 'ACTION_FAILED' } } },
        ],
      },
    },
    added: { type: 'final' },
    skipped: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type AutomaticEmailAddRef = ActorRefFrom<typeof automaticEmailAddMachine>;
