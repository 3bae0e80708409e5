import { initContract } from '@ts-rest/core';
import { mailContract } from '../../../contracts/routes/mail';
import type { TAdminConfig } from '../../../contracts/schemas/config';
import type { TContactEmailPayload, TCustServEmailResponse } from '../../../contracts/schemas/mail';
import { GATEWAY_ROUTER_OPTIONS } from '../../../contracts/sign-in-gateway';
import type { ContactFailureCode, ContactSubject } from '../../../machines/flows/contact-form.machine';
import { createGatewayClient } from '../../gateway/client';
import { errorMessageOf } from '../../gateway/errors';
import { rememberSessionId } from '../../gateway/session-id';
import { sessionHeaders } from '../session/actors';

/**
 * The contact-form machine's actors. The mail call has a client of its own (one route), so
 * /loginCS does not load the schemas of the whole gateway.
 */
const mailClient = createGatewayClient(initContract().router({ mail: mailContract }, GATEWAY_ROUTER_OPTIONS));

/** The configured subjects of a product (§4 "reloads the subject list for that product"). */
export function subjectsOf(adminConfig: TAdminConfig, prodIdAlias: string): ContactSubject[] {
  return adminConfig.CustomerService.Products.find((p) => p.prodIdAlias === prodIdAlias)?.subjects ?? [];
}

export class ContactSendError extends Error {
  constructor(readonly code: ContactFailureCode, message: string) {
    super(message);
    this.name = 'ContactSendError';
  }
}

function failureCode(status: number): ContactFailureCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'SESSION_REQUIRED';
  if (status === 400 || status === 403) return 'REJECTED';
  return 'SEND_FAILED';
}

const isUnknownSession = (status: number, body: unknown) => {
  const { code } = errorMessageOf(status, body);
  return status === 401 && (code === 'SESSION_REQUIRED' || code === 'SESSION_EXPIRED');
};

/**
 * §7 call 29; resolves on 200 only. A signed-out visitor whose anonymous session the server no
 * longer knows gets a new one and the message is sent once more; a signed-in user's session is
 * never replaced here (that would drop the accounts it proved).
 */
export async function sendCustServEmail(payload: TContactEmailPayload, signedIn: boolean): Promise<TCustServEmailResponse> {
  const call = async () => mailClient.mail.custServEmail({ headers: await sessionHeaders(), body: payload });
  let answer = await call().catch(() => null);
  if (answer && !signedIn && isUnknownSession(answer.status, answer.body)) {
    rememberSessionId(null);
    answer = await call().catch(() => null);
  }
  if (!answer) throw new ContactSendError('SEND_FAILED', 'The gateway could not be reached.');
  if (answer.status === 200) return answer.body;
  throw new ContactSendError(failureCode(answer.status), errorMessageOf(answer.status, answer.body).message);
}
