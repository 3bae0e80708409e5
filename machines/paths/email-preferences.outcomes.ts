import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the communication preferences' paths (SPEC §2, §4, §7 call 11, §8 Notices),
 * written from the spec, on the sample of email-preferences.paths.ts: the partners switch of
 * 10000008 (off on file) is the one turned on or off.
 */

/** The partners flag the last switch asked for, as the request carries it. */
const partnersFlag = (p: PathSoFar) => (p.last('PREFERENCES.TOGGLE')?.on ? 'Y' : 'N');

/** Whether the switch differs from the flag on file: off at first, then what each successful save returned. */
function pending(p: PathSoFar): boolean {
  let onFile = 'N';
  let chosen = 'N';
  for (const e of p.events as { type: string; on?: boolean; result?: { status: string; data?: { permissions: Record<string, string> }[] } }[]) {
    if (e.type === 'PREFERENCES.TOGGLE') chosen = e.on ? 'Y' : 'N';
    if (e.type === 'ACTION.SETTLED' && e.result?.status === 'success') onFile = e.result.data?.[0]?.permissions.emailUseAnywherePerm ?? onFile;
  }
  return chosen !== onFile;
}

export const emailPreferencesOutcomes: readonly OutcomeRule[] = [
  { name: 'a switch changes the choice only: nothing is sent yet', on: 'PREFERENCES.TOGGLE', state: 'choosing', noEffects: ['*'], noRequests: true },
  {
    name: 'Save sends only the flag that changed, for the account it changed on (POST /cofp, category Change Permissions)',
    on: 'PREFERENCES.SAVE',
    if: pending,
    state: 'savingPreferences',
    tags: ['busy'],
    requests: {
      actionCycle: (p) => ({
        category: 'Change Permissions',
        submission: {
          label: 'NWM',
          request: [{ action: 'preferences', accountNumber: '10000008', prodIdAlias: 'NWM', email: 'margaret.ellison@example.com', permissions: { emailUseAnywherePerm: partnersFlag(p) } }],
        },
      }),
    },
  },
  { name: 'Save with every switch as on file sends nothing', on: 'PREFERENCES.SAVE', if: (p) => !pending(p), state: 'choosing', noRequests: true, noEffects: ['*'] },
  {
    name: 'a save that went through hands the returned flags to the account data and notifies Preferences Update Successful',
    on: 'ACTION.SETTLED',
    when: { result: { status: 'success' } },
    state: 'choosing',
    notTags: ['busy'],
    effects: [
      ['report saved permissions', { saved: [{ accountNumber: '10000008', prodIdAlias: 'NWM', permissions: { emailUseAnywherePerm: 'Y' } }] }],
      ['notify preferences result', { code: 'PREFERENCES_SAVED' }],
    ],
    noRequests: true,
    // The saved flags become the accounts' own (the other account's stay): nothing is left to save.
    context: {
      customers: [
        { accountNumber: '10000008', permissions: { emailUseForCompanyPerm: 'Y', emailUseAnywherePerm: 'Y' } },
        { accountNumber: '10000009', permissions: { emailUseForCompanyPerm: 'Y', emailUseAnywherePerm: 'N' } },
      ],
    },
  },
  {
    name: 'a failed save notifies Preferences Update Error and keeps the switches',
    on: 'ACTION.SETTLED',
    when: { result: { status: 'error' } },
    state: 'choosing',
    notTags: ['busy'],
    effects: [['notify preferences result', { code: 'PREFERENCES_FAILED' }]],
    noEffects: ['report saved permissions'],
    context: { customers: [{ permissions: { emailUseAnywherePerm: 'N' } }, { permissions: { emailUseAnywherePerm: 'N' } }] },
  },
  ...resultOutcomes(['savingPreferences'], []),
];
