import type { OutcomeRule, PathSoFar } from '../graph/outcomes';
import { resultOutcomes } from './action-result.outcomes';

/**
 * What must happen on the change of email's paths (SPEC §2, §7 call 9, §8, §9), written from the
 * spec, on the sample of email-change.paths.ts: both household accounts chosen at first.
 */

/** The accounts chosen so far: both until EMAIL.ACCOUNTS says otherwise. */
const chosen = (p: PathSoFar) => (p.last('EMAIL.ACCOUNTS')?.accountNumbers as string[] | undefined) ?? ['10000015', '10000016'];

const payload = (accountNumber: string) => ({
  accountNumber,
  prodIdAlias: 'NWM',
  email: 'new.home@example.com',
  systemCode: 'SERV',
  // The account's own answer to emails from us goes with the new email: no consent is implied.
  emailAuthorization: accountNumber === '10000015' ? 'Y' : 'N',
});

export const emailChangeOutcomes: readonly OutcomeRule[] = [
  { name: 'choosing the accounts sends nothing', on: 'EMAIL.ACCOUNTS', state: 'editing', noRequests: true, noEffects: ['*'] },
  {
    name: 'the new email goes, trimmed, to each chosen account (POST /cofe, category Change of Email), refetched 2 s later',
    on: 'EMAIL.SUBMIT',
    if: (p) => chosen(p).length > 0,
    state: 'changing',
    tags: ['busy'],
    requests: {
      actionCycle: (p) => ({
        category: 'Change of Email',
        refetch: { delayMs: 2000 },
        submission: { label: 'NWM', request: chosen(p).map(payload) },
      }),
    },
  },
  { name: 'with no account chosen the change is not sent', on: 'EMAIL.SUBMIT', if: (p) => chosen(p).length === 0, state: 'editing', noRequests: true },
  { name: 'a change that went through shows the confirmation page', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'changed', notTags: ['busy'] },
  { name: 'a failed change returns to the form with its §8 result', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'editing', notTags: ['busy'] },
  { name: 'Change it again shows the form', on: 'EMAIL.AGAIN', from: 'changed', state: 'editing' },
  { name: 'the email typed is kept trimmed', on: 'EMAIL.SUBMIT', entered: 'changing', context: { email: 'new.home@example.com' } },
  { name: 'every account is chosen at first', on: 'xstate.init', context: { chosen: ['10000015', '10000016'], email: '', result: null } },
  ...resultOutcomes(['changing'], [{ on: 'EMAIL.SUBMIT', entered: 'changing' }, { on: 'EMAIL.AGAIN' }]),
];
