import type { TErrorCode } from '../../../contracts/error-codes';
import type { TErrorBody } from '../../../contracts/schemas/common';
import type { Database } from '../../db';
import { lockCustomer, recordServiceRequest, type AccountOrder, type NewServiceRequest } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { ENDED_STATUSES } from '../../db/schema';
import type { PublisherRef } from '../../db/repositories/publishers';
import type { SecurityPolicy } from '../policy';
import type { ActiveSession } from '../sessions';
import { isoDayOf } from '../calendar';

/**
 * What every account action (SPEC §7 calls 8–18) shares: who acts (an authorised session of a
 * publisher), how it refuses (a status and a readable message the gateway passes on), and the
 * transaction that locks the account while it changes.
 */

export interface ActionContext {
  database: Database;
  policy: SecurityPolicy;
  publisher: PublisherRef;
  session: ActiveSession;
  /**
   * Queues the subscriber's confirmation of a recorded change (services/account-change-mail.ts),
   * in the same transaction. The gateway sets it; without it (unit tests) no mail is written.
   */
  confirmChange?: (customer: CustomerRow, change: RecordedChange) => Promise<void>;
}

/** A change as audit() records it. */
export type RecordedChange = Pick<NewServiceRequest, 'kind' | 'payload'> & Partial<Pick<NewServiceRequest, 'orderId' | 'reasonCode'>>;

/**
 * A refusal: 404 the account or subscription does not exist, 409 a business rule refuses the
 * change (nothing changed), 422 a well-formed value that cannot be used (with field errors keyed
 * like the gateway's 400s, e.g. 'body.resumeIssue'). The code (contracts/error-codes.ts) is what
 * the subscriber reads, in their language; the English message is for logs and API readers.
 */
export type Refusal =
  | { ok: false; status: 404 | 409; code: TErrorCode; message: string }
  | { ok: false; status: 422; code: TErrorCode; message: string; fieldErrors: NonNullable<TErrorBody['fieldErrors']> };

export type Outcome<T> = { ok: true; value: T } | Refusal;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const notFound = (code: TErrorCode, message: string): Refusal => ({ ok: false, status: 404, code, message });
export const conflict = (code: TErrorCode, message: string): Refusal => ({ ok: false, status: 409, code, message });
export const unprocessable = (code: TErrorCode, field: string, message: string): Refusal => ({
  ok: false,
  status: 422,
  code,
  message,
  fieldErrors: { [field]: [message] },
});

export const accountNotFound = (accountNumber: string) => notFound('ACCOUNT_NOT_FOUND', `We could not find account ${accountNumber}.`);

/** Thrown inside the transaction so that a refusal rolls back whatever the action had changed. */
class RefusedInTransaction<R> extends Error {
  constructor(readonly refusal: R) {
    super('refused');
  }
}

/**
 * Runs an action in one transaction with the account's customer row locked (concurrent actions on
 * one account run one after the other). A refusal rolls the whole action back. `R` widens the
 * refusals an action may answer (the money actions have their own codes).
 */
export async function withCustomer<T, R extends { ok: false } = Refusal>(
  ctx: ActionContext,
  accountNumber: string,
  action: (customer: CustomerRow) => Promise<{ ok: true; value: T } | R>,
): Promise<{ ok: true; value: T } | R | Refusal> {
  try {
    return await ctx.database.transaction(async () => {
      const customer = await lockCustomer(ctx.database, ctx.publisher.id, accountNumber);
      if (!customer) throw new RefusedInTransaction(accountNotFound(accountNumber));
      const outcome = await action(customer);
      if (!outcome.ok) throw new RefusedInTransaction(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal as R | Refusal;
    throw error;
  }
}

/** Records the change in service_requests, with the session that made it, and queues its confirmation mail. */
export async function audit(ctx: ActionContext, customer: CustomerRow, request: RecordedChange): Promise<void> {
  await recordServiceRequest(ctx.database, { ...request, publisherId: ctx.publisher.id, customerId: customer.id, sessionId: ctx.session.id });
  await ctx.confirmChange?.(customer, request);
}

/** The policy clock's calendar day, 'YYYY-MM-DD' (UTC, as the seed's dates). */
export function todayOf(policy: SecurityPolicy): string {
  return isoDayOf(policy.now());
}

/** Calendar arithmetic lives in services/calendar.ts (one module for the server and the seed). */
export { addDays, addMonths } from '../calendar';

/**
 * The subscription an account receives: the running order of the product that ships to it, the
 * latest ending first (findAccountOrders' order). A gift received counts: its donor holds it.
 */
export function currentSubscription(orders: readonly AccountOrder[]): AccountOrder | null {
  return orders.find((o) => o.shipsToAccount && !ENDED_STATUSES.has(o.order.orderStatus)) ?? null;
}
