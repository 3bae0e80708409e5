import { z } from 'zod';
import { WELL_FORMED_MESSAGE, WELL_FORMED_TEXT } from '../validation/checks';

/**
 * Bounded field schemas shared by request bodies and queries. The spec shows no field bounds
 * (§5 "No other field bounds are shown"): these limits are ours, generous enough for real data
 * and tight enough that the gateway answers junk with 400 before it reaches a service.
 */

/**
 * Every string of every contract starts here (issue 16), with the well-formed text rule of
 * ../validation/checks.ts: a NUL or a lone surrogate anywhere is a 400 with field errors, never a 500
 * from the database.
 */
export const text = () => z.string().regex(WELL_FORMED_TEXT, WELL_FORMED_MESSAGE);

/** A bounded string; `min` 0 allows the empty string the legacy payloads send for "unset". */
export const boundedString = (max: number, min = 0) => text().min(min).max(max);

/** Account numbers (legacy and Resin) are opaque identifiers: letters, digits, dash, underscore. */
export const ZAccountNumberSchema = text().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/);
export type TAccountNumber = z.infer<typeof ZAccountNumberSchema>;

/** Product id alias (e.g. GFT or a magCode). */
export const ZProdIdAliasSchema = text().min(1).max(16).regex(/^[A-Za-z0-9_-]+$/);

/** magCode and globalCode identify the publisher's product and client. */
export const ZMagCodeSchema = text().min(1).max(16).regex(/^[A-Za-z0-9_-]+$/);
export const ZGlobalCodeSchema = text().min(1).max(64);

/** A postal code as sent on the wire: '%' is the placeholder for countries without one (§5). */
export const ZPostalCodeWireSchema = text().min(1).max(12).regex(/^(%|[A-Za-z0-9][A-Za-z0-9 -]*)$/);

/** Two-letter ISO 3166-1 alpha-2 country code. */
export const ZCountryCodeSchema = text().regex(/^[A-Z]{2}$/);

export const ZEmailWireSchema = text().min(3).max(254).email();

/** Reason codes are short codes whose catalogue is not shown. */
export const ZReasonCodeSchema = text().min(1).max(8);

/** An identifier minted by another system (Resin ids, order and invoice numbers, tokens). */
export const ZIdSchema = text().min(1).max(64);

/** Money amounts in the currency's major unit, at most two decimals. */
export const ZAmountSchema = z
  .number()
  .nonnegative()
  .max(1_000_000)
  // A positive amount under a cent (1e-62) is within a millionth of 0 cents, yet not a two-decimal amount.
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 && !(n > 0 && Math.round(n * 100) === 0), 'At most two decimals');

/** Issue numbers are positive integers. */
export const ZIssueNumberSchema = z.number().int().min(1).max(99_999);

/** Dates on the wire are ISO 8601 calendar dates (yyyy-mm-dd). */
export const ZIsoDateSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/);
