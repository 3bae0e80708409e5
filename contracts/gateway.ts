import { initContract } from '@ts-rest/core';
import { analyticsContract } from './routes/analytics';
import { billingContract } from './routes/billing';
import { botCheckContract } from './routes/bot-check';
import { configContract } from './routes/config';
import { customerContract } from './routes/customer';
import { issuesContract } from './routes/issues';
import { lookupContract } from './routes/lookup';
import { mailContract } from './routes/mail';
import { ordersContract } from './routes/orders';
import { sessionContract } from './routes/session';
import { GATEWAY_ROUTER_OPTIONS } from './sign-in-gateway';

const c = initContract();

/**
 * The gateway: every call of SPEC §7, grouped as the spec groups them. The SPA's client and the
 * server's handlers are both built from this one router (ARCHITECTURE §4).
 */
export const gatewayContract = c.router(
  {
    config: configContract,
    session: sessionContract,
    lookup: lookupContract,
    botCheck: botCheckContract,
    customer: customerContract,
    issues: issuesContract,
    billing: billingContract,
    orders: ordersContract,
    analytics: analyticsContract,
    mail: mailContract,
  },
  // §7 call 7 (secure sign-in: popup URL and tokens) has no route here: the SPA talks to the
  // identity provider directly through keycloak-js (ARCHITECTURE §1, §6).
  GATEWAY_ROUTER_OPTIONS,
);

export type TGatewayContract = typeof gatewayContract;
