import type { TCofpResponse } from '../../../contracts/schemas/actions';
import type { TYesNo } from '../../../contracts/schemas/common';
import { updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import { findCardsOf, findHeldOrder, findHeldOrders, type PaymentMethodRow } from '../../db/repositories/orders';
import { audit, conflict, done, notFound, unprocessable, type ActionContext } from '../account-actions/common';
import { NO_CARD_ON_FILE_MESSAGE, isRunning, withAccount, type OrderOutcome } from './common';

/** §7 call 21, stop auto-renew (POST /cofp autoRenewStop). */
export interface AutoRenewStopRequest {
  accountNumber: string;
  prodIdAlias: string;
  orderNumber?: string | undefined;
  removeFromCurrentSingleAutoRenewal: TYesNo;
  allowGiftAutoRenewal: TYesNo;
}

/** §7 call 21, start auto-renew (POST /cofp autoRenewStart). */
export interface AutoRenewStartRequest {
  accountNumber: string;
  prodIdAlias: string;
  orderNumber?: string | undefined;
  startAutoRenewCredit?: TYesNo | undefined;
  startAutoRenewCreditCard?: TYesNo | undefined;
  startGiftAutoRenewCreditCard?: TYesNo | undefined;
  startGiftAutoRenew?: TYesNo | undefined;
  cardProfileId?: string | undefined;
}

/** The ids a card on file answers to (cardProfileId on the wire is one of them). */
const cardIds = (card: PaymentMethodRow) => [card.cardProfileId, card.resinPaymentInstrumentId, card.token].filter((id): id is string => !!id);

/**
 * The card to renew on: the one named (it must be the account's), else the account's default. A
 * card that needs attention (expired, declined) cannot renew. Null when there is none.
 */
export async function renewalCard(ctx: ActionContext, customerId: number, cardProfileId?: string): Promise<PaymentMethodRow | null> {
  const cards = (await findCardsOf(ctx.database, customerId)).filter((c) => !c.needsAttention);
  if (cardProfileId) return cards.find((c) => cardIds(c).includes(cardProfileId)) ?? null;
  return cards[0] ?? null;
}

/**
 * The orders the change applies to: the order named (which must be the account's and running),
 * else every running order of the product the account holds. `gifts` says whether the donor's
 * gift orders are included and `own` whether the account's own ones are.
 */
async function targets(
  ctx: ActionContext,
  customer: Parameters<typeof findHeldOrders>[1],
  request: { prodIdAlias: string; orderNumber?: string | undefined },
  scope: { own: boolean; gifts: boolean },
): Promise<OrderOutcome<OrderRow[]>> {
  if (request.orderNumber) {
    const order = await findHeldOrder(ctx.database, customer, request.orderNumber);
    if (!order) return notFound('ORDER_NOT_FOUND', `We could not find order ${request.orderNumber} on this account.`);
    if (!isRunning(order)) return conflict('ORDER_ENDED', `Order ${request.orderNumber} has ended, so its renewal cannot change.`);
    return done([order]);
  }
  const running = (await findHeldOrders(ctx.database, customer)).filter(
    (o) => isRunning(o) && o.prodIdAlias === request.prodIdAlias && o.systemCode !== 'EHUB' && (o.isDonor ? scope.gifts : scope.own),
  );
  if (running.length === 0) return conflict('NO_RUNNING_SUBSCRIPTION', 'This account has no running subscription whose renewal can change.');
  return done(running);
}

/** Stop: the orders no longer renew by themselves. */
export async function stopAutoRenew(ctx: ActionContext, request: AutoRenewStopRequest) {
  return withAccount<TCofpResponse>(ctx, request.accountNumber, async (customer) => {
    const found = await targets(ctx, customer, request, {
      own: request.removeFromCurrentSingleAutoRenewal === 'Y',
      gifts: request.allowGiftAutoRenewal === 'N',
    });
    if (!found.ok) return found;
    for (const order of found.value) {
      await updateOrder(ctx.database, order.id, { autoRenew: false });
      await audit(ctx, customer, {
        kind: 'auto-renew-stop',
        orderId: order.id,
        payload: {
          orderNumber: order.orderNumber,
          removeFromCurrentSingleAutoRenewal: request.removeFromCurrentSingleAutoRenewal,
          allowGiftAutoRenewal: request.allowGiftAutoRenewal,
          wasOn: order.autoRenew,
        },
      });
    }
    return done({
      success: true,
      message: 'Automatic renewal is off. Your subscription runs to the end of its current term.',
      items: found.value.map((o) => ({ orderNumber: o.orderNumber })),
    });
  });
}

/** Start: on the card on file (startAutoRenewCreditCard / startGiftAutoRenewCreditCard), or bill me later (startAutoRenewCredit / startGiftAutoRenew). */
export async function startAutoRenew(ctx: ActionContext, request: AutoRenewStartRequest) {
  const byCard = request.startAutoRenewCreditCard === 'Y' || request.startGiftAutoRenewCreditCard === 'Y';
  const own = request.startAutoRenewCredit === 'Y' || request.startAutoRenewCreditCard === 'Y';
  const gifts = request.startGiftAutoRenew === 'Y' || request.startGiftAutoRenewCreditCard === 'Y';
  return withAccount<TCofpResponse>(ctx, request.accountNumber, async (customer) => {
    if (!own && !gifts) return unprocessable('RENEWAL_CHOICE_REQUIRED', 'body.startAutoRenewCredit', 'Choose how the subscription renews: by card or on a bill.');
    let card: PaymentMethodRow | null = null;
    if (byCard) {
      card = await renewalCard(ctx, customer.id, request.cardProfileId);
      if (!card) return unprocessable('NO_CARD_ON_FILE', request.cardProfileId ? 'body.cardProfileId' : 'body.startAutoRenewCreditCard', NO_CARD_ON_FILE_MESSAGE);
    }
    const found = await targets(ctx, customer, request, { own, gifts });
    if (!found.ok) return found;
    for (const order of found.value) {
      await updateOrder(ctx.database, order.id, { autoRenew: true });
      await audit(ctx, customer, {
        kind: 'auto-renew-start',
        orderId: order.id,
        payload: {
          orderNumber: order.orderNumber,
          renewsOn: byCard ? 'card' : 'bill',
          ...(card ? { card: `${card.brand} ending ${card.lastFour}` } : {}),
        },
      });
    }
    return done({
      success: true,
      message: card
        ? `Automatic renewal is on. We will renew with your ${card.brand} ending in ${card.lastFour}.`
        : 'Automatic renewal is on. We will send you a bill when your subscription renews.',
      items: found.value.map((o) => ({ orderNumber: o.orderNumber })),
    });
  });
}
