import { initContract } from '@ts-rest/core';
import { owns, ownsWithUnproved } from '../ownership';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import {
  ZLookupRequestSchema,
  ZLookupResponseSchema,
  ZMyloLinkRequestSchema,
  ZMyloLinkResponseSchema,
  ZSecuredCheckRequestSchema,
  ZSecuredCheckResponseSchema,
} from '../schemas/lookup';

const c = initContract();

/**
 * §7 calls 4–6: account lookup and sign-in. Call 7 (secure sign-in: popup URL and tokens) goes to
 * the identity provider through keycloak-js, not through the gateway, so it has no route here.
 */
export const lookupContract = c.router({
  accountLookup: {
    method: 'POST',
    metadata: ownsWithUnproved([], { paths: ['body.payload.acctNbr', 'body.resinAccountNumbers'], reason: 'The lookup proves the account it finds; Resin accounts join the answer only when the session already proved them.' }),
    path: '/GC-call-globalcustomer',
    summary: '§7 call 4: Account lookup',
    description:
      'Binds the accounts found to the session. A not-found lookup answers 200 with the failure shape ' +
      '(globalcustomer[0].recReg.errors[0].code), as the spec does; 429 when rate limited.',
    headers: ZSessionHeadersSchema,
    body: ZLookupRequestSchema,
    responses: { 200: ZLookupResponseSchema, ...accountErrorResponses },
  },
  link: {
    method: 'POST',
    metadata: owns(),
    path: '/mylo',
    summary: '§7 call 5: Linking (subscriptions of a secure identity)',
    headers: ZSessionHeadersSchema,
    body: ZMyloLinkRequestSchema,
    responses: { 200: ZMyloLinkResponseSchema, ...accountErrorResponses },
  },
  // The spec sends call 6 to the same POST /mylo with another body; ts-rest needs a distinct
  // method and path per route, so ours splits it to /mylo/secured.
  securedCheck: {
    method: 'POST',
    metadata: owns(),
    path: '/mylo/secured',
    summary: '§7 call 6: Secured-account check (spec: POST /mylo; split to a distinct path)',
    headers: ZSessionHeadersSchema,
    body: ZSecuredCheckRequestSchema,
    responses: { 200: ZSecuredCheckResponseSchema, ...accountErrorResponses },
  },
});
