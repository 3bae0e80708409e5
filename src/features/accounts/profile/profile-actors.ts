import type { TCofpResponse, TEmailChangePayload, TPasswordResetPayload } from '../../../../contracts/schemas/actions';
import type { SavedPermissions } from '../../../../machines/flows/email-preferences.machine';
import type { ActionOutcome } from '../../../../machines/rules/account';
import type { AddressChangeRequest, PreferencesRequest } from '../../../../machines/rules/profile-actions';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { customerContract } from '../../../../contracts/routes/customer';
import { resultMessageOf } from '../../../gateway/errors';

const accountClient = createGatewayClient(accountRoutes({ customer: customerContract }, GATEWAY_ROUTER_OPTIONS));

/**
 * The gateway calls of the customer's own details (§7 calls 8–11), as the generic action cycle's
 * `perform`: each resolves with one result per call (§4 batch) and rejects with the gateway's
 * message when a call fails outright (non-2xx, network).
 */

/** Call 8: one POST /cofa with one payload per account; its answer is the flow's data. */
export async function changeAddress(request: AddressChangeRequest): Promise<ActionOutcome> {
  const answer = bodyOf(await accountClient.customer.changeAddress({ headers: accountHeaders(), body: request.payloads }));
  return {
    results: answer.results.map((result) => {
      const message = resultMessageOf(result);
      return { success: result.success, ...(message ? { message } : {}) };
    }),
    data: answer,
  };
}

/** Call 9: one POST /cofe per account (the email change and the automatic email add). */
export async function changeEmail(payloads: TEmailChangePayload[]): Promise<ActionOutcome> {
  const answers = await Promise.all(payloads.map((body) => accountClient.customer.changeEmail({ headers: accountHeaders(), body }).then(bodyOf)));
  return { results: answers.map(({ success, message }) => ({ success, ...(!success && message ? { message } : {}) })) };
}

/** Call 10: POST /passwordreset. */
export async function resetPassword(body: TPasswordResetPayload): Promise<ActionOutcome> {
  const answer = bodyOf(await accountClient.customer.passwordReset({ headers: accountHeaders(), body }));
  return { results: [{ success: answer.success }] };
}

/** Call 11: one POST /cofp (preferences) per customer with a change; the answers carry the saved flags (§4). */
export async function savePreferences(requests: PreferencesRequest[]): Promise<ActionOutcome<SavedPermissions[]>> {
  const answers = await Promise.all(requests.map((body) => accountClient.customer.cofp({ headers: accountHeaders(), body }).then(bodyOf)));
  return {
    results: answers.map(({ success, message }) => ({ success, ...(!success && message ? { message } : {}) })),
    data: answers.map((answer, i) => savedOf(answer, requests[i]!)),
  };
}

function savedOf(answer: TCofpResponse, request: PreferencesRequest): SavedPermissions {
  return {
    accountNumber: answer.accountNumber ?? request.accountNumber,
    prodIdAlias: answer.prodIdAlias ?? request.prodIdAlias,
    permissions: answer.permissions ?? request.permissions,
  };
}
