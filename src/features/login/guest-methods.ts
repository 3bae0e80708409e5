import type { GuestMethod } from '../../../contracts/guest-methods';
import { localize, type TLocale } from '../../../contracts/locales';
import type { TSignInConfig } from '../../../contracts/schemas/config';

export { GUEST_METHODS, enabledGuestMethods, initialGuestMethod, type GuestMethod } from '../../../contracts/guest-methods';

/** §2 tabbed variant: the tab names. */
export const GUEST_TAB_NAMES: Record<GuestMethod, string> = {
  AccountNumberPostalCode: 'accountNumberPostalCode',
  EmailPostalCode: 'emailPostalCode',
  NameAddress: 'nameAddress',
};

/**
 * §2 "a loading spinner ... Its default text is 'Just a moment'" (SignIn.LoadingText): the
 * publisher's text in the active language, else the default (`fallback`, translated by the caller).
 * A deviation in when it shows: §2 shows it while the configuration loads, but the server writes the
 * configuration into the page (issue 15), so /login has no configuration wait (a real configuration
 * call shows the shell's "Loading..."); the spinner with this text shows while the sign-in form's code
 * loads instead (GuestSignInBlock's Suspense fallback). Same text in contracts/schemas/config.ts.
 */
export function signInLoadingText(signIn: TSignInConfig, locale: TLocale, fallback: string): string {
  return localize(signIn.LoadingText, locale).trim() || fallback;
}

/**
 * Which blocks the login page shows (§2 Login page, §3 SignIn.EmailPasswordEnabled and MyloOnlyEnabled).
 * MyloOnlyEnabled (designed: the spec names the flag only) means the publisher signs in through the
 * secure sign-in (mylo) alone: its block shows even without EmailPasswordEnabled, and the guest block
 * is gone, except in the linking view, whose guest lookup is how a secure sign-in finds its account.
 * The gateway refuses a guest lookup without an identity all the same (server/services/lookup.ts).
 */
export function signInBlocksOf(signIn: TSignInConfig, linking: boolean): { secure: boolean; guest: boolean } {
  return {
    secure: (signIn.EmailPasswordEnabled || signIn.MyloOnlyEnabled) && !linking,
    guest: !signIn.MyloOnlyEnabled || linking,
  };
}
