import type { TSignInConfig } from './schemas/config';

/**
 * §2 guest sign-in methods, shared by the login page (src/features/login/guest-methods.ts) and the
 * server, which preloads the code of the form the page opens with (server/http/page-head.ts).
 */

/** The guest sign-in methods of §2, in the order the dropdown and the tabs list them. */
export const GUEST_METHODS = ['AccountNumberPostalCode', 'EmailPostalCode', 'NameAddress'] as const;
export type GuestMethod = (typeof GUEST_METHODS)[number];

export function enabledGuestMethods(signIn: TSignInConfig): GuestMethod[] {
  const enabled: Record<GuestMethod, boolean> = {
    AccountNumberPostalCode: signIn.AccountNumberPostalCodeEnabled,
    EmailPostalCode: signIn.EmailPostalCodeEnabled,
    NameAddress: signIn.NameAddressEnabled,
  };
  return GUEST_METHODS.filter((method) => enabled[method]);
}

/**
 * §2: with a single enabled method, or a valid DefaultLogin, that form opens directly; otherwise
 * nothing is preselected, except in the linking view, where the first method is chosen.
 */
export function initialGuestMethod(signIn: TSignInConfig, options: { linking: boolean }): GuestMethod | null {
  const methods = enabledGuestMethods(signIn);
  if (methods.length === 1) return methods[0]!;
  const preferred = methods.find((method) => method === signIn.DefaultLogin);
  if (preferred) return preferred;
  return options.linking ? (methods[0] ?? null) : null;
}
