import type { AnyEventObject } from 'xstate';
import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../contracts/schemas/config';
import type { OutcomeRule } from '../graph/outcomes';

/**
 * What must happen on the paths of the shell's machines and the account data (SPEC §2 Footer,
 * §4 Configuration load, Contact form, Account lookup, §7 calls 3, 4, 29, §8), from the spec.
 */

/** The configuration load's path model: what discovery and AdminConfig answer, and how they fail (§4, §7 calls 1, 2). */
const clientConfig = { url: 'https://portal.example/api', globalCode: 'NW', magCode: 'NWM' } as TClientConfig;
const adminConfig = { PageConfig: {} } as unknown as TAdminConfig;
const adminConfigFailure = { message: 'HTTP 404', url: '/api/AdminConfig?globalCode=NW', code: 'NOT_FOUND' };

export const configLoadPathEvents: readonly AnyEventObject[] = [
  { type: 'xstate.done.actor.discoverService', output: clientConfig },
  { type: 'xstate.done.actor.fetchAdminConfig', output: adminConfig },
  // A network failure before any answer: not even an Error object, so no URL to name.
  { type: 'xstate.error.actor.discoverService', error: 'Failed to fetch' },
  { type: 'xstate.error.actor.fetchAdminConfig', error: adminConfigFailure },
];

export const configLoadOutcomes: readonly OutcomeRule[] = [
  { name: 'service discovery runs first', on: 'xstate.init', state: 'discovering', tags: ['busy'], requests: { discoverService: undefined } },
  {
    name: 'the service found loads its admin configuration',
    on: 'xstate.done.actor.discoverService',
    state: 'loadingAdminConfig',
    tags: ['busy'],
    context: { clientConfig },
    requests: { fetchAdminConfig: { url: clientConfig.url, globalCode: 'NW' } },
  },
  { name: 'the admin configuration loaded: the portal starts', on: 'xstate.done.actor.fetchAdminConfig', state: 'loaded', notTags: ['busy'], context: { clientConfig, adminConfig, failure: null } },
  {
    name: 'a failed discovery shows the server-error page, with no URL to name',
    on: 'xstate.error.actor.discoverService',
    state: 'failed',
    tags: ['error'],
    notTags: ['busy'],
    noRequests: true,
    context: { failure: { message: 'Failed to fetch', url: null }, adminConfig: null },
  },
  {
    name: 'a failed admin configuration shows the server-error page, naming the URL and the refusal code',
    on: 'xstate.error.actor.fetchAdminConfig',
    state: 'failed',
    tags: ['error'],
    notTags: ['busy'],
    context: { failure: adminConfigFailure, adminConfig: null },
  },
  { name: '"Try This Page Again" reloads the page', on: 'CONFIG.RETRY', state: 'failed', effects: [['reload page']] },
];

/** The alternative footer's path model: what the footer URL and the country file answer (§7 call 3). */
const footerCountry = 'CA';
const countryFooter: TCountryFooter = { country: 'CA', lists: [{ title: 'Magazines', links: [{ title: 'Boréale', url: 'https://boreale.example/' }] }] };

export const brandFooterPathEvents: readonly AnyEventObject[] = [
  { type: 'xstate.done.actor.locateCountry', output: footerCountry },
  { type: 'xstate.done.actor.fetchCountryFooter', output: countryFooter },
];

export const brandFooterOutcomes: readonly OutcomeRule[] = [
  { name: 'the visitor country is located from the footer URL', on: 'xstate.init', state: 'locating', requests: { locateCountry: { globalCode: 'BOR', footerUrl: '/api/footer/location' } } },
  {
    name: "the country found loads that country's link lists",
    on: 'xstate.done.actor.locateCountry',
    state: 'loadingLists',
    context: { country: footerCountry, footer: null },
    requests: { fetchCountryFooter: { globalCode: 'BOR', countryBaseUrl: '/api/footer/countries/', country: footerCountry } },
  },
  { name: 'the lists loaded show the alternative footer', on: 'xstate.done.actor.fetchCountryFooter', state: 'loaded', context: { footer: countryFooter }, done: true },
  { name: 'a failed location falls back to the standard footer', on: 'xstate.error.actor.locateCountry', state: 'unavailable', context: { footer: null }, done: true },
  { name: 'failed lists fall back to the standard footer', on: 'xstate.error.actor.fetchCountryFooter', state: 'unavailable', context: { footer: null }, done: true },
];

export const contactFormOutcomes: readonly OutcomeRule[] = [
  { name: "the form opens loading the product's subjects, with none to choose yet", on: 'xstate.init', state: 'open.form.loadingSubjects', context: { subjects: [] } },
  { name: 'a product chosen loads its subjects', on: 'CONTACT.PRODUCT', state: 'open.form.loadingSubjects', requests: { loadSubjects: { prodIdAlias: 'NWB' } } },
  { name: 'the subjects loaded, or not, the form is edited', on: 'xstate.done.actor.loadSubjects', state: 'open.form.editing' },
  { name: 'subjects that fail to load still leave the form, with no subject to choose', on: 'xstate.error.actor.loadSubjects', state: 'open.form.editing', context: { subjects: [] } },
  { name: 'sending sends the message as filled in (call 29)', on: 'CONTACT.SUBMIT', state: 'open.submitting', requests: { sendCustServEmail: { payload: { emailType: 'Send Custserv Email', custServEmailAddress: 'service@northwind.example', emailSubject: 'Billing question', prodIdAlias: 'NWM' } } } },
  { name: 'a message sent shows the thank-you text', on: 'xstate.done.actor.sendCustServEmail', state: 'open.sent', noEffects: ['navigate'] },
  { name: 'a failed send shows the error panel and keeps every field', on: 'xstate.error.actor.sendCustServEmail', state: 'open.form.editing', noEffects: ['navigate'] },
  { name: 'cancel or exit goes to the account summary', on: 'CONTACT.CLOSE', state: 'closed', effects: [['navigate', { to: '/accounts/summary' }]] },
];

const key = { accountNumber: '10000001', postalCode: '10118' };

export const accountLookupOutcomes: readonly OutcomeRule[] = [
  { name: 'a refetch at once looks the customer up by account number and postal code', on: 'ACCOUNT.REFETCH', when: { delayMs: undefined }, state: 'loading', tags: ['busy'], requests: { fetchAccount: key } },
  { name: 'a refetch after the named delay waits first', on: 'ACCOUNT.REFETCH', when: { delayMs: 2000 }, state: 'waiting', noRequests: true },
  { name: 'the delay over, the customer is looked up', on: 'xstate.after.refetchDelay.accountLookup.waiting', state: 'loading', requests: { fetchAccount: key } },
  { name: 'the customer found is shared with the session', on: 'xstate.done.actor.fetchAccount', when: { output: { found: true } }, state: 'loaded', effects: [['share lookup', { key, lookup: { customers: [{ accountNumber: '10000001' }] } }]] },
  { name: 'a customer not found is notified with its code', on: 'xstate.done.actor.fetchAccount', when: { output: { found: false } }, state: 'failed', context: { failure: 'USER_NOT_FOUND' }, effects: [['notify lookup failure', { code: 'USER_NOT_FOUND' }]], noEffects: ['share lookup'] },
  { name: "'Invalid login token' ends the session as a timeout", on: 'xstate.error.actor.fetchAccount', when: { error: 'Invalid login token' }, state: 'failed', context: { failure: 'INVALID_LOGIN_TOKEN' }, effects: [['time out session', { message: 'Invalid login token' }]], noEffects: ['notify lookup failure'] },
  { name: 'a failed call is notified as a failed lookup', on: 'xstate.error.actor.fetchAccount', when: { error: 'HTTP 500' }, state: 'failed', context: { failure: 'LOOKUP_FAILED' }, effects: [['notify lookup failure', { code: 'LOOKUP_FAILED' }]], noEffects: ['time out session'] },
];
