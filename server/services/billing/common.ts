import { createHash, randomBytes } from 'node:crypto';
import type { TErrorCode } from '../../../contracts/error-codes';
import type { TErrorBody } from '../../../contracts/schemas/common';
import type { IdempotencyRecord } from '../../db/repositories/billing';
import type { ActionContext } from '../account-actions/common';

/**
 * What the money calls (§7 calls 20, 24, 25) share: refusals with their own codes (a declined
 * card, a reused idempotency key), the transaction that rolls a refusal back, and the
 * Idempotency-Key protocol of ARCHITECTURE §5.
 */

/** A readable refusal; the account actions' Refusal is one of these. */
export interface BillingRefusal {
  ok: false;
  status: 403 | 404 | 409 | 422;
  code: TErrorCode;
  message: string;
  fieldErrors?: NonNullable<TErrorBody['fieldErrors']>;
}
export type BillingOutcome<T> = { ok: true; value: T } | BillingRefusal;

export const DECLINED_MESSAGE = 'The card was declined. Please use another card.';
export const KEY_REUSED_MESSAGE = 'This payment key was already used for a different request.';
export const IN_PROGRESS_MESSAGE = 'This payment is still being processed.';

export const declined = (field = 'body.cardProfileId', code: TErrorCode = 'CARD_DECLINED', message = DECLINED_MESSAGE): BillingRefusal => ({
  ok: false,
  status: 422,
  code,
  message,
  fieldErrors: { [field]: [message] },
});

/** Our processor's test tokens: the capture script marks its decline test card with this prefix. */
export const DECLINE_TOKEN_PREFIX = 'pct_decline_';
/** Tokens the payment-capture script issues for a new card. */
export const CAPTURE_TOKEN_PREFIX = 'pct_';

/**
 * What is stored of a capture token: its digest. The client's token never reaches a table (it
 * could carry anything a client puts in it); the wallet names the card by a card profile id
 * (or Resin payment instrument id) the gateway mints.
 */
export function tokenDigest(token: string): string {
  return `sha256:${createHash('sha256').update(token).digest('hex')}`;
}

/** An Idempotency-Key is stored as its digest, for the same reason. */
export const keyDigest = (key: string) => createHash('sha256').update(`idempotency-key:${key}`).digest('hex');

/** A fresh opaque identifier with a prefix (transaction numbers, Resin instruments). */
export function newReference(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export const cents = (amount: number) => Math.round(amount * 100);

/** Whether a card expiring at the end of month/year has expired at `now` (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}

/** JSON with object keys sorted at every depth: equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of the call, the account and the canonical body: what a key is bound to. */
export function requestHash(call: 'payment' | 'payout' | 'order', accountNumber: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ call, accountNumber, body })).digest('hex');
}

/** Thrown inside a transaction so that a refusal rolls back whatever had changed. */
class Refused extends Error {
  constructor(readonly refusal: BillingRefusal) {
    super(refusal.message);
  }
}

/** Runs work in one transaction; a refusal rolls it back and is answered. */
export async function inTransaction<T>(ctx: ActionContext, work: () => Promise<BillingOutcome<T>>): Promise<BillingOutcome<T>> {
  try {
    return await ctx.database.transaction(async () => {
      const outcome = await work();
      if (!outcome.ok) throw new Refused(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** A stored answer: what the first request got, replayed for the same key. */
export type StoredAnswer<T> = { status: 200; body: T } | { status: 403 | 404 | 409 | 422; body: TErrorBody };

export function refusalAnswer(refusal: BillingRefusal): { status: BillingRefusal['status']; body: TErrorBody } {
  const body: TErrorBody = refusal.fieldErrors ? { code: refusal.code, message: refusal.message, fieldErrors: refusal.fieldErrors } : { code: refusal.code, message: refusal.message };
  return { status: refusal.status, body };
}

/** An outcome as the gateway's answer: 200 with the value, or the refusal's error body. */
export function billingAnswer<T>(outcome: BillingOutcome<T>) {
  return outcome.ok ? ({ status: 200, body: outcome.value } as const) : refusalAnswer(outcome);
}

/** How one table keeps idempotency records. */
export interface IdempotencyStore {
  /** Inserts the pending row; null when the key already has one. */
  insertPending(): Promise<number | null>;
  find(): Promise<IdempotencyRecord | null>;
  /** Records a refusal (state failed) with its answer. */
  fail(id: number, answer: StoredAnswer<never>): Promise<void>;
  /** Frees the key after an unexpected error, so that a retry can run. */
  discard(id: number): Promise<void>;
  /**
   * Takes over a pending row created before `staleBefore` (a request that crashed): marks it as
   * started now; false when another request took it first or it is no longer pending.
   */
  takeOver(id: number, staleBefore: Date): Promise<boolean>;
}

/**
 * A pending row older than this is a request that died (a crash): its key may run again. A charge
 * takes milliseconds and the SPA gives up on a call long before this, so a retry after a crash
 * waits seconds, not minutes (issue 16).
 */
export const ABANDONED_AFTER_MS = 30_000;

/**
 * The Idempotency-Key protocol: the pending row is inserted first (the unique index decides a
 * race); an existing row answers 422 for another body, 409 while pending, else its stored answer.
 * A pending row older than ABANDONED_AFTER_MS (policy clock `now`) was left by a crash: one
 * request takes it over (a conditional update decides a race) and runs.
 * `work` charges and marks its row succeeded in one transaction; a refusal is stored as failed.
 */
export async function runIdempotent<T>(
  store: IdempotencyStore,
  hash: string,
  work: (rowId: number) => Promise<BillingOutcome<T>>,
  now: Date = new Date(),
): Promise<StoredAnswer<T>> {
  let rowId = await store.insertPending();
  if (rowId === null) {
    const existing = await store.find();
    if (!existing) return refusalAnswer({ ok: false, status: 409, code: 'PAYMENT_IN_PROGRESS', message: IN_PROGRESS_MESSAGE });
    if (existing.requestHash !== hash) return refusalAnswer({ ok: false, status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_MESSAGE });
    if (existing.state !== 'pending') return existing.response as StoredAnswer<T>;
    // Still pending: running elsewhere, unless it started so long ago that its request died.
    const staleBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
    if (!(existing.createdAt < staleBefore) || !(await store.takeOver(existing.id, staleBefore))) {
      return refusalAnswer({ ok: false, status: 409, code: 'PAYMENT_IN_PROGRESS', message: IN_PROGRESS_MESSAGE });
    }
    rowId = existing.id;
  }
  let outcome: BillingOutcome<T>;
  try {
    outcome = await work(rowId);
  } catch (error) {
    await store.discard(rowId).catch(() => undefined);
    throw error;
  }
  if (outcome.ok) return { status: 200, body: outcome.value };
  const answer = refusalAnswer(outcome);
  await store.fail(rowId, answer);
  return answer;
}
