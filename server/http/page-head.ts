import { initialGuestMethod, type GuestMethod } from '../../contracts/guest-methods';
import { acceptLanguageTags, negotiateLocale, type TLocale } from '../../contracts/locales';
import type { TSignInConfig } from '../../contracts/schemas/config';
import { INTL_WARM_UP_SCRIPT } from './intl-warm-up';

/**
 * What the server adds to index.html's head for one request (issue 15), so the first screen needs
 * no round trip after the entry script:
 * - the publisher's configuration as JSON (`<script id="portal-config" type="application/json">`,
 *   read by src/features/config/inline.ts): the answers of §7 calls 1 and 2 for this host;
 * - `modulepreload` links for the route's lazy screen and the message catalog of the visitor's
 *   language, which the entry script would otherwise discover only after it ran; on /login also the
 *   guest form the page opens with, if the publisher's sign-in opens with one (Boréale's tabs), which
 *   the login screen would otherwise ask for only once its own code ran: a round trip later;
 * - `preload` links for the header's logo and banner: loaded by the time the header renders, they
 *   take their size at once instead of pushing the page down as they arrive (layout shift);
 * - on the account pages, which show money and dates, the locale data warm-up (./intl-warm-up.ts).
 */

export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const LOGIN_PATH = /^\/login\/?$/;

/** The lazy screens a path opens (the modules src/app/router.tsx imports for it). */
const ROUTE_SCREENS: { test: RegExp; modules: string[] }[] = [
  { test: LOGIN_PATH, modules: ['src/features/login/LoginScreen.tsx'] },
  { test: /^\/accounts(\/summary)?\/?$/, modules: ['src/features/accounts/AccountsLayout.tsx', 'src/features/accounts/SummaryScreen.tsx'] },
  { test: /^\/accounts\//, modules: ['src/features/accounts/AccountsLayout.tsx'] },
];

/** The guest sign-in forms (src/features/login/GuestSignInBlock.tsx loads each when it is chosen). */
const GUEST_FORMS: Record<GuestMethod, string> = {
  AccountNumberPostalCode: 'src/features/login/forms/AccountNumberForm.tsx',
  EmailPostalCode: 'src/features/login/forms/EmailForm.tsx',
  NameAddress: 'src/features/login/forms/NameAddressForm.tsx',
};

/** The guest form /login opens with, as GuestSignInBlock chooses it (none while the visitor must choose). */
function openingGuestForm(config: unknown): string[] {
  const signIn = (config as { adminConfig?: { SignIn?: TSignInConfig } } | null)?.adminConfig?.SignIn;
  if (!signIn || signIn.MyloOnlyEnabled) return [];
  const method = initialGuestMethod(signIn, { linking: false });
  return method ? [GUEST_FORMS[method]] : [];
}

/** The pages whose screens format money and dates (the account area). */
const FORMATS_MONEY_AND_DATES = /^\/accounts(\/|$)/;

/** The catalog the client activates first (src/i18n/locale.ts detectLocale, before any choice is stored): the portal's one negotiation. */
export function catalogLocaleOf(acceptLanguage: string): TLocale {
  return negotiateLocale(acceptLanguageTags(acceptLanguage)) ?? 'en-US';
}

/** JSON safe inside a script element: no `<` can close it, no `&` or `>` is read as markup. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The header images of a page configuration (adminConfig.PageHeader), ours only (same origin). */
export function headerImagesOf(config: unknown): { logo?: string; banner?: string } {
  const header = (config as { adminConfig?: { PageHeader?: { LogoPath?: unknown; BannerPath?: unknown } } } | null)?.adminConfig?.PageHeader;
  const own = (path: unknown) => (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : undefined);
  const logo = own(header?.LogoPath);
  const banner = own(header?.BannerPath);
  return { ...(logo ? { logo } : {}), ...(banner ? { banner } : {}) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The files a chunk needs, itself first, then what it imports statically. */
function chunkFiles(manifest: ViteManifest, key: string, seen: Set<string>, out: { js: string[]; css: string[] }) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  chunk.imports?.forEach((imported) => chunkFiles(manifest, imported, seen, out));
}

export function pageHeadOf({
  path,
  acceptLanguage,
  manifest,
  html,
  config,
}: {
  path: string;
  acceptLanguage: string;
  manifest: ViteManifest | null;
  html: string;
  config: unknown;
}): string {
  const parts: string[] = [];
  if (config) parts.push(`<script id="portal-config" type="application/json">${scriptSafeJson(config)}</script>`);
  const { logo, banner } = headerImagesOf(config);
  if (logo) parts.push(`<link rel="preload" as="image" href="${escapeAttribute(logo)}">`);
  // The banner shows from 48em up (Header.module.css).
  if (banner) parts.push(`<link rel="preload" as="image" href="${escapeAttribute(banner)}" media="(min-width: 48em)">`);
  if (manifest) {
    const modules = [
      ...(ROUTE_SCREENS.find((route) => route.test.test(path))?.modules ?? []),
      ...(LOGIN_PATH.test(path) ? openingGuestForm(config) : []),
      `src/i18n/locales/${catalogLocaleOf(acceptLanguage)}/messages.po`,
    ];
    const files = { js: [] as string[], css: [] as string[] };
    const seen = new Set<string>();
    modules.forEach((module) => chunkFiles(manifest, module, seen, files));
    // What index.html already loads or preloads is not listed twice.
    const fresh = (file: string) => !html.includes(`/${file}"`);
    // crossorigin as Vite's loader asks for the stylesheet: without it Chromium kept the preload apart
    // ("not used because the request credentials mode does not match") and fetched the file again.
    for (const file of new Set(files.css.filter(fresh))) parts.push(`<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`);
    for (const file of new Set(files.js.filter(fresh))) parts.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
  }
  // Last: it runs while what the links above ask for downloads.
  if (FORMATS_MONEY_AND_DATES.test(path)) parts.push(INTL_WARM_UP_SCRIPT);
  return parts.join('\n    ');
}
