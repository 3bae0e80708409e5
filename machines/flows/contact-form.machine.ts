import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { eventOf } from './event-of';
import { DEFAULT_PRODUCT_ALIAS } from '../../contracts/constants';
import type { TLocalizedText } from '../../contracts/schemas/common';
import type { TCustServEmailResponse, TContactEmailPayload } from '../../contracts/schemas/mail';

/**
 * Contact form (SPEC §2 Contact Customer Service form, §4 Contact form, §7 call 29).
 *
 * - open: the form is shown; CONTACT.CLOSE (cancel or exit) from anywhere inside it closes it.
 *   - form.loadingSubjects: the subject list of productSelected is (re)loaded from configuration.
 *   - form.editing: the form is filled in. After a failed send, `failure` holds its code: the
 *     error panel shows above the form, and every field is still there for a retry.
 *   - submitting: the message is on its way; submit is disabled and "Loading..." shows.
 *   - sent: the result view with the product's thank-you text and the close button.
 * - closed: the email state is cleared, the form destroyed, the user sent to /accounts/summary.
 *
 * The field values live in the screen's form; the machine orders the changes the flow makes to
 * them ('clear subject' when the product changes, 'clear state' when the country does), holds the
 * subject list and which state list applies, and carries failure codes, never sentences.
 */

/** A configured subject (§3 emailSubjectSelected): title and prompt, per locale. */
export interface ContactSubject {
  title: TLocalizedText;
  prompt: TLocalizedText;
}

/** Which state list the address offers: US states, Canadian provinces, or none (free text). */
export type StateChoices = 'US' | 'CA' | null;

export const CONTACT_FAILURE_CODES = ['RATE_LIMITED', 'SESSION_REQUIRED', 'REJECTED', 'SEND_FAILED'] as const;
/**
 * Why a send failed: too many messages, no session the gateway knows, content the gateway refused
 * (400/403), anything else (network, 5xx, the mail server).
 */
export type ContactFailureCode = (typeof CONTACT_FAILURE_CODES)[number];

export interface ContactFormInput {
  /** The client's magCode (client configuration); empty keeps the default product (§9 GFT). */
  magCode: string;
  /** The prefilled address country, if any. */
  country: string;
}

export interface ContactFormContext {
  productSelected: string;
  subjects: ContactSubject[];
  stateChoices: StateChoices;
  /** The message being sent, or sent; null once the email state is cleared. */
  payload: TContactEmailPayload | null;
  failure: ContactFailureCode | null;
}

export type ContactFormEvent =
  | { type: 'CONTACT.PRODUCT'; prodIdAlias: string }
  | { type: 'CONTACT.COUNTRY'; country: string }
  | { type: 'CONTACT.SUBMIT'; payload: TContactEmailPayload }
  | { type: 'CONTACT.CLOSE' };

export const ACCOUNT_SUMMARY_PATH = '/accounts/summary';

export function stateChoicesFor(country: string): StateChoices {
  const code = country.trim().toUpperCase();
  return code === 'US' || code === 'CA' ? code : null;
}

export function contactFailureCode(error: unknown): ContactFailureCode {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : error;
  return (CONTACT_FAILURE_CODES as readonly unknown[]).includes(code) ? (code as ContactFailureCode) : 'SEND_FAILED';
}

export const contactFormMachine = setup({
  types: {
    input: {} as ContactFormInput,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    /** The configured subjects of a product; an unknown product has none. Rejects only if configuration is unreadable. */
    loadSubjects: fromPromise<ContactSubject[], { prodIdAlias: string }>(() => {
      throw new Error('loadSubjects: add it with .provide()');
    }),
    /** §7 call 29. Rejects with `{ code: ContactFailureCode }` unless the gateway answers 200. */
    sendCustServEmail: fromPromise<TCustServEmailResponse, { payload: TContactEmailPayload }>(() => {
      throw new Error('sendCustServEmail: add it with .provide()');
    }),
  },
  actions: {
    'clear subject': () => {
      throw new Error('clear subject: add it with .provide()');
    },
    'clear state': () => {
      throw new Error('clear state: add it with .provide()');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate: add it with .provide()');
    },
    'choose product': assign({
      productSelected: ({ event }) => eventOf(event, 'CONTACT.PRODUCT').prodIdAlias,
      subjects: [],
    }),
    'choose country': assign({
      stateChoices: ({ event }) => stateChoicesFor(eventOf(event, 'CONTACT.COUNTRY').country),
    }),
    'start send': assign({
      payload: ({ event }) => eventOf(event, 'CONTACT.SUBMIT').payload,
      failure: null,
    }),
    'clear email state': assign({ payload: null, failure: null, subjects: [] }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    productSelected: input.magCode || DEFAULT_PRODUCT_ALIAS,
    subjects: [],
    stateChoices: stateChoicesFor(input.country),
    payload: null,
    failure: null,
  }),
  initial: 'open',
  states: {
    open: {
      initial: 'form',
      on: { 'CONTACT.CLOSE': { target: 'closed' } },
      states: {
        form: {
          initial: 'loadingSubjects',
          on: {
            'CONTACT.PRODUCT': { target: '.loadingSubjects', reenter: true, actions: ['choose product', 'clear subject'] },
            'CONTACT.COUNTRY': { actions: ['choose country', 'clear state'] },
          },
          states: {
            loadingSubjects: {
              tags: ['busy'],
              invoke: {
                id: 'loadSubjects',
                src: 'loadSubjects',
                input: ({ context }) => ({ prodIdAlias: context.productSelected }),
                onDone: { target: 'editing', actions: assign({ subjects: ({ event }) => event.output }) },
                onError: { target: 'editing' }, // no subjects: the list is empty from the start and from each product chosen
              },
            },
            editing: {
              on: { 'CONTACT.SUBMIT': { target: '#contactForm.open.submitting', actions: 'start send' } },
            },
          },
        },
        submitting: {
          tags: ['sending'],
          invoke: {
            id: 'sendCustServEmail',
            src: 'sendCustServEmail',
            input: ({ context }) => ({ payload: context.payload! }),
            onDone: { target: 'sent' },
            onError: {
              target: '#contactForm.open.form.editing',
              actions: assign({ failure: ({ event }) => contactFailureCode(event.error) }),
            },
          },
        },
        sent: {},
      },
    },
    closed: {
      type: 'final',
      entry: ['clear email state', { type: 'navigate', params: { to: ACCOUNT_SUMMARY_PATH } }],
    },
  },
});

export type ContactFormRef = ActorRefFrom<typeof contactFormMachine>;
