import type { OutcomeRule, PathSoFar } from '../graph/outcomes';

/**
 * What must happen on the change-of-address and automatic email add paths (SPEC §2, §3, §4, §7
 * calls 8 and 9, §8, §9), written from the spec. Sample: own account 10000008 and gift recipient
 * 10000009 (NWM), the new address in Atlanta 30303, the gift's in Savannah 31401.
 */

const chosen = (p: PathSoFar) => {
  const e = p.last('ADDRESS.ACCOUNTS') as { accountNumbers?: string[]; giftAccountNumbers?: string[] } | undefined;
  return { own: (e?.accountNumbers ?? []).length > 0, gift: (e?.giftAccountNumbers ?? []).length > 0 };
};
const both = (p: PathSoFar) => chosen(p).own && chosen(p).gift;
const ownPayload = { accountNumber: '10000008', prodIdAlias: 'NWM', address: { city: 'Atlanta', postalCode: '30303' } };
const giftPayload = { accountNumber: '10000009', prodIdAlias: 'NWM', address: { name: 'Ivy Moreau', city: 'Savannah', postalCode: '31401' } };
const ok = { result: { status: 'success' } };
const failed = { result: { status: 'error' } };

/** The result the last step settled with, kept for the screen. */
const settledResult = (p: PathSoFar) => ({ result: p.last('ACTION.SETTLED')?.result });

export const addressChangeOutcomes: readonly OutcomeRule[] = [
  { name: 'accounts chosen lead to the effective dates', on: 'ADDRESS.ACCOUNTS', state: 'effectiveDates' },
  { name: 'dates in order lead to the account updates', on: 'ADDRESS.DATES', state: 'accountUpdates' },
  { name: 'the addresses given lead to the confirmation', on: 'ADDRESS.UPDATES', state: 'confirmation' },
  { name: 'Back walks the steps back: dates to accounts', on: 'ADDRESS.BACK', from: 'effectiveDates', state: 'accountInformation' },
  { name: 'Back walks the steps back: updates to dates', on: 'ADDRESS.BACK', from: 'accountUpdates', state: 'effectiveDates' },
  { name: 'Back walks the steps back: confirmation to updates', on: 'ADDRESS.BACK', from: 'confirmation', state: 'accountUpdates' },
  {
    name: 'one kind of account: POST /cofa with one payload per account, refetched 2 s later with the new postal code (category Change of Address)',
    on: 'ADDRESS.SUBMIT',
    if: (p) => !both(p),
    state: 'submitting.firstStep',
    tags: ['busy'],
    requests: {
      actionCycle: (p) => ({
        category: 'Change of Address',
        refetch: { delayMs: 2000 },
        submission: chosen(p).own ? { label: 'NWM', refetchPostalCode: '30303', request: { payloads: [ownPayload] } } : { label: 'NWM', refetchPostalCode: undefined, request: { payloads: [giftPayload] } },
      }),
    },
  },
  {
    name: "own and gift accounts: the customer's change first, its refetch skipped",
    on: 'ADDRESS.SUBMIT',
    if: both,
    state: 'submitting.firstStep',
    requests: { actionCycle: { category: 'Change of Address', refetch: false, submission: { request: { payloads: [ownPayload] } } } },
  },
  {
    name: 'then the gift change with the first answer, refetched 2 s later',
    on: 'ACTION.SETTLED',
    from: 'submitting.firstStep',
    when: ok,
    if: both,
    state: 'submitting.secondStep',
    requests: { secondActionCycle: { category: 'Change of Address', refetch: { delayMs: 2000 }, submission: { refetchPostalCode: '30303', request: { payloads: [giftPayload], firstResponse: { success: true } } } } },
  },
  { name: 'a one-step change that went through is confirmed', on: 'ACTION.SETTLED', from: 'submitting.firstStep', when: ok, if: (p) => !both(p), state: 'confirmed', tags: ['success'], noEffects: ['refetch customer'], context: settledResult },
  { name: 'a failed first of two steps still refetches (2 s), back to the confirmation', on: 'ACTION.SETTLED', from: 'submitting.firstStep', when: failed, if: both, state: 'confirmation', effects: [['refetch customer', { delayMs: 2000 }]], noRequests: true },
  { name: 'a failed one-step change returns to the confirmation (the cycle refetched)', on: 'ACTION.SETTLED', from: 'submitting.firstStep', when: failed, if: (p) => !both(p), state: 'confirmation', notTags: ['success'], noEffects: ['refetch customer'], context: settledResult },
  { name: 'the second step that went through is confirmed', on: 'ACTION.SETTLED', from: 'submitting.secondStep', when: ok, state: 'confirmed', tags: ['success'], context: settledResult },
  { name: 'a failed second step returns to the confirmation', on: 'ACTION.SETTLED', from: 'submitting.secondStep', when: failed, state: 'confirmation', noEffects: ['refetch customer'], context: settledResult },
  {
    name: 'another change starts at the accounts, with nothing chosen and nothing said',
    on: 'ADDRESS.RESTART',
    state: 'accountInformation',
    notTags: ['success'],
    context: { draft: { accountNumbers: [], giftAccountNumbers: [] }, plan: null, responses: [], result: null },
  },
];

export const automaticEmailAddOutcomes: readonly OutcomeRule[] = [
  { name: 'once per session: a session that ran it skips it', on: 'EMAIL_ADD.CHECK', when: { alreadyRan: true }, state: 'skipped', done: true, noEffects: ['*'], noRequests: true },
  {
    name: 'an account without email gets the known email (POST /cofe), refetched 3 s later; the session remembers it ran',
    on: 'EMAIL_ADD.CHECK',
    when: { alreadyRan: false, customers: [{ email: '' }] },
    state: 'adding',
    tags: ['busy'],
    effects: [['remember it ran']],
    requests: {
      actionCycle: {
        category: 'Automatic Email Add',
        refetch: { delayMs: 3000 },
        submission: { label: 'NWM', request: [{ accountNumber: '10000001', prodIdAlias: 'NWM', email: 'alice.walker@example.com', systemCode: 'SERV', emailAuthorization: 'Y' }] },
      },
    },
  },
  { name: 'every account with an email: nothing to add', on: 'EMAIL_ADD.CHECK', when: { alreadyRan: false, customers: [{ email: 'alice.walker@example.com' }] }, state: 'skipped', done: true, noEffects: ['*'], noRequests: true },
  {
    name: 'a lookup without customers fails with No Auto COFE From Bad Account Lookup, reported',
    on: 'EMAIL_ADD.CHECK',
    when: { alreadyRan: false, customers: [] },
    state: 'failed',
    done: true,
    context: { failure: 'NO_AUTO_COFE_FROM_BAD_LOOKUP' },
    effects: [['report failure', { code: 'NO_AUTO_COFE_FROM_BAD_LOOKUP' }]],
    noEffects: ['remember it ran'],
    noRequests: true,
  },
  { name: 'the email added ends the add', on: 'ACTION.SETTLED', when: { result: { status: 'success' } }, state: 'added', notTags: ['busy'], done: true, context: { failure: null } },
  { name: 'a failed add ends failed', on: 'ACTION.SETTLED', when: { result: { status: 'error' } }, state: 'failed', notTags: ['busy'], done: true, context: { failure: 'ACTION_FAILED' } },
];
