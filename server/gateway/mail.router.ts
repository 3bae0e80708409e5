import { accountsIn } from '../../contracts/ownership';
import { gatewayContract } from '../../contracts/gateway';
import { isOrderOfAccount } from '../db/repositories/account-actions';
import { normalizeHost } from '../db/repositories/publishers';
import { CUSTSERV_MESSAGES, sendCustomerServiceMail } from '../services/customer-service-mail';
import { authorize } from './authorize';
import { gateway } from './context';
import { errorResponse } from './errors';

/** §7 call 29: email to customer service. */
export const mailRouter = gateway.router(gatewayContract.mail, {
  custServEmail: async ({ body }, context) => {
    // A session is required, an anonymous one included: the contact form works signed out, and
    // its account number is free text, not an authorisation scope (see the service). The
    // cancel-order email acts on an order, so its account must be the session's.
    const auth = await authorize(context, { accounts: accountsIn(gatewayContract.mail.custServEmail, { body }) });
    if (!auth.ok) return auth.response;
    // The cancel-order email names an order: it must be one the session's account holds or pays for.
    if (body.emailType === 'Send Cancel Order Email' && !(await isOrderOfAccount(context.database, auth.publisher.id, body.orderNumber, body.accountNumber))) {
      return errorResponse(404, 'ORDER_NOT_FOUND', 'No such order on this account.');
    }
    const outcome = await sendCustomerServiceMail(context, {
      publisher: auth.publisher,
      session: auth.session,
      clientAddress: context.clientAddress,
      host: normalizeHost(context.requestHeaders.get('host') ?? ''),
      body,
    });
    switch (outcome.kind) {
      case 'sent':
        return { status: 200, body: { success: true, messageId: outcome.messageId } };
      case 'invalid':
        return errorResponse(400, 'BAD_REQUEST', 'The request is not valid.', outcome.fieldErrors);
      case 'rate-limited':
        context.responseHeaders.set('Retry-After', String(outcome.retryAfterSeconds));
        return errorResponse(429, 'RATE_LIMITED', CUSTSERV_MESSAGES.rateLimited(outcome.retryAfterSeconds));
      case 'not-delivered':
        return errorResponse(500, 'MAIL_NOT_DELIVERED', CUSTSERV_MESSAGES.notDelivered);
    }
  },
});
