import { initContract } from '@ts-rest/core';
import { ownsWithUnproved } from '../ownership';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import { ZCustServEmailRequestSchema, ZCustServEmailResponseSchema } from '../schemas/mail';

const c = initContract();

/** §7 call 29: email to customer service. */
export const mailContract = c.router({
  // The spec does not show this call's path ("sent through a mail service"): /custserv-email is ours.
  custServEmail: {
    method: 'POST',
    metadata: ownsWithUnproved(['body.accountNumber'], { paths: ['body.emailContent.accountNumber', 'body.customer.accountNumber'], reason: 'What a visitor typed into the contact form: mailed to customer service marked as not verified, never acted on.' }),
    path: '/custserv-email',
    summary: '§7 call 29: Email to customer service (path designed)',
    headers: ZSessionHeadersSchema,
    body: ZCustServEmailRequestSchema,
    responses: { 200: ZCustServEmailResponseSchema, ...accountErrorResponses },
  },
});
