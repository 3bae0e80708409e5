import type { OutcomeRule } from '../graph/outcomes';
import { capturedCard } from './payment.paths';
import { cardCaptureDetails } from './card-capture.paths';

/**
 * What must happen on card capture's paths (SPEC §3 Payment, §4; ARCHITECTURE §5): written from the
 * spec, not read off the machine. `busy` is the submit button disabled, Loading....
 */
export const cardCaptureOutcomes: readonly OutcomeRule[] = [
  { name: 'the form starts empty of errors', on: 'xstate.init', state: 'entering.editing', notTags: ['busy'], noRequests: true },
  {
    name: 'a card submitted is tokenised by the capture script with the name and expiry chosen (never the number or code)',
    on: 'CARD.SUBMIT',
    when: { nameOnCard: 'Quentin Adams' },
    state: 'tokenising',
    tags: ['busy'],
    requests: { tokeniseCard: { ...cardCaptureDetails, number: undefined, securityCode: undefined } },
    noEffects: ['*'],
  },
  {
    name: 'a name that looks like a card number is refused unsent, the name field focused',
    on: 'CARD.SUBMIT',
    when: { nameOnCard: '1234 5678 9012 3' },
    state: 'entering.nameRefused',
    notTags: ['busy'],
    noRequests: true,
    effects: [['focus field', { field: 'name' }]],
  },
  {
    name: 'the card tokenised goes to the flow',
    on: 'xstate.done.actor.tokeniseCard',
    state: 'tokenised',
    notTags: ['busy'],
    effects: [['hand over card', { card: capturedCard }]],
  },
  {
    name: 'a refused expiry marks it and focuses the month, nothing goes to the flow',
    on: 'xstate.error.actor.tokeniseCard',
    when: { error: { errors: { expiry: 'invalid' } } },
    state: 'entering.refused',
    effects: [['focus field', { field: 'expiry' }]],
    noEffects: ['hand over card'],
  },
  {
    name: 'with several fields refused the first in the form (the number) is focused',
    on: 'xstate.error.actor.tokeniseCard',
    when: { error: { errors: { number: 'invalid', securityCode: 'invalid' } } },
    state: 'entering.refused',
    effects: [['focus field', { field: 'number' }]],
    noEffects: ['hand over card'],
  },
  {
    name: 'a capture script that cannot load says so, nothing focused or handed over',
    on: 'xstate.error.actor.tokeniseCard',
    when: { error: 'payment capture unavailable' },
    state: 'entering.unavailable',
    noEffects: ['*'],
  },
  {
    name: 'a card submitted again after it was tokenised is tokenised again',
    on: 'CARD.SUBMIT',
    from: 'tokenised',
    when: { nameOnCard: 'Quentin Adams' },
    state: 'tokenising',
    requests: { tokeniseCard: cardCaptureDetails },
  },
];
