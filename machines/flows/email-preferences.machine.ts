import { assign, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import type { TCustomer } from '../../contracts/schemas/customer';
import type { ActionResult } from '../rules/account';
import { actionCycleMachine } from './action-cycle.machine';
import { invokeActionCycle, settledResult, settledSuccessfully, type ActionSettledEvent } from './action-cycle-child';
import { customerKey, permissionChoicesOf, preferencesRequests, type EmailPermission, type PermissionChoices } from '../rules/profile-actions';

/**
 * Communication preferences (SPEC §2, §3, §6, §7 call 11, §8 Notices): the two email permissions
 * of each customer account.
 *
 * - choosing: the switches start from each customer's flags; PREFERENCES.TOGGLE turns one on or
 *   off. PREFERENCES.SAVE is taken only while a switch differs from the customer's flag.
 * - savingPreferences: the generic action cycle runs as a child, one POST /cofp per customer with a
 *   change carrying only the changed flags (category 'Change Permissions'), then the refetch. Back
 *   to choosing either way: a success applies the returned flags (here and in the account data)
 *   and notifies PREFERENCES_SAVED; a failure notifies PREFERENCES_FAILED and keeps the switches.
 */

export type PreferencesNotice = 'PREFERENCES_SAVED' | 'PREFERENCES_FAILED';

/** The flags a preference save answered for one customer (§3 Preference save response). */
export interface SavedPermissions {
  accountNumber: string;
  prodIdAlias: string;
  permissions: Record<string, string>;
}

export interface EmailPreferencesContext {
  customers: TCustomer[];
  /** The switches, by customerKey. */
  choices: Record<string, PermissionChoices>;
  result: ActionResult | null;
}

export type EmailPreferencesEvent =
  | { type: 'PREFERENCES.TOGGLE'; key: string; permission: EmailPermission; on: boolean }
  | { type: 'PREFERENCES.SAVE' }
  | ActionSettledEvent;

const savedOf = (result: ActionResult | null): SavedPermissions[] => (result?.status === 'success' ? ((result.data as SavedPermissions[] | undefined) ?? []) : []);

export const emailPreferencesMachine = setup({
  types: { context: {} as EmailPreferencesContext, events: {} as EmailPreferencesEvent, input: {} as { customers: TCustomer[] } },
  actors: { actionCycle: actionCycleMachine },
  actions: {
    'store toggle': assign({
      choices: ({ context, event }) => {
        const { key, permission, on } = eventOf(event, 'PREFERENCES.TOGGLE');
        return context.choices[key] ? { ...context.choices, [key]: { ...context.choices[key], [permission]: on } } : context.choices;
      },
    }),
    'store result': assign({ result: settledResult }),
    /** The saved flags become the customers' own, so nothing is left to save. */
    'store saved permissions': assign({
      customers: ({ context }) =>
        context.customers.map((c) => {
          const saved = savedOf(context.result).find((s) => customerKey(s) === customerKey(c));
          return saved ? { ...c, permissions: { ...c.permissions, ...(saved.permissions as TCustomer['permissions']) } } : c;
        }),
    }),
    /** §4: the returned flags go to the matching customer of the account data. */
    'report saved permissions': (_, _params: { saved: SavedPermissions[] }) => {
      throw new Error('report saved permissions: add it with .provide()');
    },
    /** §8 Notices: the screen shows the notice of the code. */
    'notify preferences result': (_, _params: { code: PreferencesNotice }) => {
      throw new Error('notify preferences result: add it with .provide()');
    },
  },
  guards: {
    'has changes': ({ context }) => preferencesRequests(context.customers, context.choices).length > 0,
    'settled successfully': settledSuccessfully,
  },
}).createMachine({
  id: 'emailPreferences',
  context: ({ input }) => ({
    customers: input.customers,
    choices: Object.fromEntries(input.customers.map((c) => [customerKey(c), permissionChoicesOf(c)])),
    result: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'PREFERENCES.TOGGLE': { actions: 'store toggle' },
        'PREFERENCES.SAVE': { guard: 'has changes', target: 'savingPreferences' },
      },
    },
    savingPreferences: {
      tags: ['busy'],
      invoke: invokeActionCycle((context: EmailPreferencesContext) => {
        const request = preferencesRequests(context.customers, context.choices);
        return { category: 'Change Permissions', submission: { request, label: request[0]?.prodIdAlias ?? '' } };
      }),
      on: {
        'ACTION.SETTLED': [
          {
            guard: 'settled successfully',
            target: 'choosing',
            actions: [
              'store result',
              'store saved permissions',
              { type: 'report saved permissions', params: ({ event }) => ({ saved: savedOf(event.result) }) },
              { type: 'notify preferences result', params: { code: 'PREFERENCES_SAVED' } },
            ],
          },
          { target: 'choosing', actions: ['store result', { type: 'notify preferences result', params: { code: 'PREFERENCES_FAILED' } }] },
        ],
      },
    },
  },
});

export type EmailPreferencesRef = ActorRefFrom<typeof emailPreferencesMachine>;
