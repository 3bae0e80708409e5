/**
 * Business constants of SPEC §9, named once. Machines and the gateway read these;
 * no flow writes the bare numbers.
 */
export const REFETCH_DELAY_MS = {
  /** Resin customer refetch after order creation. */
  resinOrderCreated: 2000,
  /** After a change of address or email succeeds. */
  addressOrEmailChanged: 2000,
  /** After the automatic email add. */
  automaticEmailAdd: 3000,
} as const;

export const POSTAL_CODE_LENGTH = { US: 5, CA: 6 } as const;
export const MINIMUM_NUMBER_BOUND = 1;
/** Analytics values are amounts times 100 (cents). */
export const ANALYTICS_VALUE_FACTOR = 100;
export const STOP_CHARGE_REASON_CODE = '1';
export const CURRENT_MAG_SWITCH = 'X';
export const SERVPF_ERROR_SWITCH = 'O';
export const EMAIL_OPT_IN_DEFAULT = true;
export const LIVE_CHAT_POPUP_SIZE = { width: 250, height: 250 } as const;
/** A replacement of a missing or damaged issue extends the subscription by this many issues. */
export const REPLACEMENT_EXTENSION_ISSUES = 1;
export const CUSTOMER_SERVICE_REPLY_BUSINESS_DAYS = 2;
/** Notifications stay until dismissed. */
export const NOTIFICATION_AUTO_CLOSE = false;
export const REMOTE_LOGIN_LINK_TYPE = { eCare: 'Z', cdsCare: 'A' } as const;
export const LOOKUP_TYPE = { multi: 'M', single: 'S' } as const;
export const DEFAULT_PRODUCT_ALIAS = 'GFT';
export const CONTACT_ADDITIONAL_INFO_ROWS = 4;
export const SMALL_SCREEN_BREAKPOINT = '48em';
export const DEFAULT_ACCOUNT_MANAGEMENT_PATH = '/account';
/** Logo heights in pixels: [regular, full width]. */
export const LOGO_HEIGHT = { desktop: [80, 130], mobile: [50, 70] } as const;
export const THEME_BREAKPOINTS_PX = [576, 768, 992, 1200] as const;
/** §9: the visual theme's 12-column grid and its 15px gutter. */
export const THEME_GRID = { columns: 12, gutterPx: 15 } as const;
/**
 * §7 call 18 (series update): how often a series plan ships a volume, in months ('2M': every two
 * months, as the plans are sold), and how many copies of each volume. The spec shows the fields,
 * not their values: these are ours, and the contract refuses any other (400).
 */
export const SERIES_SHIP_FREQUENCIES = ['1M', '2M', '3M'] as const;
export const SERIES_SHIP_QUANTITY = { min: 1, max: 5 } as const;

/**
 * §2 Login page: "Create an Account" and "Sign In" open the popup "with display set to SSP" (the
 * self-service portal's display): the authorization request's `display`, which the identity
 * provider answers with its pages laid out for the portal's popup.
 */
export const SECURE_SIGN_IN_DISPLAY = 'SSP';
