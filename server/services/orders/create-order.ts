import type { TCreateOrder, TCreateOrderResponse } from '../../../contracts/schemas/actions';
import { updateCustomer } from '../../db/repositories/account-actions';
import { insertGiftLink, insertOrder, insertPaidInvoice, newOrderNumber, randomId } from '../../db/repositories/orders';
import { deletePayment, findCustomer, findPaymentByKey, insertPendingPayment, takeOverPayment, updatePayment } from '../../db/repositories/billing';
import { accountNotFound, addMonths, audit, done, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { billingAnswer, keyDigest, newReference, requestHash, runIdempotent, type StoredAnswer } from '../billing/common';
import { renewalCard } from './auto-renew';
import { planOf } from './catalogue';
import { dollars, withAccount, type OrderOutcome } from './common';

/**
 * §7 call 26 (POST /order). A speculative order only prices the plan (nothing is stored). A real
 * one is a Resin order paid at once with the account's card on file: with a recipient it is a gift
 * (status issued, a new gift redemption id, a gift link to the recipient), without one a new active
 * subscription of the account. The client refetches the customer 2 s later (§4). A placed order
 * is idempotent per Idempotency-Key as a payment is; an order is for quantity 1.
 */
export async function createOrder(ctx: ActionContext, request: TCreateOrder, key: string | undefined): Promise<StoredAnswer<TCreateOrderResponse>> {
  const plan = planOf(ctx.publisher.globalCode, request.prodIdAlias, request.planCode);
  if (!plan) return billingAnswer(unprocessable('PLAN_NOT_SOLD', 'body.planCode', 'This plan is not sold here.'));
  // One order is one subscription: a quantity would charge for copies that are never created.
  if (request.quantity !== 1) return billingAnswer(unprocessable('UNSUPPORTED_CHANGE', 'body.quantity', 'An order is for one subscription (quantity 1).'));
  const totalCents = plan.unitCents;
  const priced = { total: dollars(totalCents), currency: plan.product.currency };
  if (request.speculative) return billingAnswer(done({ success: true, ...priced }));
  if (request.systemCode !== 'RESIN') return billingAnswer(unprocessable('WRONG_SYSTEM', 'body.systemCode', 'Only digital (Resin) orders can be placed here.'));
  const accountNumber = request.accountNumber;
  if (!accountNumber) return billingAnswer(unprocessable('SESSION_REQUIRED', 'body.accountNumber', 'Sign in to the account that places the order.'));
  if (!key) throw new Error('A placed order needs an Idempotency-Key (the router answers 400 without one).');
  const customer = await findCustomer(ctx.database, ctx.publisher.id, accountNumber);
  if (!customer) return billingAnswer(accountNotFound(accountNumber));

  // The card is charged once per Idempotency-Key (ARCHITECTURE §5): the key's pending payment
  // row becomes the order's payment; a replay answers the same order.
  const hash = requestHash('order', accountNumber, request);
  const transactionNumber = newReference('T');
  return runIdempotent<TCreateOrderResponse>(
    {
      insertPending: () =>
        insertPendingPayment(ctx.database, {
          publisherId: ctx.publisher.id,
          customerId: customer.id,
          transactionNumber,
          amountCents: totalCents,
          paymentType: 'CC',
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
    (paymentId) => placeOrder(ctx, request, accountNumber, plan, paymentId, transactionNumber),
    ctx.policy.now(),
  );
}

async function placeOrder(
  ctx: ActionContext,
  request: TCreateOrder,
  accountNumber: string,
  plan: NonNullable<ReturnType<typeof planOf>>,
  paymentId: number,
  transactionNumber: string,
): Promise<OrderOutcome<TCreateOrderResponse>> {
  const totalCents = plan.unitCents;
  const priced = { total: dollars(totalCents), currency: plan.product.currency };
  return withAccount<TCreateOrderResponse>(ctx, accountNumber, async (customer) => {
    if (request.resinClientId && customer.resinClientId && request.resinClientId !== customer.resinClientId) {
      return unprocessable('ACCOUNT_MISMATCH', 'body.resinClientId', 'The Resin client does not match this account.');
    }
    const card = await renewalCard(ctx, customer.id, request.cardProfileId);
    if (!card) {
      return unprocessable('NO_CARD_ON_FILE', request.cardProfileId ? 'body.cardProfileId' : 'body.accountNumber', 'Add a card in your wallet to place this order.');
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
    const response: TCreateOrderResponse = { success: true, orderNumber, ...priced };
    await insertPaidInvoice(ctx.database, {
      paymentId,
      transactionNumber,
      response: { status: 200, body: response } satisfies StoredAnswer<TCreateOrderResponse>,
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
    return done(response);
  });
}
