import { localize, type TLocale } from '../../../contracts/schemas/common';
import type { TIntelliselRequest, TIntelliselResponse, TRetentionOffer } from '../../../contracts/schemas/intellisel';
import { findAccountOrders, updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import { findByAccountNumbers, type CustomerRow } from '../../db/repositories/customers';
import {
  findHeldOrder,
  findOffer,
  findOffers,
  insertUnpaidInvoice,
  offerAcceptedFor,
  type RetentionOfferRow,
} from '../../db/repositories/orders';
import { MAIL_CATALOGS } from '../../mail/messages';
import { addDays, addMonths, audit, conflict, currentSubscription, done, notFound, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { moveExpiry } from '../account-actions/subscription-term';
import { isRunning, withAccount, type OrderOutcome } from './common';

/** The audit kind of an accepted offer (at most one offer applies to an order). */
export const RETENTION_OFFER_KIND = 'retention-offer';
/** Offers answered per request: the portal shows one at a time. */
const RETENTION_OFFERS_SHOWN = 1;
/** Days an offer's invoice is due in. */
const OFFER_INVOICE_DUE_DAYS = 30;

/** An offer's term in the reader's language (the mail catalog, server/mail/messages.ts). */
function termText(locale: TLocale, n: number): string {
  const i18n = MAIL_CATALOGS[locale];
  return n === 1 ? i18n._('1 issue') : i18n._('{n} issues', { n });
}

function toOffer(row: RetentionOfferRow, locale: TLocale): TRetentionOffer {
  return {
    offerId: row.offerCode,
    title: localize(row.description.title, locale),
    description: localize(row.description.body, locale),
    offerValue: row.offerValueCents / 100,
    transactionCode: row.transactionCode,
    ...(row.termIssues ? { term: termText(locale, row.termIssues) } : {}),
  };
}

/**
 * §7 call 27 without acceptOfferId: the publisher's best active offer for the event that fits the
 * product (an offer of print issues never goes to a digital reader), in the reader's language. One
 * offer, as the portal shows one at a time: sending more than is shown misleads whoever reads the
 * traffic or the analytics. None for an order that took an offer already: at most one applies to an
 * order, so another could only be refused (OFFER_ALREADY_APPLIED).
 */
export async function listOffers(ctx: ActionContext, request: TIntelliselRequest, locale: TLocale): Promise<OrderOutcome<TIntelliselResponse>> {
  if (request.orderNumber && (await offerAppliedTo(ctx, request.accountNumber, request.orderNumber))) {
    return done({ success: true, intellisels: [{ offers: [] }] });
  }
  const rows = await findOffers(ctx.database, ctx.publisher.id, request.intellisel.event, request.intellisel.transactionCode, request.prodIdAlias);
  return done({ success: true, intellisels: [{ offers: rows.slice(0, RETENTION_OFFERS_SHOWN).map((row) => toOffer(row, locale)) }] });
}

/** Whether the account's order `orderNumber` took a retention offer already. */
async function offerAppliedTo(ctx: ActionContext, accountNumber: string, orderNumber: string): Promise<boolean> {
  const [customer] = await findByAccountNumbers(ctx.database, ctx.publisher.id, [accountNumber]);
  const order = customer ? await findHeldOrder(ctx.database, customer, orderNumber) : null;
  return order !== null && (await offerAcceptedFor(ctx.database, order.id, RETENTION_OFFER_KIND));
}

/**
 * §7 call 27 with acceptOfferId (designed): applies the offer to the account's running order
 * `orderNumber`: its termIssues are added as an extension does, and an offer with a value raises
 * an unpaid invoice INV-<offer>-<orderNumber> (it then shows under Make a Payment).
 */
export async function acceptOffer(ctx: ActionContext, request: TIntelliselRequest): Promise<OrderOutcome<TIntelliselResponse>> {
  const offerId = request.intellisel.acceptOfferId!;
  const offer = await findOffer(ctx.database, ctx.publisher.id, offerId);
  if (!offer) return unprocessable('OFFER_UNAVAILABLE', 'body.intellisel.acceptOfferId', 'This offer is not available any more.');
  // An offer is accepted only for the event (and transaction) it was offered for.
  if (offer.event !== request.intellisel.event || offer.transactionCode !== request.intellisel.transactionCode) {
    return unprocessable('OFFER_UNAVAILABLE', 'body.intellisel.acceptOfferId', 'This offer is not available for this change.');
  }
  if (!request.orderNumber) return unprocessable('UNSUPPORTED_CHANGE', 'body.orderNumber', 'Name the order the offer applies to.');
  const orderNumber = request.orderNumber;
  return withAccount<TIntelliselResponse>(ctx, request.accountNumber, async (customer) => {
    const order = await findHeldOrder(ctx.database, customer, orderNumber);
    if (!order) return notFound('ORDER_NOT_FOUND', `We could not find order ${orderNumber} on this account.`);
    if (!isRunning(order)) return conflict('ORDER_ENDED', `Order ${orderNumber} has ended, so the offer cannot apply to it.`);
    if (offer.prodIdAliases.length > 0 && !offer.prodIdAliases.includes(order.prodIdAlias)) {
      return unprocessable('OFFER_UNAVAILABLE', 'body.intellisel.acceptOfferId', 'This offer is not available for this subscription.');
    }
    if (await offerAcceptedFor(ctx.database, order.id, RETENTION_OFFER_KIND)) {
      return conflict('OFFER_ALREADY_APPLIED', 'A retention offer was already applied to this order.');
    }
    const extendedByIssues = offer.termIssues ?? 0;
    if (extendedByIssues > 0) await extend(ctx, customer, order, extendedByIssues);
    let invoiceNumber: string | undefined;
    if (offer.offerValueCents > 0) {
      invoiceNumber = `INV-${offer.offerCode}-${order.orderNumber}`;
      const dueDate = addDays(todayOf(ctx.policy), OFFER_INVOICE_DUE_DAYS);
      await insertUnpaidInvoice(ctx.database, {
        publisherId: ctx.publisher.id,
        customerId: customer.id,
        orderId: order.id,
        invoiceNumber,
        amountDueCents: offer.offerValueCents,
        dueDate,
      });
    }
    await audit(ctx, customer, {
      kind: RETENTION_OFFER_KIND,
      orderId: order.id,
      payload: {
        offerId: offer.offerCode,
        event: request.intellisel.event,
        orderNumber: order.orderNumber,
        extendedByIssues,
        offerValueCents: offer.offerValueCents,
        ...(invoiceNumber ? { invoiceNumber } : {}),
      },
    });
    return done({
      success: true,
      message: 'The offer has been applied to your subscription.',
      intellisels: [{ offers: [] }],
      accepted: { offerId: offer.offerCode, extendedByIssues, ...(invoiceNumber ? { invoiceNumber } : {}) },
    });
  });
}

/**
 * Adds issues to the order: the account's magazine subscription moves its last issue as an
 * extension does (call 13); any other order (digital, months) runs that many months longer.
 */
async function extend(ctx: ActionContext, customer: CustomerRow, order: OrderRow, issues: number): Promise<void> {
  const subscription = currentSubscription(await findAccountOrders(ctx.database, customer, order.prodIdAlias));
  if (subscription?.order.id === order.id && customer.expireIssueNumber !== null && order.systemCode === 'SERV') {
    await moveExpiry(ctx, customer, order, customer.expireIssueNumber + issues);
    return;
  }
  await updateOrder(ctx.database, order.id, {
    subscriptionEnd: addMonths(order.subscriptionEnd ?? todayOf(ctx.policy), issues),
    ...(order.termLength !== null ? { termLength: order.termLength + issues } : {}),
    ...(order.orderStatus === 'active-renew' ? { orderStatus: 'active' as const } : {}),
  });
}
