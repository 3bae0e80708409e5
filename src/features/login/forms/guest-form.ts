import type { GuestLookup } from '../../../../machines/sign-in';

/** What every guest form receives from the login page. */
export interface GuestFormProps {
  submit: (lookup: GuestLookup, botCheck?: string) => void;
  authenticating: boolean;
  /** Keeps ids unique when the tabbed variant renders several forms. */
  idPrefix: string;
}
