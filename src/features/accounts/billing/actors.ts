import type { ActionCallResult, ActionOutcome } from '../../../../machines/rules/account';
import type { BillingRequest, CardCall } from '../../../../machines/rules/billing';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { billingContract } from '../../../../contracts/routes/billing';
import { customerContract } from '../../../../contracts/routes/customer';
import { resultMessageOf } from '../../../gateway/errors';

const accountClient = createGatewayClient(accountRoutes({ billing: billingContract, customer: customerContract }, GATEWAY_ROUTER_OPTIONS));

/**
 * The gateway calls of payments and the wallet (SPEC §7 calls 20 and 24), as the action cycle's
 * `perform`: one result per call; a non-2xx answer throws with the gateway's message (§8 "Raw
 * exceptions are passed through"). A payment carries its attempt's idempotency key.
 */
export async function performBillingAction(request: BillingRequest): Promise<ActionOutcome> {
  switch (request.call) {
    case 'payment': {
      const headers = { ...accountHeaders(), 'idempotency-key': request.idempotencyKey };
      const body = bodyOf(await accountClient.billing.payment({ headers, body: request.body }));
      return { results: [resultOf(body)], data: body };
    }
    case 'cards': {
      // One after the other: the batch stops at the first call that fails outright.
      const answers = [];
      for (const call of request.calls) answers.push(await cardCall(call));
      return { results: answers.map(resultOf), data: answers };
    }
  }
}

async function cardCall(call: CardCall) {
  const headers = accountHeaders();
  switch (call.call) {
    case 'cardUpdate':
      return bodyOf(await accountClient.billing.cardUpdate({ headers, body: call.body }));
    case 'paymentInstrument':
      return bodyOf(await accountClient.billing.paymentInstrument({ headers, body: call.body }));
    case 'series':
      return bodyOf(await accountClient.customer.series({ headers, body: call.body }));
  }
}

const resultOf = (body: { success: boolean; message?: string | undefined; code?: string | undefined }): ActionCallResult => {
  const message = resultMessageOf(body);
  return message === undefined ? { success: body.success } : { success: body.success, message };
};
