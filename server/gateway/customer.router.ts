import { accountsIn } from '../../contracts/ownership';
import { gatewayContract } from '../../contracts/gateway';
import { findPublisherByExactHost, type PublisherRef } from '../db/repositories/publishers';
import { mailedOrigin, requestOrigin } from '../http/origin';
import { PORTAL_CLIENT_ID } from '../idp/realm';
import { localeFromAcceptLanguage, pickLocale } from '../idp/messages';
import { accountActivity } from '../services/account-activity';
import { queueChangeConfirmation, type ChangeNoticeDeps } from '../services/account-change-mail';
import { changeAddress } from '../services/account-actions/change-address';
import { changeEmail } from '../services/account-actions/change-email';
import type { ActionContext, Outcome, Refusal } from '../services/account-actions/common';
import { extendSubscription } from '../services/account-actions/extension';
import { sendPasswordReset } from '../services/account-actions/password-reset';
import { savePreferences } from '../services/account-actions/preferences';
import { requestReplacement } from '../services/account-actions/replacement';
import { resumeDelivery } from '../services/account-actions/resume';
import { updateSeries } from '../services/account-actions/series-update';
import { updateCard } from '../services/billing/card-update';
import { billingAnswer } from '../services/billing/common';
import { suspendDelivery } from '../services/account-actions/suspend';
import { startAutoRenew, stopAutoRenew } from '../services/orders/auto-renew';
import { changeOrder } from '../services/orders/order-change';
import { requestRenewal } from '../services/orders/renewal';
import { stopCharge } from '../services/orders/stop-charge';
import { authorize, type Authorized } from './authorize';
import { gateway, requestHost, type GatewayContext } from './context';
import { errorResponse } from './errors';
import { orderAnswer } from './orders.router';

const routes = gatewayContract.customer;

/** A service's refusal as the gateway's error body: the readable text is in `message`. */
export function refusalResponse(refusal: Refusal) {
  return errorResponse(refusal.status, refusal.code, refusal.message, refusal.status === 422 ? refusal.fieldErrors : undefined);
}

export function ok<T>(outcome: Outcome<T>) {
  return outcome.ok ? ({ status: 200, body: outcome.value } as const) : refusalResponse(outcome);
}

/** How the gateway's mail to a subscriber is addressed: the request's language, the publisher's sender. */
export function noticeDeps(context: Pick<GatewayContext, 'database' | 'mailFrom' | 'requestHeaders'>, publisher: PublisherRef): ChangeNoticeDeps {
  return {
    database: context.database,
    publisher,
    locale: pickLocale(localeFromAcceptLanguage(context.requestHeaders.get('accept-language'))),
    host: requestHost(context.requestHeaders),
    mailFrom: context.mailFrom,
  };
}

/**
 * The origin a mailed link leads to (a reset link, the owner's undo link), or null. Only a host the
 * publisher lists may name it (the session fallback to the default publisher would let any Host
 * header write the link); scheme and port come from configuration, never from the request (a Host of
 * localhost:6666 stays ours).
 */
export async function mailedLinkOrigin(
  context: Pick<GatewayContext, 'database' | 'publicOrigin' | 'requestHeaders' | 'requestUrl'>,
  publisher: PublisherRef,
): Promise<string | null> {
  const site = await findPublisherByExactHost(context.database, context.requestHeaders.get('host') ?? '');
  if (site?.id !== publisher.id) return null;
  return context.publicOrigin ? mailedOrigin(requestHost(context.requestHeaders), context.publicOrigin) : requestOrigin({ url: context.requestUrl, headers: context.requestHeaders });
}

/**
 * What an account action runs with: the authorised session and publisher, and the confirmation
 * mail of each change in the language the request asks for (the SPA sends its own).
 */
export function actionContext(
  context: Pick<GatewayContext, 'database' | 'policy' | 'mailFrom' | 'requestHeaders'>,
  auth: Extract<Authorized, { ok: true }>,
): ActionContext {
  const { database, policy } = context;
  const notice = { ...noticeDeps(context, auth.publisher), policy };
  return {
    database,
    policy,
    publisher: auth.publisher,
    session: auth.session,
    confirmChange: (customer, change) => queueChangeConfirmation(notice, customer, change),
  };
}


/** §7 calls 8–11, 13, 14, 16–22 (auto-renew, stop charge and order change are in services/orders). */
export const customerRouter = gateway.router(routes, {
  changeAddress: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.changeAddress, { body }) });
    if (!auth.ok) return auth.response;
    return ok(await changeAddress(actionContext(context, auth), body));
  },

  renewal: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.renewal, { body }) });
    if (!auth.ok) return auth.response;
    return orderAnswer(await requestRenewal(actionContext(context, auth), body));
  },

  activity: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.activity, { body }) });
    if (!auth.ok) return auth.response;
    return ok(await accountActivity(actionContext(context, auth), body));
  },

  changeEmail: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.changeEmail, { body }) });
    if (!auth.ok) return auth.response;
    return ok(await changeEmail(actionContext(context, auth), body));
  },

  passwordReset: async ({ body }, context) => {
    const auth = await authorize(context);
    if (!auth.ok) return auth.response;
    if (body.clientId !== PORTAL_CLIENT_ID) {
      return errorResponse(400, 'BAD_REQUEST', 'The request is not valid.', { 'body.clientId': ['Unknown client.'] });
    }
    const origin = await mailedLinkOrigin(context, auth.publisher);
    if (!origin) return errorResponse(400, 'PASSWORD_RESET_UNAVAILABLE', 'Password resets are not available on this address.');
    const outcome = await sendPasswordReset(actionContext(context, auth), {
      clientAddress: context.clientAddress,
      email: body.email,
      origin,
      locale: pickLocale(localeFromAcceptLanguage(context.requestHeaders.get('accept-language'))),
      mailer: context.mailer,
      mailFrom: context.mailFrom,
      onMailError: (error) =>
        context.log.error('password-reset mail failed', { error: error instanceof Error ? error.message : String(error) }),
    });
    if (outcome.kind === 'rate-limited') {
      context.responseHeaders.set('Retry-After', String(outcome.retryAfterSeconds));
      return errorResponse(429, 'RATE_LIMITED', `Too many password reset requests. Please wait ${Math.ceil(outcome.retryAfterSeconds / 60)} minutes and try again.`);
    }
    return { status: 200, body: { success: true } };
  },

  cofp: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.cofp, { body }) });
    if (!auth.ok) return auth.response;
    const ctx = actionContext(context, auth);
    switch (body.action) {
      case 'preferences':
        return ok(await savePreferences(ctx, body));
      case 'replacement':
        return ok(await requestReplacement(ctx, body));
      case 'suspend':
        return ok(await suspendDelivery(ctx, { ...body, via: 'cofp' }));
      case 'resume':
        return ok(await resumeDelivery(ctx, { ...body, via: 'cofp' }));
      case 'autoRenewStop':
        return orderAnswer(await stopAutoRenew(ctx, body));
      case 'autoRenewStart':
        return orderAnswer(await startAutoRenew(ctx, body));
    }
  },

  orderUpdate: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.orderUpdate, { body }) });
    if (!auth.ok) return auth.response;
    if (body.action === 'stopCharge') return orderAnswer(await stopCharge(actionContext(context, auth), body));
    if (body.action === 'orderChange') return orderAnswer(await changeOrder(actionContext(context, auth), body));
    const { accountNumber, prodIdAlias, order } = body;
    return ok(await extendSubscription(actionContext(context, auth), { accountNumber, prodIdAlias, ...order }));
  },

  series: async ({ body }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(routes.series, { body }) });
    if (!auth.ok) return auth.response;
    const ctx = actionContext(context, auth);
    switch (body.updateType) {
      case 'suspendresume': {
        const { recipAccountNumber: accountNumber, prodIdAlias, planCode } = body;
        if (body.suspendSwitch === 'N') return ok(await resumeDelivery(ctx, { accountNumber, prodIdAlias, planCode, via: 'series' }));
        return ok(
          await suspendDelivery(ctx, {
            accountNumber,
            prodIdAlias,
            planCode,
            via: 'series',
            resumeServiceDate: body.resumeServiceDate,
            shipFrequency: body.shipFrequency,
          }),
        );
      }
      case 'seriesupdate':
        return ok(await updateSeries(ctx, body));
      case 'cardupdate': {
        const { recipAccountNumber: accountNumber, prodIdAlias, planCode, updateType: _, ...card } = body;
        const outcome = await updateCard(ctx, { via: 'series', accountNumber, prodIdAlias, systemCode: 'SERVPF', card, planCode });
        return billingAnswer(outcome.ok ? { ok: true, value: { success: true, message: 'Your card has been updated.' } } : outcome);
      }
    }
  },
});
