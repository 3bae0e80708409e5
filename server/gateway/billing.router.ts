import { accountsIn } from '../../contracts/ownership';
import { gatewayContract } from '../../contracts/gateway';
import { updateCard } from '../services/billing/card-update';
import { billingAnswer } from '../services/billing/common';
import { makePayment } from '../services/billing/payment';
import { refundToStoreCredit } from '../services/billing/payout';
import { authorize } from './authorize';
import { gateway } from './context';
import { actionContext } from './customer.router';

const routes = gatewayContract.billing;

/** §7 calls 20 (cards), 24 (payment) and 25 (refund to store credit). Cards travel as tokens only. */
export const billingRouter = gateway.router(routes, {
  cardUpdate: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.cardUpdate, { body }) });
    if (!auth.ok) return auth.response;
    const { accountNumber, prodIdAlias, systemCode, oldCardProfileId } = body;
    const { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard } = body;
    const outcome = await updateCard(actionContext(context, auth), {
      via: 'cardupdate',
      accountNumber,
      prodIdAlias,
      systemCode,
      card: { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard },
      oldCardId: oldCardProfileId,
    });
    return billingAnswer(outcome.ok ? { ok: true, value: { success: true, message: 'Your card has been updated.', paymentMethod: outcome.value.paymentMethod } } : outcome);
  },

  paymentInstrument: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.paymentInstrument, { body }) });
    if (!auth.ok) return auth.response;
    const { accountNumber, prodIdAlias, systemCode, resinCustomerId, resinClientId, resinPaymentInstrumentId } = body;
    const { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard } = body;
    const outcome = await updateCard(actionContext(context, auth), {
      via: 'payment-instrument',
      accountNumber,
      prodIdAlias,
      systemCode,
      card: { cardProfileId, creditCardType, creditCardExpireMonth, creditCardExpireYear, creditCardLastFour, nameOnCard },
      oldCardId: resinPaymentInstrumentId,
      resin: { resinCustomerId, resinClientId },
    });
    return billingAnswer(
      outcome.ok
        ? { ok: true, value: { success: true, message: 'Your card has been updated.', resinPaymentInstrumentId: outcome.value.resinPaymentInstrumentId } }
        : outcome,
    );
  },

  payment: async ({ headers, body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.payment, { body }) });
    if (!auth.ok) return auth.response;
    const answer = await makePayment(actionContext(context, auth), headers['idempotency-key'], body);
    if (answer.status !== 429) return answer;
    context.responseHeaders.set('Retry-After', String(answer.retryAfterSeconds));
    return { status: 429, body: answer.body } as const;
  },

  payout: async ({ headers, body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.payout, { body }) });
    if (!auth.ok) return auth.response;
    return refundToStoreCredit(actionContext(context, auth), headers['idempotency-key'], body);
  },
});
