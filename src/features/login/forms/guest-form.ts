import type { GuestLookup } from '../../../../machines/rules/sign-in';

/** What every guest form receives from the login page. */
export interface GuestFormProps {
  submit: (lookup: GuestLookup, botCheck?: string) => void;
  authenticating: boolean;
  /**
   * Show the bot check whatever the publisher's RecaptchaEnabled says: the gateway asked for it
   * (an account, email or name tried too often, issue 16).
   */
  botCheckRequired: boolean;
  /** Keeps ids unique when the tabbed variant renders several forms. */
  idPrefix: string;
}
