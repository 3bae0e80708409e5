import { accountsIn } from '../../contracts/ownership';
import { gatewayContract } from '../../contracts/gateway';
import { localeFromAcceptLanguage, pickLocale } from '../idp/messages';
import type { OrderOutcome } from '../services/orders/common';
import { createOrder } from '../services/orders/create-order';
import { acceptOffer, listOffers } from '../services/orders/intellisel';
import { updateResinOrder } from '../services/orders/resin-order-update';
import { authorize } from './authorize';
import { gateway } from './context';
import { actionContext } from './customer.router';
import { errorResponse } from './errors';

/**
 * An order call's outcome as the gateway's answer: 200 with the value, or the refusal's status with
 * `{ code, message, fieldErrors? }` (422 carries its field errors and may name its own code, e.g.
 * NO_CARD_ON_FILE). Also used by the order cases of POST /cofp and PUT /orderupdate.
 */
export function orderAnswer<T>(outcome: OrderOutcome<T>) {
  if (outcome.ok) return { status: 200, body: outcome.value } as const;
  return errorResponse(outcome.status, outcome.code, outcome.message, outcome.status === 422 ? outcome.fieldErrors : undefined);
}

/** §7 calls 23, 26 and 27: Resin order changes, order creation and retention offers. */
export const ordersRouter = gateway.router(gatewayContract.orders, {
  resinOrderUpdate: async ({ body }, platform) => {
    const auth = await authorize(platform, { accounts: accountsIn(gatewayContract.orders.resinOrderUpdate, { body }) });
    if (!auth.ok) return auth.response;
    return orderAnswer(await updateResinOrder(actionContext(platform, auth), body));
  },

  createOrder: async ({ headers, body }, platform) => {
    // A speculative order of a new customer names no account; any live session may price a plan.
    const auth = await authorize(platform, { accounts: accountsIn(gatewayContract.orders.createOrder, { body }) });
    if (!auth.ok) return auth.response;
    // A placed order charges the card: it carries an Idempotency-Key, as a payment does.
    const key = headers['idempotency-key'];
    if (!body.speculative && !key) return errorResponse(400, 'BAD_REQUEST', 'The request is not valid.', { 'headers.idempotency-key': ['Required'] });
    return createOrder(actionContext(platform, auth), body, key);
  },

  intellisel: async ({ body }, platform) => {
    const auth = await authorize(platform, { accounts: accountsIn(gatewayContract.orders.intellisel, { body }) });
    if (!auth.ok) return auth.response;
    const ctx = actionContext(platform, auth);
    if (body.intellisel.acceptOfferId) return orderAnswer(await acceptOffer(ctx, body));
    const locale = pickLocale(localeFromAcceptLanguage(platform.requestHeaders.get('accept-language')));
    return orderAnswer(await listOffers(ctx, body, locale));
  },
});
