import type { TCard, TPaymentMethod } from '../../../contracts/schemas/payment';
import { lockCustomer } from '../../db/repositories/account-actions';
import {
  addMethod,
  customersOfMethod,
  findMethodByToken,
  lockMethod,
  methodsOfCustomer,
  reactivateOrdersAwaitingCard,
  replaceMethod,
  type PaymentMethodRow,
} from '../../db/repositories/billing';
import type { CustomerRow } from '../../db/repositories/customers';
import type { TSystemCode } from '../../db/schema';
import { findAccountOrders } from '../../db/repositories/account-actions';
import { accountNotFound, audit, done, notFound, unprocessable, conflict, type ActionContext } from '../account-actions/common';
import { CAPTURE_TOKEN_PREFIX, DECLINE_TOKEN_PREFIX, declined, inTransaction, isExpired, newReference, tokenDigest, type BillingOutcome } from './common';

/**
 * §7 call 20: a card update replaces the account's payment method (token, brand, expiry, last
 * four, cardholder), clears needsAttention and reactivates the orders that waited for a card.
 * SERV and EHUB come through PUT /cardupdate, RESIN through PUT /payment-instrument, SERVPF
 * through PUT /series (updateType cardupdate).
 */

export type CardUpdateVia = 'cardupdate' | 'payment-instrument' | 'series';

export interface CardUpdateRequest {
  via: CardUpdateVia;
  accountNumber: string;
  prodIdAlias: string;
  /** The body's systemCode (SERVPF for the series call). */
  systemCode: TSystemCode;
  card: TCard;
  /** The card replaced: its card profile id (SERV, EHUB) or Resin payment instrument id. */
  oldCardId?: string | undefined;
  resin?: { resinCustomerId: string; resinClientId: string };
  /** SERVPF: the plan whose card changes. */
  planCode?: string;
}

export interface CardUpdateResult {
  paymentMethod: TPaymentMethod;
  resinPaymentInstrumentId?: string;
  reactivatedOrders: string[];
}

/** A payment method as the wallet shows it (as the lookup's paymentMethods). */
export async function toWalletMethod(ctx: ActionContext, method: PaymentMethodRow): Promise<TPaymentMethod> {
  const accounts = await customersOfMethod(ctx.database, method.id);
  return {
    cardProfileId: method.cardProfileId ?? method.resinPaymentInstrumentId ?? method.token,
    creditCardType: method.brand,
    creditCardExpireMonth: String(method.expiryMonth).padStart(2, '0'),
    creditCardExpireYear: String(method.expiryYear),
    creditCardLastFour: method.lastFour,
    nameOnCard: method.cardholderName,
    paymentType: 'CC',
    needsAttention: method.needsAttention,
    associatedAccounts: accounts.map((c) => ({ accountNumber: c.accountNumber, prodIdAlias: c.prodIdAlias, systemCode: c.systemCode, productName: c.productName })),
    ...(method.resinPaymentInstrumentId ? { resinPaymentInstrumentId: method.resinPaymentInstrumentId } : {}),
  };
}

/** Whether a stored method is the one a client names (by card profile id, token or Resin instrument). */
export const isMethodNamed = (method: PaymentMethodRow, id: string) =>
  method.cardProfileId === id || method.resinPaymentInstrumentId === id || method.token === id || method.token === tokenDigest(id);

/** The checks every new card passes: not declined by the processor, not expired. */
export function checkNewCard(ctx: ActionContext, card: TCard): BillingOutcome<null> {
  if (!card.cardProfileId.startsWith(CAPTURE_TOKEN_PREFIX)) return unprocessable('CARD_REENTRY_REQUIRED', 'body.cardProfileId', 'Please enter the card again.');
  if (card.cardProfileId.startsWith(DECLINE_TOKEN_PREFIX)) return declined();
  if (isExpired(Number(card.creditCardExpireMonth), Number(card.creditCardExpireYear), ctx.policy.now())) {
    return unprocessable('CARD_EXPIRED', 'body.creditCardExpireYear', 'This card has expired. Please use another card.');
  }
  return done(null);
}

const SYSTEMS: Record<CardUpdateVia, readonly TSystemCode[]> = {
  cardupdate: ['SERV', 'EHUB'],
  'payment-instrument': ['RESIN'],
  series: ['SERVPF'],
};

const WRONG_CALL: Record<CardUpdateVia, string> = {
  cardupdate: 'The card of this account is updated through another call.',
  'payment-instrument': 'Only digital (Resin) accounts have payment instruments.',
  series: 'Only series plans update their card through the series update.',
};

async function checkAccount(ctx: ActionContext, customer: CustomerRow, request: CardUpdateRequest): Promise<BillingOutcome<null>> {
  if (!SYSTEMS[request.via].includes(customer.systemCode) || customer.systemCode !== request.systemCode) {
    return conflict('WRONG_SYSTEM', WRONG_CALL[request.via]);
  }
  if (request.resin) {
    if (request.resin.resinCustomerId !== customer.resinCustomerId) return unprocessable('ACCOUNT_MISMATCH', 'body.resinCustomerId', 'This Resin customer is not the account’s.');
    if (request.resin.resinClientId !== customer.resinClientId) return unprocessable('ACCOUNT_MISMATCH', 'body.resinClientId', 'This Resin client is not the account’s.');
  }
  if (request.planCode !== undefined) {
    const orders = await findAccountOrders(ctx.database, customer, request.prodIdAlias);
    if (!orders.some((o) => o.held && o.order.planCode === request.planCode)) {
      return notFound('PLAN_NOT_FOUND', `We could not find a plan ${request.planCode} on account ${customer.accountNumber}.`);
    }
  }
  return done(null);
}

export async function updateCard(ctx: ActionContext, request: CardUpdateRequest): Promise<BillingOutcome<CardUpdateResult>> {
  return inTransaction(ctx, async () => {
    const customer = await lockCustomer(ctx.database, ctx.publisher.id, request.accountNumber);
    if (!customer) return accountNotFound(request.accountNumber);
    const account = await checkAccount(ctx, customer, request);
    if (!account.ok) return account;
    const card = checkNewCard(ctx, request.card);
    if (!card.ok) return card;

    const methods = await methodsOfCustomer(ctx.database, customer.id);
    const old = request.oldCardId ? methods.find((m) => isMethodNamed(m, request.oldCardId!)) : methods[0];
    if (request.oldCardId && !old) {
      return notFound('CARD_NOT_FOUND', `We could not find the card to replace on account ${customer.accountNumber}.`);
    }
    const token = tokenDigest(request.card.cardProfileId);
    const holder = await findMethodByToken(ctx.database, ctx.publisher.id, token);
    if (holder && holder.id !== old?.id) return conflict('CARD_IN_OTHER_WALLET', 'This card is already in a wallet. Please enter the card again.');

    const resin = customer.systemCode === 'RESIN';
    const resinPaymentInstrumentId = resin ? newReference('pi_') : null;
    const fields = {
      token,
      brand: request.card.creditCardType,
      cardholderName: request.card.nameOnCard ?? old?.cardholderName ?? `${customer.firstName} ${customer.lastName}`,
      expiryMonth: Number(request.card.creditCardExpireMonth),
      expiryYear: Number(request.card.creditCardExpireYear),
      lastFour: request.card.creditCardLastFour,
      cardProfileId: resin ? null : newReference('CP'),
      resinPaymentInstrumentId,
      needsAttention: false,
    };
    let method: PaymentMethodRow;
    if (old) {
      await lockMethod(ctx.database, old.id);
      method = await replaceMethod(ctx.database, old.id, fields);
    } else {
      method = await addMethod(ctx.database, customer.id, { publisherId: ctx.publisher.id, ...fields });
    }
    const payers = await customersOfMethod(ctx.database, method.id);
    const reactivatedOrders = await reactivateOrdersAwaitingCard(
      ctx.database,
      payers.filter((c) => c.publisherId === ctx.publisher.id).map((c) => c.id),
    );
    await audit(ctx, customer, {
      kind: 'card-update',
      payload: { via: request.via, replaced: old ? 'card on file' : 'none', reactivatedOrders, ...(request.planCode ? { planCode: request.planCode } : {}) },
    });
    return done({
      paymentMethod: await toWalletMethod(ctx, method),
      ...(resinPaymentInstrumentId ? { resinPaymentInstrumentId } : {}),
      reactivatedOrders,
    });
  });
}
