import type { TCreateOrder, TCreateOrderResponse } from '../../../contracts/schemas/actions';
import { updateCustomer } from '../../db/repositories/account-actions';
import { insertGiftLink, insertOrder, insertPaidInvoice, newOrderNumber, randomId } from '../../db/repositories/orders';
import { addMonths, audit, done, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { renewalCard } from './auto-renew';
import { planOf } from './catalogue';
import { coded, dollars, withAccount, type OrderOutcome } from './common';

/**
 * §7 call 26 (POST /order). A speculative order only prices the plan (nothing is stored). A real
 * one is a Resin order paid at once with the account's card on file: with a recipient it is a gift
 * (status issued, a new gift redemption id, a gift link to the recipient), without one a new active
 * subscription of the account. The client refetches the customer 2 s later (§4).
 */
export async function createOrder(ctx: ActionContext, request: TCreateOrder): Promise<OrderOutcome<TCreateOrderResponse>> {
  const plan = planOf(ctx.publisher.globalCode, request.prodIdAlias, request.planCode);
  if (!plan) return unprocessable('body.planCode', 'This plan is not sold here.');
  const totalCents = plan.unitCents * request.quantity;
  const priced = { total: dollars(totalCents), currency: plan.product.currency };
  if (request.speculative) return done({ success: true, ...priced });
  if (request.systemCode !== 'RESIN') return unprocessable('body.systemCode', 'Only digital (Resin) orders can be placed here.');
  if (!request.accountNumber) return unprocessable('body.accountNumber', 'Sign in to the account that places the order.');

  return withAccount<TCreateOrderResponse>(ctx, request.accountNumber, async (customer) => {
    if (request.resinClientId && customer.resinClientId && request.resinClientId !== customer.resinClientId) {
      return unprocessable('body.resinClientId', 'The Resin client does not match this account.');
    }
    const card = await renewalCard(ctx, customer.id, request.cardProfileId);
    if (!card) {
      return coded('NO_CARD_ON_FILE', request.cardProfileId ? 'body.cardProfileId' : 'body.accountNumber', 'Add a card in your wallet to place this order.');
    }
    const today = todayOf(ctx.policy);
    const orderNumber = await newOrderNumber(ctx.database, ctx.publisher.id, ctx.publisher.globalCode === 'BOR' ? 'B' : 'N');
    const { product, months } = plan;
    const recipient = request.recipient;
    const subscriptionName = `${product.productName} – ${months} months`;
    const giftId = recipient ? randomId('rgift_') : null;
    const order = await insertOrder(
      ctx.database,
      {
        publisherId: ctx.publisher.id,
        customerId: customer.id,
        orderNumber,
        accountNumber: customer.accountNumber,
        billToAccountNumber: customer.accountNumber,
        prodIdAlias: product.prodIdAlias,
        productName: product.productName,
        subscriptionName,
        systemCode: 'RESIN',
        planCode: request.planCode,
        invoiceNumber: `INV-${orderNumber}`,
        orderStatus: recipient ? 'issued' : 'active',
        orderDate: today,
        isDigital: true,
        isGift: !!recipient,
        isDonor: !!recipient,
        subscriptionStart: today,
        subscriptionEnd: addMonths(today, months),
        termLength: months,
        orderValueCents: totalCents,
        autoRenew: !recipient,
        recurringCharge: !recipient,
        ...(recipient ? { resinGiftRedemptionId: giftId } : { resinSubscriptionId: `rsub_${orderNumber.toLowerCase()}` }),
      },
      [
        {
          shipToAccountNumber: customer.accountNumber,
          productDesc: `${product.productName}, ${months} months of digital access`,
          itemValueCents: plan.unitCents,
          quantity: request.quantity,
          subscriptionName,
          ...(recipient ? { recipientName: recipient.name } : {}),
        },
      ],
    );
    await insertPaidInvoice(ctx.database, {
      publisherId: ctx.publisher.id,
      customerId: customer.id,
      orderId: order.id,
      invoiceNumber: `INV-${orderNumber}`,
      amountDueCents: totalCents,
      dueDate: today,
      paymentMethodId: card.id,
      paidAt: ctx.policy.now(),
    });
    if (recipient) {
      await insertGiftLink(ctx.database, {
        publisherId: ctx.publisher.id,
        donorCustomerId: customer.id,
        orderId: order.id,
        recipientName: recipient.name,
        recipientEmail: recipient.email ?? null,
        redeemed: false,
        resinGiftRedemptionId: giftId,
      });
    } else {
      await updateCustomer(ctx.database, customer.id, { activeSubscriptions: customer.activeSubscriptions + 1 });
    }
    await audit(ctx, customer, {
      kind: recipient ? 'gift-order' : 'create-order',
      orderId: order.id,
      payload: { orderNumber, planCode: request.planCode, quantity: request.quantity, totalCents, card: `${card.brand} ending ${card.lastFour}` },
    });
    return done({ success: true, orderNumber, ...priced });
  });
}
