import { i18n } from '@lingui/core';
import type { TCancelOrderEmailPayload, TCustServEmailResponse } from '../../../../contracts/schemas/mail';
import type { ActionCallResult, ActionOutcome } from '../../../../machines/rules/account';
import type { OrderActionRequest } from '../../../../machines/rules/orders';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { customerContract } from '../../../../contracts/routes/customer';
import { ordersContract } from '../../../../contracts/routes/orders';
import { billingContract } from '../../../../contracts/routes/billing';
import { mailContract } from '../../../../contracts/routes/mail';
import { failureMessageOf, resultMessageOf } from '../../../gateway/errors';

const accountClient = createGatewayClient(accountRoutes({ customer: customerContract, orders: ordersContract, billing: billingContract, mail: mailContract }, GATEWAY_ROUTER_OPTIONS));

/**
 * The gateway calls of the order flows (SPEC §7 calls 19, 21–23, 25–27), as the action cycle's
 * `perform`: one result per call; a non-2xx answer throws with the gateway's message (§8 "Raw
 * exceptions are passed through"), so a 401 'Invalid login token' reaches the cycle as such. The
 * answer travels on as `data` for the flow to read.
 */
export async function performOrderAction(request: OrderActionRequest): Promise<ActionOutcome> {
  const headers = accountHeaders();
  const answer = await call(request, headers);
  return { results: [resultOf(answer)], data: answer };
}

function call(request: OrderActionRequest, headers: ReturnType<typeof accountHeaders>) {
  switch (request.call) {
    case 'cofp':
      return accountClient.customer.cofp({ headers, body: request.body }).then(bodyOf);
    case 'orderUpdate':
      return accountClient.customer.orderUpdate({ headers, body: request.body }).then(bodyOf);
    case 'resinOrderUpdate':
      return accountClient.orders.resinOrderUpdate({ headers, body: request.body }).then(bodyOf);
    case 'payout':
      return accountClient.billing.payout({ headers: { ...headers, 'idempotency-key': request.idempotencyKey }, body: request.body }).then(refusalOrBody);
    case 'createOrder': {
      const keyed = request.idempotencyKey ? { ...headers, 'idempotency-key': request.idempotencyKey } : headers;
      return accountClient.orders.createOrder({ headers: keyed, body: request.body }).then(refusalOrBody);
    }
    case 'intellisel': {
      // Offers come in the reader's language (Accept-Language): the portal's, not the browser's.
      const localized = { ...headers, 'accept-language': i18n.locale };
      return accountClient.orders.intellisel({ headers: localized, body: request.body }).then(bodyOf);
    }
  }
}

/**
 * A money call's answer: a business refusal (4xx but 401 and 409) becomes success false with the
 * gateway's message, because the gateway stores it under the key and the flow must take a new key
 * to try again (ARCHITECTURE §5); 401 (the session), 409 (still processing) and 5xx still throw,
 * and the flow keeps its key for them. The text shown is the same either way (§8 generic: message).
 */
function refusalOrBody<T extends { status: number; body: unknown }>(answer: T): { success: boolean; message?: string; code?: string } {
  const { status } = answer;
  if (status >= 400 && status < 500 && status !== 401 && status !== 409) {
    return { success: false, message: failureMessageOf(status, answer.body) };
  }
  return bodyOf(answer) as { success: boolean; message?: string; code?: string };
}

const resultOf = (body: { success: boolean; message?: string | undefined; code?: string | undefined }): ActionCallResult => {
  const message = resultMessageOf(body);
  return message === undefined ? { success: body.success } : { success: body.success, message };
};

/** §7 call 29 with the cancel-order payload (§4); success means HTTP 200. */
export async function sendCancelOrderEmail(payload: TCancelOrderEmailPayload): Promise<TCustServEmailResponse> {
  return bodyOf(await accountClient.mail.custServEmail({ headers: accountHeaders(), body: payload }));
}
