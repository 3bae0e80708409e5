import { z } from 'zod';
import { text } from './fields';
import { ZLocalizedTextSchema } from './common';

/**
 * Configuration entities of SPEC §3. Field names keep the spec's spelling (PascalCase for the
 * admin configuration, camelCase for the client configuration and preferences).
 */

/** §3 Client configuration, answered by service discovery (§7 call 1). */
export const ZClientConfigSchema = z.object({
  /**
   * Not the cloud region of §7's signed gateway (there is none: our gateway is the portal's own, on
   * its own origin, with sessions it mints itself, ARCHITECTURE §5). Used as the publisher's home
   * country instead (issue 17 item 7): it picks the currency where the back end names none, 'ca' CAD,
   * any other USD (src/features/accounts/display/format.ts, server/services/money.ts), and it is the
   * country the footer URL answers (server/db/repositories/publishers.ts findFooterCountry).
   */
  Region: text(),
  /** API base of the gateway. */
  url: text(),
  /** Session id; empty until the gateway mints one (ARCHITECTURE §5). */
  uuid: text(),
  /**
   * Unused, kept for configuration compatibility (a reasoned deviation, as Region's first meaning): the
   * original's identity pool for §7's "temporary identity credentials"; our sessions are minted by our own gateway.
   */
  identityPoolId: text(),
  globalCode: text(),
  magCode: text(),
  resinEnabled: z.boolean(),
  /** Payment-capture script; loaded only when set. */
  paymentCaptureUrl: text(),
  /** Optional uptime-monitor script; loaded only when set. */
  uptimeMonitorUrl: text(),
  /** keycloak-js settings: pointing at a real Keycloak is a configuration change. */
  ciamAuthData: z.object({ url: text(), realm: text(), clientId: text() }),
  /** Linking service settings; `products` are the prod_ids whose Resin accounts count (§4 Sign-in). */
  myloConfig: z.object({ enabled: z.boolean(), products: z.array(text()) }),
});
export type TClientConfig = z.infer<typeof ZClientConfigSchema>;

export const DEFAULT_LOGIN_METHODS = ['AccountNumberPostalCode', 'EmailPostalCode', 'NameAddress'] as const;
export const ZDefaultLoginSchema = z.union([z.enum(DEFAULT_LOGIN_METHODS), z.literal('')]);

export const ZSignInConfigSchema = z.object({
  PageTitle: ZLocalizedTextSchema,
  PageMetaDescription: ZLocalizedTextSchema,
  Favicon: text(),
  AccountNumberPostalCodeEnabled: z.boolean(),
  EmailPostalCodeEnabled: z.boolean(),
  NameAddressEnabled: z.boolean(),
  /** Secure sign-in (email and password at the identity provider). */
  EmailPasswordEnabled: z.boolean(),
  MyloOnlyEnabled: z.boolean(),
  RequireSecureSignin: z.boolean(),
  DefaultLogin: ZDefaultLoginSchema,
  RecaptchaEnabled: z.boolean(),
  CaptureEmail: z.boolean(),
  EmailOptInText: ZLocalizedTextSchema,
  FindAccountHelpImage: text(),
  ContactCustomerServiceEnabled: z.boolean(),
  ContactCustomerServiceAttempts: z.number().int().min(1),
  /** Configured HTML: sanitised before it is shown. */
  ContactCustomerServiceText: ZLocalizedTextSchema,
  ResinLinkHeader: ZLocalizedTextSchema,
  ResinLinkText: ZLocalizedTextSchema,
  /** Not shown in the spec: which variant of the guest block to show (dropdown or tabs). */
  GuestLoginLayout: z.enum(['dropdown', 'tabs']),
  /**
   * §2 the login spinner's text (default "Just a moment", translated). A deviation in when it shows: §2
   * says while configuration loads, but the configuration is written into the served page (issue 15),
   * so the spinner shows while the sign-in form's code loads (src/features/login/guest-methods.ts).
   * A plain string is the same in every language: give `{ "en-US": …, "fr-CA": … }` or leave it out.
   */
  LoadingText: ZLocalizedTextSchema.optional(),
});
export type TSignInConfig = z.infer<typeof ZSignInConfigSchema>;

/** §3 Navigation item; children nest. */
export type TNavigationItem = {
  title: z.infer<typeof ZLocalizedTextSchema>;
  customUrl?: string | undefined;
  protocol?: string | undefined;
  newTab?: boolean | undefined;
  children?: TNavigationItem[] | undefined;
};
export const ZNavigationItemSchema: z.ZodType<TNavigationItem> = z.lazy(() =>
  z.object({
    title: ZLocalizedTextSchema,
    customUrl: text().optional(),
    protocol: text().optional(),
    newTab: z.boolean().optional(),
    children: z.array(ZNavigationItemSchema).optional(),
  }),
);

/** §3 Footer link. Without customUrl it leads to /accounts/{selectedRoute}. */
export const ZFooterLinkSchema = z.object({
  label: ZLocalizedTextSchema,
  customUrl: text().optional(),
  protocol: text().optional(),
  selectedRoute: text().optional(),
  newTab: z.boolean().optional(),
});
export type TFooterLink = z.infer<typeof ZFooterLinkSchema>;

/** §3 Alternative footer link, fetched from the brand's remote lists. */
export const ZAltFooterLinkSchema = z.object({
  title: text(),
  url: text(),
  style: text().optional(),
});
export type TAltFooterLink = z.infer<typeof ZAltFooterLinkSchema>;

export const ZPageFooterConfigSchema = z.object({
  /** "{year}" is replaced by the current year. */
  DisclaimerText: ZLocalizedTextSchema,
  Links: z.array(ZFooterLinkSchema),
  CustomFooter: z.object({
    Enabled: z.boolean(),
    FooterUrl: text(),
    CountryBaseUrl: text(),
    /**
     * Unused (issue 17 item 7, a reasoned deviation): the stylesheet the original loaded for the brand
     * footer's markup. Ours renders the fetched links with the portal's own components; a remote
     * stylesheet would restyle the whole page and need a style-src exception in the
     * Content-Security-Policy for every publisher's host, for no content of its own.
     */
    BootstrapUrl: text(),
  }),
});

/**
 * An origin a tracker sends its data to: https, a host name with an optional `*.` wildcard for its
 * subdomains (as CSP writes it) and port, no path. Nothing else, so a configured value cannot add a
 * directive or a scheme to the Content-Security-Policy.
 */
export const isTrackerDataOrigin = (origin: unknown): origin is string =>
  typeof origin === 'string' && /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(origin);

/**
 * An analytics tracker's script (§2 Shell, §9: primary, secondary and their GA4 equivalent), loaded
 * only after the subscriber consents; its origin is added to the page's Content-Security-Policy.
 * `Id` is the tracker's account or GA4 measurement id, passed to the script. `Origins` are where the
 * script sends its hits when that is not the script's own origin (GA4 loads from
 * www.googletagmanager.com and sends to `https://*.google-analytics.com` and
 * `https://*.analytics.google.com`): added to connect-src and img-src, not to script-src.
 */
export const ZAnalyticsTrackerSchema = z.object({
  Name: z.enum(['primary', 'secondary', 'ga4']),
  Id: text(),
  ScriptUrl: z
    .string()
    .url()
    .refine((url) => /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(url), 'https (http only on localhost)'),
  Origins: z.array(z.string().refine(isTrackerDataOrigin, 'an https origin, e.g. https://*.google-analytics.com')).optional(),
});
export type TAnalyticsTracker = z.infer<typeof ZAnalyticsTrackerSchema>;

export const ZThirdPartyIntegrationsSchema = z.object({
  PrimaryAnalyticsId: text(),
  SecondaryAnalyticsId: text(),
  /** None in the demo: no script loads and no consent prompt shows. */
  Trackers: z.array(ZAnalyticsTrackerSchema).optional(),
});

/**
 * §3 ClientProperties. ClientName names the publisher in its mail (server/services/customer-service-mail.ts).
 * The others stay unused (issue 17 item 7, a reasoned deviation), each said better elsewhere: ClientCode
 * and GlobalCode are the client configuration's globalCode (the publisher is found by host name);
 * ProdId is its magCode, the default product alias (§9); ProductName is each customer's productName
 * from the lookup (a publisher has several products); ProductType 'Resin' is resinEnabled.
 */
export const ZClientPropertiesSchema = z.object({
  ClientCode: text(),
  ClientName: text(),
  ProductName: text(),
  ProdId: text(),
  GlobalCode: text(),
  ProductType: text(),
});

export const ZPreferencesSchema = z.object({
  enableSuspend: z.boolean(),
  excludeProductOnGCF: z.array(text()),
  baseUrl: text(),
  remoteLoginPageId: text(),
  remoteLoginMagCode: text(),
  careType: z.enum(['cdsCare', 'eCare']),
  lookupType: z.enum(['M', 'S']),
  returnUrl: text(),
  renewSubUrl: text(),
  renewGiftUrl: text(),
  makePaymentUrl: text(),
  makeGiftPaymentUrl: text(),
  emailGiftCardUrl: text(),
  /** Days after shipping during which a shop item can be returned (§4 Return); default RETURN_WINDOW_DAYS. */
  returnWindowDays: z.number().int().min(1).max(365).optional(),
});
export type TPreferences = z.infer<typeof ZPreferencesSchema>;

/** The return window of a publisher that configures none (days after shipping). */
export const RETURN_WINDOW_DAYS = 30;

/** The publisher's return window for shop items, in days after shipping. */
export const returnWindowDaysOf = (config: Pick<TAdminConfig, 'AvailableActions'> | null | undefined): number =>
  config?.AvailableActions.Preferences.returnWindowDays ?? RETURN_WINDOW_DAYS;

export const ZLiveChatSchema = z.object({
  ChatEnabled: z.boolean(),
  ChatUrl: text(),
  /**
   * Route names on which the chat link shows: "SignIn" (login and /loginCS), "Summary",
   * "CustomerService" (the contact form), "Chat" (the chat screen), "Faq".
   */
  EnabledRoutes: z.array(text()),
  /**
   * Not shown in the spec: configured HTML on the Chat screen (/accounts/chat), e.g. the agents'
   * hours; sanitised before it is shown. Without it the screen shows its own explanation.
   */
  ChatText: ZLocalizedTextSchema.optional(),
});

/** §3 PageIntro entry; the entry whose route is "*" holds the defaults. */
export const ZPageIntroEntrySchema = z.object({
  route: text(),
  altRoute: text().optional(),
  label: ZLocalizedTextSchema,
  hideLabel: z.boolean().optional(),
  description: ZLocalizedTextSchema,
});
export type TPageIntroEntry = z.infer<typeof ZPageIntroEntrySchema>;

/** Not shown in the spec beyond ThankYouMessage: products and subjects of the contact form. */
export const ZCustomerServiceSchema = z.object({
  ThankYouMessage: ZLocalizedTextSchema,
  Products: z.array(
    z.object({
      prodIdAlias: text(),
      name: ZLocalizedTextSchema,
      custServEmailAddress: text().email(),
      ThankYouMessage: ZLocalizedTextSchema.optional(),
      subjects: z.array(z.object({ title: ZLocalizedTextSchema, prompt: ZLocalizedTextSchema })),
    }),
  ),
  /**
   * The FAQ screen (/accounts/faq), in order. The question is plain text; the answer is configured
   * HTML (links, emphasis, lists), sanitised before it is shown.
   */
  FaqEntries: z.array(z.object({ question: ZLocalizedTextSchema, answer: ZLocalizedTextSchema })),
});

export const ZPageHeaderSchema = z.object({
  LogoPath: text(),
  LogoAltText: ZLocalizedTextSchema,
  LogoUrl: text().optional(),
  BannerPath: text().optional(),
  BannerAltText: ZLocalizedTextSchema.optional(),
  /** Full-width logos use the taller heights of §9 (130px desktop, 70px mobile). */
  FullWidthLogo: z.boolean(),
  Navigation: z.array(ZNavigationItemSchema),
  /** Identity provider account page (§2 Header); default /account. */
  AccountManagementPath: text().optional(),
});

/** Not shown in the spec: the publisher's colours. */
export const ZBrandingSchema = z.object({
  PrimaryColor: text().regex(/^#[0-9a-fA-F]{6}$/),
  /** Locales the publisher offers; the header switch lists these. */
  Locales: z.array(z.enum(['en-US', 'fr-CA'])).min(1),
});

/**
 * Not shown in the spec (issue 17 item 1): the back end's own texts (product, subscription and item
 * names, which the fulfilment system holds in one language) in each language the publisher offers.
 * Per locale, the text exactly as the back end sends it → the text to show. A text with no entry is
 * shown as sent, so a publisher adds translations one at a time.
 */
export const ZDataTextsSchema = z.object({
  'en-US': z.record(text(), text()).optional(),
  'fr-CA': z.record(text(), text()).optional(),
});
export type TDataTexts = z.infer<typeof ZDataTextsSchema>;

/** §3 Admin configuration (per client), answered by §7 call 2. */
export const ZAdminConfigSchema = z.object({
  SignIn: ZSignInConfigSchema,
  PageFooter: ZPageFooterConfigSchema,
  ThirdPartyIntegrations: ZThirdPartyIntegrationsSchema,
  ClientProperties: ZClientPropertiesSchema,
  AvailableActions: z.object({ Preferences: ZPreferencesSchema }),
  LiveChat: ZLiveChatSchema,
  PageIntro: z.array(ZPageIntroEntrySchema),
  CustomerService: ZCustomerServiceSchema,
  PageHeader: ZPageHeaderSchema,
  Branding: ZBrandingSchema,
  DataTexts: ZDataTextsSchema.optional(),
});
export type TAdminConfig = z.infer<typeof ZAdminConfigSchema>;

/** §7 call 3, first step: the footer URL answers the visitor's country. */
export const ZFooterLocationSchema = z.object({ country: text().regex(/^[A-Z]{2}$/) });

/** §7 call 3, second step: the country JSON file with the brand's link lists. */
export const ZCountryFooterSchema = z.object({
  country: text(),
  lists: z.array(z.object({ title: text(), links: z.array(ZAltFooterLinkSchema) })),
});
export type TCountryFooter = z.infer<typeof ZCountryFooterSchema>;
