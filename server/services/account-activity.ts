import type { TActivityEntry, TActivityKind, TActivityRequest, TActivityResponse } from '../../contracts/schemas/activity';
import { findActivity, type ActivityRow } from '../db/repositories/account-actions';
import { CANCEL_REQUEST_KIND } from '../db/repositories/account-view';
import { findCustomer } from '../db/repositories/billing';
import { REPLACEMENT_KIND } from '../db/repositories/issues';
import { RETENTION_OFFER_KIND } from './orders/intellisel';
import { RESIN_CANCEL_KIND } from './billing/payout';
import { accountNotFound, done, type ActionContext, type Outcome } from './account-actions/common';

/**
 * The account activity (designed): the service_requests audit trail of the account, newest first,
 * as codes the SPA words. Rows of kinds a subscriber did not cause (rate limits, failed checks) are
 * left out. A cancellation handed to customer service is pending until the order is canceled.
 */

/** The most entries answered: a long-standing account's recent history. */
export const ACTIVITY_LIMIT = 200;

const KINDS: Record<string, TActivityKind> = {
  payment: 'payment',
  'card-update': 'cardUpdate',
  'order-cancel': 'cancel',
  [RESIN_CANCEL_KIND]: 'cancel',
  payout: 'storeCreditRefund',
  'order-transfer': 'transfer',
  'order-return': 'return',
  suspend: 'suspend',
  resume: 'resume',
  [REPLACEMENT_KIND]: 'replacement',
  extension: 'extension',
  'series-update': 'seriesUpdate',
  'auto-renew-start': 'autoRenewStart',
  'recurring-charge-start': 'autoRenewStart',
  'auto-renew-stop': 'autoRenewStop',
  'stop-charge': 'stopCharge',
  [RETENTION_OFFER_KIND]: 'retentionOffer',
  'gift-order': 'giftOrder',
  'create-order': 'giftOrder',
  'gift-resend': 'giftResend',
  'gift-revoke': 'giftRevoke',
  'address-change': 'addressChange',
  'address-change-scheduled': 'addressChangeScheduled',
  'email-change': 'emailChange',
  preferences: 'preferences',
  'customer-service-message': 'customerServiceMessage',
  [CANCEL_REQUEST_KIND]: 'cancelRequest',
};

const cents = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.round(value) / 100 : undefined);
const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 64) : undefined);

/** One audit row as the activity entry a subscriber reads, or null for a kind they did not cause. */
export function activityEntry(row: ActivityRow): TActivityEntry | null {
  const kind = KINDS[row.kind];
  if (!kind) return null;
  const p = row.payload;
  const amount = cents(p.amountCents ?? p.refundedCents ?? p.totalCents);
  const refundTo = kind === 'storeCreditRefund' ? 'storeCredit' : (kind === 'cancel' || kind === 'return') && amount !== undefined ? 'card' : undefined;
  const orderNumber = row.orderNumber ?? text(p.orderNumber);
  const reference = text(p.transactionNumber ?? p.invoiceNumber);
  const canceled = row.orderStatus === 'canceled' || row.orderStatus === 'cancelled';
  return {
    at: row.createdAt.toISOString(),
    kind,
    ...(orderNumber ? { orderNumber } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(refundTo ? { refundTo } : {}),
    ...(reference ? { reference } : {}),
    status: kind === 'cancelRequest' && !canceled ? 'pending' : 'done',
  };
}

export async function accountActivity(ctx: ActionContext, request: TActivityRequest): Promise<Outcome<TActivityResponse>> {
  const customer = await findCustomer(ctx.database, ctx.publisher.id, request.accountNumber);
  if (!customer) return accountNotFound(request.accountNumber);
  const rows = await findActivity(ctx.database, customer.id, ACTIVITY_LIMIT);
  return done({ entries: rows.map(activityEntry).filter((e): e is TActivityEntry => e !== null) });
}
