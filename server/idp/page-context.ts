import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Database } from '../db';
import type { PublicOrigin } from '../http/origin';
import type { Logger } from '../log';
import type { Mailer } from '../mail';
import type { IdpLimiter } from './limits';
import { MESSAGES, localeFromAcceptLanguage, localeFromUiLocales, otherLocale, pickLocale, type IdpLocale } from './messages';
import type { Site } from './sites';

/** What the provider's pages share: the Hono environment and the services they use. */

export interface PagesDeps {
  database: Database;
  log: Logger;
  mailer: Mailer;
  limiter: IdpLimiter;
  /** The sender of the provider's mail for a site. */
  mailFrom: (site: Site) => string;
  /** The client's address (the socket's). */
  clientAddress: (c: PageContext) => string;
  /** Keys that sign the provider's cookies: the account pages derive their CSRF tokens from them. */
  cookieKeys: string[];
  /** Scheme and port of mailed links; without it (tests), the site's own origin. */
  publicOrigin?: PublicOrigin | undefined;
}

export type PagesEnv = { Bindings: HttpBindings; Variables: { site: Site } };
export type PageContext = Context<PagesEnv>;

/** Form fields as strings (a missing or file field is ''). */
export type FormFields = Record<string, string>;

export async function formFields(c: PageContext): Promise<FormFields> {
  const body = await c.req.parseBody();
  const out: FormFields = {};
  for (const [key, value] of Object.entries(body)) out[key] = typeof value === 'string' ? value : '';
  return out;
}

/**
 * The page language: a `ui_locales` of the form or query (the language link), then the one of the
 * authorization request, then Accept-Language.
 */
export function localeOf(c: PageContext, opts: { form?: FormFields; requested?: unknown } = {}): IdpLocale {
  return pickLocale(
    localeFromUiLocales(opts.form?.ui_locales),
    localeFromUiLocales(c.req.query('ui_locales')),
    localeFromUiLocales(opts.requested),
    localeFromAcceptLanguage(c.req.header('accept-language')),
  );
}

/** This page in the other language. */
export function switchLanguageUrl(path: string, locale: IdpLocale, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  params.set('ui_locales', otherLocale(locale));
  return `${path}?${params}`;
}

export const messagesOf = (locale: IdpLocale) => MESSAGES[locale];

/** Minutes to show for a Retry-After in seconds (at least one). */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
