import { fromPromise } from 'xstate';
import type { AccountActivityEntry, AccountActivityInput } from '../../../../machines/flows/account-activity.machine';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { customerContract } from '../../../../contracts/routes/customer';

const accountClient = createGatewayClient(accountRoutes({ customer: customerContract }, GATEWAY_ROUTER_OPTIONS));

/** The gateway's /activity of each account, one call per account; a failed call fails the load. */
export const loadActivity = fromPromise<AccountActivityEntry[], AccountActivityInput>(async ({ input }) => {
  const headers = accountHeaders();
  const answers = await Promise.all(
    input.accountNumbers.map(async (accountNumber) => {
      const body = bodyOf(await accountClient.customer.activity({ headers, body: { accountNumber } }));
      return body.entries.map((entry) => ({ ...entry, accountNumber }));
    }),
  );
  return answers.flat();
});
