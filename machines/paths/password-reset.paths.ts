import type { AnyEventObject } from 'xstate';
import type { PasswordResetInput } from '../flows/password-reset.machine';

/**
 * Input and events with payloads for the password reset's generated paths (machines/index.ts):
 * Northwind's sign-in client, an email typed with spaces, a success and a failure. Sample data only.
 */

export const passwordResetInput: PasswordResetInput = { clientId: 'portal-nwm', label: 'NWM' };

export const passwordResetPathEvents: readonly AnyEventObject[] = [
  { type: 'PASSWORD.SUBMIT', email: ' alice.walker@example.com ' },
  { type: 'ACTION.SETTLED', result: { status: 'success' } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful' } },
];
