import { z } from 'zod';
import { SUPPORTED_LOCALES, localize, type TLocale, type TLocalizedText } from '../locales';
import { ERROR_CODES } from '../error-codes';
import { text } from './fields';

export { SUPPORTED_LOCALES, localize, type TLocale, type TLocalizedText };

/** A code of contracts/error-codes.ts. */
export const ZErrorCodeSchema = z.enum(ERROR_CODES);

/**
 * The one error body every non-2xx gateway response carries (ARCHITECTURE §4). `code` is one of
 * contracts/error-codes.ts, what a screen translates; `message` is English, for logs and API readers.
 */
export const ZErrorBodySchema = z.object({
  code: ZErrorCodeSchema,
  message: text(),
  fieldErrors: z.record(text(), z.array(text())).optional(),
  /** The request's id (also in X-Request-Id and on every log line of the request), to quote to support. */
  requestId: text().max(64).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

/** Every account-scoped call carries the session id minted by the gateway (§7 common rules). */
export const ZSessionHeadersSchema = z.object({
  'x-session-id': text().min(16).max(128),
});
export type TSessionHeaders = z.infer<typeof ZSessionHeadersSchema>;

/** Calls made before a session exists (service discovery, configuration, footer) may carry it. */
export const ZOptionalSessionHeadersSchema = z.object({
  'x-session-id': text().min(16).max(128).optional(),
});

/** The spec's Y/N flags (§3 permissions, §9 switches). */
export const ZYesNoSchema = z.enum(['Y', 'N']);
export type TYesNo = z.infer<typeof ZYesNoSchema>;

export const ZLocaleSchema = z.enum(SUPPORTED_LOCALES);

/**
 * Publisher-configured text. Not shown in the spec: a bilingual publisher needs each configured
 * text in both languages, so a text is either one string or a string per locale.
 */
export const ZLocalizedTextSchema: z.ZodType<TLocalizedText> = z.union([
  text(),
  z.object({ 'en-US': text(), 'fr-CA': text().optional() }),
]);

/**
 * The standard error responses shared by every route. Not `as const`: TypeScript turns the numeric
 * keys of a spread readonly object into strings ("400"), and ts-rest then refuses status 400.
 */
export const commonErrorResponses = {
  400: ZErrorBodySchema,
  500: ZErrorBodySchema,
  /** A database that cannot answer now (a terminated connection, a full pool): try again. */
  503: ZErrorBodySchema,
};

/**
 * Responses of calls that act on accounts: not signed in, not yours, not found, refused by a
 * business rule (409, e.g. suspending an order that cannot be suspended), well-formed but
 * unacceptable input (422, with field errors), throttled.
 */
export const accountErrorResponses = {
  ...commonErrorResponses,
  401: ZErrorBodySchema,
  403: ZErrorBodySchema,
  404: ZErrorBodySchema,
  409: ZErrorBodySchema,
  422: ZErrorBodySchema,
  429: ZErrorBodySchema,
};
