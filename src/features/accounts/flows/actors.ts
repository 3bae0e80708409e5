import type { ActionCallResult, ActionOutcome } from '../../../../machines/rules/account';
import type { IssueLookupQuery, IssuesFound, SubscriptionActionRequest } from '../../../../machines/rules/subscription-actions';
import { GATEWAY_ROUTER_OPTIONS } from '../../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../../gateway/account-client';
import { createGatewayClient } from '../../../gateway/client';
import { customerContract } from '../../../../contracts/routes/customer';
import { issuesContract } from '../../../../contracts/routes/issues';
import { resultMessageOf } from '../../../gateway/errors';

const accountClient = createGatewayClient(accountRoutes({ customer: customerContract, issues: issuesContract }, GATEWAY_ROUTER_OPTIONS));

/**
 * The gateway calls of the subscription flows (SPEC §7 calls 12–17), as the action cycle's
 * `perform`: one result per call; a non-2xx answer throws with the gateway's message (§8 "Raw
 * exceptions are passed through"). The answer travels on as `data` for the flow to read.
 */
export async function performSubscriptionAction(request: SubscriptionActionRequest): Promise<ActionOutcome> {
  const headers = accountHeaders();
  switch (request.call) {
    case 'cofp': {
      const body = bodyOf(await accountClient.customer.cofp({ headers, body: request.body }));
      return { results: [resultOf(body)], data: body };
    }
    case 'series': {
      const body = bodyOf(await accountClient.customer.series({ headers, body: request.body }));
      return { results: [resultOf(body)], data: body };
    }
    case 'orderUpdate': {
      const body = bodyOf(await accountClient.customer.orderUpdate({ headers, body: request.body }));
      return { results: [resultOf(body)], data: body };
    }
    case 'issues':
      return lookUpIssues(request.entitled, request.upcoming);
  }
}

const resultOf = (body: { success: boolean; message?: string | undefined; code?: string | undefined }): ActionCallResult => {
  const message = resultMessageOf(body);
  return message === undefined ? { success: body.success } : { success: body.success, message };
};

/** Call 12 for the account when asked, and call 15 once per order; every call must answer isSuccess. */
async function lookUpIssues(entitled: { magCode: string; accountNumber: string; lastIssue: number } | undefined, upcoming: IssueLookupQuery[]) {
  const headers = accountHeaders();
  const [entitledAnswer, ...issueAnswers] = await Promise.all([
    entitled ? accountClient.issues.entitledIssues({ headers, query: entitled }).then(bodyOf) : Promise.resolve(null),
    ...upcoming.map((query) => accountClient.issues.issueLookup({ headers, query }).then(bodyOf)),
  ]);
  const data: IssuesFound = { entitled: entitledAnswer?.issues ?? [], upcoming: issueAnswers.flatMap((a) => a.issues) };
  const results = [...(entitledAnswer ? [entitledAnswer] : []), ...issueAnswers].map((a) => ({ success: a.isSuccess }));
  return { results, data } satisfies ActionOutcome<IssuesFound>;
}
