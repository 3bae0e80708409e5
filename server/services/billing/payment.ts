import { publisherMoney } from '../money';
import type { TPaymentRequest, TPaymentResponse } from '../../../contracts/schemas/billing';
import type { TErrorBody } from '../../../contracts/schemas/common';
import { consumeRateLimits } from '../rate-limits';
import {
  addMethod,
  deletePayment,
  findCustomer,
  findMethodByToken,
  findPaymentByKey,
  insertPendingPayment,
  lockInvoice,
  methodsOfCustomer,
  openInvoicesOfOrder,
  takeOverPayment,
  updateInvoice,
  updatePayment,
} from '../../db/repositories/billing';
import { findOrderItems, updateOrder } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import type { TOrderStatus } from '../../db/schema';
import { accountNotFound, addMonths, audit, conflict, done, notFound, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { renewOrder } from '../orders/renewal';
import { checkNewCard, isMethodNamed } from './card-update';
import {
  CAPTURE_TOKEN_PREFIX,
  cents,
  declined,
  inTransaction,
  isExpired,
  newReference,
  requestHash,
  runIdempotent,
  keyDigest,
  tokenDigest,
  type BillingOutcome,
  type StoredAnswer,
} from './common';

/**
 * §7 call 24: pays (part of) an open invoice of the account, by a card on file, a new card token
 * from the payment-capture script, or an alternative payment (PP, AP, AM). Idempotent per
 * Idempotency-Key (ARCHITECTURE §5): a replay answers the first response and charges nothing.
 */

/** Order statuses that a full payment settles. */
const SETTLED_BY_PAYMENT: ReadonlySet<TOrderStatus> = new Set<TOrderStatus>(['pastdue', 'unpaid', 'awaiting payment']);

/** Too many payment attempts: the answer, and how long to wait (the Retry-After header). */
export interface PaymentRateLimited {
  status: 429;
  body: TErrorBody;
  retryAfterSeconds: number;
}

export const PAYMENT_RATE_LIMITED_MESSAGE = (seconds: number) =>
  `Too many payment attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes and try again.`;

export async function makePayment(ctx: ActionContext, key: string, body: TPaymentRequest): Promise<StoredAnswer<TPaymentResponse> | PaymentRateLimited> {
  const customer = await findCustomer(ctx.database, ctx.publisher.id, body.accountNumber);
  if (!customer) return { status: 404, body: { code: 'ACCOUNT_NOT_FOUND', message: accountNotFound(body.accountNumber).message } };
  // Every attempt counts, refused or not: no session or account becomes a card-testing bench.
  const verdict = await consumeRateLimits(ctx.database, ctx.policy.now(), [
    { scope: 'payment:session', subject: ctx.session.id, limit: ctx.policy.rateLimits.paymentsPerSession },
    { scope: 'payment:account', subject: `${ctx.publisher.id}:${customer.accountNumber}`, limit: ctx.policy.rateLimits.paymentsPerAccount },
  ]);
  if (verdict.limited) {
    return {
      status: 429,
      body: { code: 'RATE_LIMITED', message: PAYMENT_RATE_LIMITED_MESSAGE(verdict.retryAfterSeconds) },
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }
  const hash = requestHash('payment', body.accountNumber, body);
  const transactionNumber = newReference('T');
  return runIdempotent(
    {
      insertPending: () =>
        insertPendingPayment(ctx.database, {
          publisherId: ctx.publisher.id,
          customerId: customer.id,
          transactionNumber,
          amountCents: cents(body.amountPaid),
          paymentType: body.paymentType,
          idempotencyKey: keyDigest(key),
          requestHash: hash,
          createdAt: ctx.policy.now(),
        }),
      find: () => findPaymentByKey(ctx.database, ctx.publisher.id, keyDigest(key)),
      fail: (id, answer) => updatePayment(ctx.database, id, { state: 'failed', response: answer }),
      discard: (id) => deletePayment(ctx.database, id),
      takeOver: (id, staleBefore) => takeOverPayment(ctx.database, id, staleBefore, ctx.policy.now(), transactionNumber),
    },
    hash,
    (rowId) => charge(ctx, customer, body, rowId, transactionNumber),
    ctx.policy.now(),
  );
}

interface PayMethod {
  paymentMethodId: number | null;
  authCode: string | null;
}

/** Which card or alternative payment pays: a card on file, a new captured card, or PP/AP/AM. */
async function payMethodOf(ctx: ActionContext, customer: CustomerRow, body: TPaymentRequest): Promise<BillingOutcome<PayMethod>> {
  if (body.paymentType !== 'CC') {
    if (!body.authCode && !body.altPayInfo) return unprocessable('PAYMENT_NOT_AUTHORISED', 'body.authCode', 'The payment was not authorised. Please try again.');
    return done({ paymentMethodId: null, authCode: body.authCode ?? null });
  }
  const id = body.cardProfileId!;
  const onFile = (await methodsOfCustomer(ctx.database, customer.id)).find((m) => isMethodNamed(m, id));
  if (onFile) {
    if (onFile.needsAttention || isExpired(onFile.expiryMonth, onFile.expiryYear, ctx.policy.now())) {
      return declined('body.cardProfileId', 'CARD_NEEDS_UPDATE', 'This card needs to be updated before it can be used. Please update it in your wallet or use another card.');
    }
    return done({ paymentMethodId: onFile.id, authCode: newReference('A') });
  }
  const unknownCard = unprocessable('CARD_NOT_FOUND', 'body.cardProfileId', 'We could not find this card. Please enter it again.');
  if (!id.startsWith(CAPTURE_TOKEN_PREFIX) || (await findMethodByToken(ctx.database, ctx.publisher.id, tokenDigest(id)))) return unknownCard;
  const { creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour } = body;
  if (!creditCardType || !creditCardExpireMonth || !creditCardExpireYear || !creditCardLastFour) {
    const missing = Object.entries({ creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour })
      .filter(([, v]) => !v)
      .map(([k]): [string, string[]] => [`body.${k}`, ['Required']]);
    return { ok: false, status: 422, code: 'CARD_REENTRY_REQUIRED', message: 'Please enter the card again.', fieldErrors: Object.fromEntries(missing) };
  }
  const card = { cardProfileId: id, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard: body.nameOnCard };
  const checked = checkNewCard(ctx, card);
  if (!checked.ok) return checked;
  const resin = customer.systemCode === 'RESIN';
  const method = await addMethod(ctx.database, customer.id, {
    publisherId: ctx.publisher.id,
    token: tokenDigest(id),
    brand: creditCardType,
    cardholderName: body.nameOnCard ?? `${customer.firstName} ${customer.lastName}`,
    expiryMonth: Number(creditCardExpireMonth),
    expiryYear: Number(creditCardExpireYear),
    lastFour: creditCardLastFour,
    cardProfileId: resin ? null : newReference('CP'),
    resinPaymentInstrumentId: resin ? newReference('pi_') : null,
  });
  return done({ paymentMethodId: method.id, authCode: newReference('A') });
}

async function charge(
  ctx: ActionContext,
  customer: CustomerRow,
  body: TPaymentRequest,
  rowId: number,
  transactionNumber: string,
): Promise<BillingOutcome<TPaymentResponse>> {
  return inTransaction(ctx, async () => {
    const found = await lockInvoice(ctx.database, ctx.publisher.id, body.invoiceNumber);
    const ours = found && (found.invoice.customerId === customer.id || found.order?.customerId === customer.id);
    if (!found || !ours) return notFound('INVOICE_NOT_FOUND', `We could not find this invoice on account ${customer.accountNumber}.`);
    const { invoice, order } = found;
    if (invoice.status === 'paid') return conflict('INVOICE_PAID', 'This invoice is already paid.');
    if (invoice.status === 'void') return conflict('INVOICE_VOID', 'This invoice was cancelled and needs no payment.');
    const systemCode = order?.systemCode ?? customer.systemCode;
    if (body.systemCode !== systemCode) return unprocessable('WRONG_SYSTEM', 'body.systemCode', `This invoice belongs to a ${systemCode} subscription.`);

    const due = invoice.amountDueCents - invoice.amountPaidCents;
    const amount = cents(body.amountPaid);
    if (due <= 0) return conflict('INVOICE_PAID', 'This invoice is already paid.');
    if (amount > due) return unprocessable('AMOUNT_OVER_DUE', 'body.amountPaid', `The amount is more than the ${publisherMoney(ctx, due)} due.`);

    const method = await payMethodOf(ctx, customer, body);
    if (!method.ok) return method;

    const now = ctx.policy.now();
    const paid = invoice.amountPaidCents + amount;
    const full = paid >= invoice.amountDueCents;
    await updateInvoice(ctx.database, invoice.id, { amountPaidCents: paid, status: full ? 'paid' : 'unpaid', paidAt: full ? now : null });
    const autoRenewOptIn = body.autoRenewOptin === 'Y';
    if (order && ((full && SETTLED_BY_PAYMENT.has(order.orderStatus)) || autoRenewOptIn)) {
      await updateOrder(ctx.database, order.id, {
        ...(full && SETTLED_BY_PAYMENT.has(order.orderStatus) ? { orderStatus: 'active' as const } : {}),
        ...(autoRenewOptIn ? { autoRenew: true } : {}),
      });
    }
    const holdReleased = order && full ? await releaseCreditHold(ctx, order, invoice.id) : undefined;
    const renewed = order && full && invoice.renewalIssues ? await renewOrder(ctx, order, invoice.renewalIssues) : undefined;

    const response: TPaymentResponse = {
      success: true,
      message: full ? 'Thank you: the invoice is paid.' : `Thank you: ${publisherMoney(ctx, invoice.amountDueCents - paid)} is still due.`,
      transactionNumber,
      paymentType: body.paymentType,
      items: order ? [{ accountNumber: order.accountNumber, systemCode: order.systemCode, planCode: order.planCode ?? '', autoRenewOptIn }] : [],
      ...(holdReleased ? { holdReleased } : {}),
      ...(renewed ? { renewed } : {}),
    };
    await updatePayment(ctx.database, rowId, {
      state: 'succeeded',
      invoiceId: invoice.id,
      paymentMethodId: method.value.paymentMethodId,
      amountCents: amount,
      authCode: method.value.authCode,
      response: { status: 200, body: response } satisfies StoredAnswer<TPaymentResponse>,
      createdAt: now,
    });
    await audit(ctx, customer, {
      kind: 'payment',
      orderId: order?.id ?? null,
      payload: {
        invoiceNumber: invoice.invoiceNumber,
        transactionNumber,
        amountCents: amount,
        paymentType: body.paymentType,
        paidInFull: full,
        autoRenewOptIn,
        ...(holdReleased ? { holdReleased } : {}),
        ...(renewed ? { renewed } : {}),
      },
    });
    return done(response);
  });
}

type PaidOrder = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>['order'] & {};

/**
 * A series held over its credit limit (§4 'suspended over credit limit') is released once its last
 * open invoice is paid: the order becomes active (and suspendable) again, and delivery resumes with
 * the next shipment, on its usual date or today if that date has passed. The spec shows no release
 * rule; a subscriber who has paid everything expects the hold to end and to be told when.
 */
async function releaseCreditHold(ctx: ActionContext, order: PaidOrder, paidInvoiceId: number): Promise<TPaymentResponse['holdReleased']> {
  if (order.orderStatus !== 'suspended over credit limit') return undefined;
  if ((await openInvoicesOfOrder(ctx.database, order.id, paidInvoiceId)) > 0) return undefined;
  const today = todayOf(ctx.policy);
  const shipped = (await findOrderItems(ctx.database, order.id)).map((i) => i.shippedAt).filter((d): d is string => Boolean(d));
  const last = shipped.sort().at(-1);
  const months = Number(/^(\d+)M$/.exec(order.shipFrequency ?? '')?.[1] ?? 0);
  const usual = last && months > 0 ? addMonths(last, months) : today;
  const deliveryResumes = usual > today ? usual : today;
  await updateOrder(ctx.database, order.id, { orderStatus: 'active', planStatus: 'A', isSuspendable: true, isResumable: false });
  return { orderNumber: order.orderNumber, deliveryResumes };
}
