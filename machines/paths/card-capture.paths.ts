import type { AnyEventObject } from 'xstate';
import { capturedCard } from './payment.paths';

/**
 * Events with payloads for card capture's generated paths (machines/index.ts): a name and expiry as
 * the subscriber submits them, a name that looks like a card number (13 digits of no card), the
 * card tokenised, refused (an expiry, then a number and a security code) and the capture script
 * unavailable. No card number or security code: the machine never sees them. Sample data only.
 */

export const cardCaptureDetails = { nameOnCard: 'Quentin Adams', expiryMonth: '12', expiryYear: '2030' };

export const cardCapturePathEvents: readonly AnyEventObject[] = [
  { type: 'CARD.SUBMIT', ...cardCaptureDetails },
  { type: 'CARD.SUBMIT', ...cardCaptureDetails, nameOnCard: '1234 5678 9012 3' },
  { type: 'xstate.done.actor.tokeniseCard', output: capturedCard },
  { type: 'xstate.error.actor.tokeniseCard', error: { errors: { expiry: 'invalid' } } },
  { type: 'xstate.error.actor.tokeniseCard', error: { errors: { securityCode: 'invalid', number: 'invalid' } } },
  { type: 'xstate.error.actor.tokeniseCard', error: 'payment capture unavailable' },
];
