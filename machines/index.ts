import type { AnyStateMachine } from 'xstate';
import type { PathSource } from './graph/paths';
import { accountLookupInput, accountLookupPathEvents, actionCycleInput, actionCyclePathEvents } from './account.paths';
import { accountLookupMachine } from './account-lookup.machine';
import { actionCycleMachine } from './action-cycle.machine';
import { brandFooterMachine } from './brand-footer.machine';
import { configLoadMachine } from './config-load.machine';
import { contactFormMachine } from './contact-form.machine';
import { contactFormPathEvents, contactFormPathInput } from './contact-form.paths';
import { sessionMachine, type SessionContext } from './session.machine';
import { sessionPathEvents } from './session.paths';
import { parseContinueParameter } from './sign-in';

/**
 * The flow atlas: every machine of the portal with a title and a description. The path tests,
 * `npm run test:paths`, `npm run flows` and the /flows page all read this list, so a machine
 * added here appears everywhere without further wiring.
 */
export interface AtlasEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /** Input the machine is started with when paths are generated. */
  input?: unknown;
  /**
   * Events with payloads for the generated paths (an actor's `output`, a form's fields), merged by
   * type with the events derived from the machine; see `PathSource.events` in graph/paths.ts.
   */
  events?: PathSource['events'];
  /** Context a guard reads that paths must vary (bounded); see `PathSource.stateKey`. */
  stateKey?: PathSource['stateKey'];
}

export const machineAtlas: readonly AtlasEntry[] = [
  {
    id: 'configLoad',
    title: 'Configuration load',
    description:
      'Service discovery by host name, then the admin configuration of that publisher; any failure shows the server-error page (SPEC §4 Configuration load).',
    machine: configLoadMachine,
  },
  {
    id: 'session',
    title: 'Session and sign-in',
    description:
      'Guest lookup by each method, secure sign-in (tokens, identity exchange, account lookup or the linking view), the secured-account and require-secure-sign-in checks, continue session, attempt counting, session timeout and logout; restores the persisted session after a reload (SPEC §4 Sign-in, §6, §8).',
    machine: sessionMachine,
    events: sessionPathEvents,
    // Guards read the settings, whether a secure identity waits for its account, and the continue link.
    stateKey: (snapshot) => {
      const context = snapshot.context as SessionContext;
      return [context.settings?.requireSecureSignin ?? 'unconfigured', context.identity !== null, context.continueAc === null ? null : parseContinueParameter(context.continueAc) !== null];
    },
  },
  {
    id: 'brandFooter',
    title: 'Alternative brand footer',
    description:
      'Locates the visitor country from the footer URL, then loads that country’s link lists; falls back to the standard footer on failure (SPEC §2 Footer, §7 call 3).',
    machine: brandFooterMachine,
    input: { globalCode: 'BOR', footerUrl: '/api/footer/location', countryBaseUrl: '/api/footer/countries/' },
  },
  {
    id: 'contactForm',
    title: 'Contact customer service',
    description:
      'Loads the subjects of the chosen product (again when the product changes, clearing the subject), clears the state when the country changes, sends the message (submit disabled, Loading...), then shows the thank-you text; a failed send shows the error panel and keeps every field; cancel or exit clears the email state and goes to the account summary (SPEC §2, §4 Contact form, §7 call 29).',
    machine: contactFormMachine,
    input: contactFormPathInput,
    events: contactFormPathEvents,
  },
  {
    id: 'accountLookup',
    title: 'Account lookup',
    description:
      'The customer data of the account area: taken from the sign-in, or looked up by account number and postal code after a reload; refetched after every action, after the named delay of the action (SPEC §4 Account lookup, Generic action cycle, §9).',
    machine: accountLookupMachine,
    input: accountLookupInput,
    events: accountLookupPathEvents,
  },
  {
    id: 'actionCycle',
    title: 'Generic action cycle',
    description:
      'Start, loading, success, error, cancel: every account and money action runs through it. A batch succeeds only if every call does; each result is reported to analytics and followed by a refetch of the customer (SPEC §4 Generic action cycle, §7 call 28, §8).',
    machine: actionCycleMachine,
    input: actionCycleInput,
    events: actionCyclePathEvents,
  },
];
