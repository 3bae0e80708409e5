import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { CARD_NUMBER_PATTERN, type TCard } from '../../contracts/schemas/payment';

/**
 * Card capture: the new-card form of Make a Payment and Update a Card (SPEC §3 Payment, §4;
 * ARCHITECTURE §5). The card is tokenised in the browser by the payment-capture script; what comes
 * back is a token and the card's safe fields (TCard).
 *
 * The card number and security code never enter this machine: the screen's `tokeniseCard` actor
 * reads them from the form's inputs when it runs. The machine knows the name on the card and the
 * expiry, which the subscriber chose in plain fields.
 *
 * - entering: the subscriber fills the form. CARD.SUBMIT with the name and expiry:
 *   - a name that looks like a card number is refused unsent (entering.nameRefused, the name
 *     field focused): it would travel with the card;
 *   - otherwise tokenising.
 * - tokenising: the capture script checks and tokenises the card (tag `busy`).
 *   - done: tokenised, the card handed to the flow ('hand over card').
 *   - the card refused: entering.refused with the fields that failed (codes, an expiry marks both
 *     month and year) and the first of them, in the order of the form, focused; what was typed
 *     stays in the fields.
 *   - any other failure (the script could not load): entering.unavailable.
 * - tokenised: the card went to the flow; submitting again tokenises again.
 */

export type CardField = 'number' | 'expiry' | 'securityCode';
/** The fields the capture script refused, by code. */
export type CardErrors = Partial<Record<CardField, 'invalid'>>;
/** A field the form focuses: the name, or one the script refused. */
export type FocusField = 'name' | CardField;

/** The fields in the order of the form: the first refused one is focused. */
export const CARD_FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'securityCode'];

export function firstRefusedField(errors: CardErrors): CardField | null {
  return CARD_FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** What the form submits besides the number and security code. */
export interface CardDetails {
  nameOnCard: string;
  expiryMonth: string;
  expiryYear: string;
}

export interface CardCaptureContext {
  details: CardDetails;
  /** The fields the capture script refused last; cleared when a card is tokenised. */
  refused: CardErrors;
}

export type CardCaptureEvent = { type: 'CARD.SUBMIT' } & CardDetails;

/** The capture script's refusal, as the `tokeniseCard` actor rejects with it. */
export interface CardRefusal {
  errors: CardErrors;
}

const refusedFieldsOf = (error: unknown): CardErrors | null => {
  const errors = (error as Partial<CardRefusal> | null)?.errors;
  return errors && typeof errors === 'object' ? errors : null;
};

const submitCard = [
  { guard: 'name looks like a card number', target: '#cardCapture.entering.nameRefused', actions: { type: 'focus field', params: { field: 'name' } } },
  { target: '#cardCapture.tokenising', actions: 'store details' },
] as const;

export const cardCaptureMachine = setup({
  types: { input: {} as { initial?: Partial<CardDetails> }, context: {} as CardCaptureContext, events: {} as CardCaptureEvent },
  actors: {
    /** The card tokenised (its safe fields); rejects with a CardRefusal, or any error when the script is unavailable. */
    tokeniseCard: fromPromise<TCard, CardDetails>(() => {
      throw new Error('tokeniseCard: add it with .provide()');
    }),
  },
  actions: {
    'hand over card': (_, _params: { card: TCard }) => {
      throw new Error('hand over card: add it with .provide()');
    },
    'focus field': (_, _params: { field: FocusField }) => {
      throw new Error('focus field: add it with .provide()');
    },
    'store details': assign(({ event }) => ({ details: { nameOnCard: event.nameOnCard, expiryMonth: event.expiryMonth, expiryYear: event.expiryYear } })),
    'store refused fields': assign((_, { errors }: { errors: CardErrors }) => ({ refused: errors })),
    'clear refused fields': assign({ refused: {} }),
  },
  guards: {
    'name looks like a card number': ({ event }) => CARD_NUMBER_PATTERN.test(event.nameOnCard),
    'card refused': (_, { error }: { error: unknown }) => refusedFieldsOf(error) !== null,
  },
}).createMachine({
  id: 'cardCapture',
  context: ({ input }) => ({
    details: { nameOnCard: input.initial?.nameOnCard ?? '', expiryMonth: input.initial?.expiryMonth ?? '', expiryYear: input.initial?.expiryYear ?? '' },
    refused: {},
  }),
  initial: 'entering',
  states: {
    entering: {
      initial: 'editing',
      on: { 'CARD.SUBMIT': submitCard },
      states: {
        editing: {},
        nameRefused: {},
        refused: {},
        unavailable: {},
      },
    },
    tokenising: {
      tags: ['busy'],
      invoke: {
        id: 'tokeniseCard',
        src: 'tokeniseCard',
        input: ({ context }) => context.details,
        onDone: {
          target: 'tokenised',
          actions: ['clear refused fields', { type: 'hand over card', params: ({ event }) => ({ card: event.output }) }],
        },
        onError: [
          {
            guard: { type: 'card refused', params: ({ event }) => ({ error: event.error }) },
            target: 'entering.refused',
            actions: [
              { type: 'store refused fields', params: ({ event }) => ({ errors: refusedFieldsOf(event.error)! }) },
              { type: 'focus field', params: ({ event }) => ({ field: firstRefusedField(refusedFieldsOf(event.error)!) ?? 'number' }) },
            ],
          },
          { target: 'entering.unavailable' },
        ],
      },
    },
    tokenised: {
      on: { 'CARD.SUBMIT': submitCard },
    },
  },
});

export type CardCaptureRef = ActorRefFrom<typeof cardCaptureMachine>;
