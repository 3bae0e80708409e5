import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { z } from 'zod';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import {
  ZAddressChangeRequestSchema,
  ZAddressChangeResponseSchema,
  ZCofpRequestSchema,
  ZCofpResponseSchema,
  ZEmailChangePayloadSchema,
  ZOrderUpdateRequestSchema,
  ZOrderUpdateResponseSchema,
  ZPasswordResetPayloadSchema,
  ZRenewalRequestSchema,
  ZRenewalResponseSchema,
  ZSeriesRequestSchema,
  ZSeriesResponseSchema,
  ZSuccessResponseSchema,
} from '../schemas/actions';
import { ZActivityRequestSchema, ZActivityResponseSchema } from '../schemas/activity';

const c = initContract();

/**
 * §7 calls 8–11, 13, 14, 16–19, 21, 22: changes to the customer and their subscriptions.
 *
 * The spec reuses one method and path for several calls with different bodies: POST /cofp
 * (calls 11, 14, 16, 17, 21), PUT /orderupdate (13, 19, 22) and PUT /series (16, 17, 18, 20 for
 * SERVPF). ts-rest allows one route per method and path, so each is ONE route whose body is a
 * discriminated union: `action` for /cofp and /orderupdate (our field), `updateType` for /series
 * (the spec's own field). The gateway dispatches on the discriminator.
 */
export const customerContract = c.router({
  changeAddress: {
    method: 'POST',
    metadata: owns('body.*.accountNumber'),
    path: '/cofa',
    summary: '§7 call 8: Address change (one payload per account)',
    headers: ZSessionHeadersSchema,
    body: ZAddressChangeRequestSchema,
    responses: { 200: ZAddressChangeResponseSchema, ...accountErrorResponses },
  },
  changeEmail: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/cofe',
    summary: '§7 call 9: Email change (one call per account; also the automatic email add)',
    headers: ZSessionHeadersSchema,
    body: ZEmailChangePayloadSchema,
    responses: { 200: ZSuccessResponseSchema, ...accountErrorResponses },
  },
  passwordReset: {
    method: 'POST',
    metadata: owns(),
    path: '/passwordreset',
    summary: '§7 call 10: Password reset',
    description: 'Answers success whether or not the email is known, so it reveals no accounts.',
    headers: ZSessionHeadersSchema,
    body: ZPasswordResetPayloadSchema,
    responses: { 200: z.object({ success: z.boolean() }), ...accountErrorResponses },
  },
  cofp: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/cofp',
    summary:
      '§7 calls 11, 14, 16, 17, 21: Preferences, replacement, suspend (SERV), resume (SERV), auto-renew (body by action)',
    headers: ZSessionHeadersSchema,
    body: ZCofpRequestSchema,
    responses: { 200: ZCofpResponseSchema, ...accountErrorResponses },
  },
  orderUpdate: {
    method: 'PUT',
    metadata: owns('body.accountNumber', 'body.order.orderItems.*.shipToAccountNumber'),
    path: '/orderupdate',
    summary: '§7 calls 13, 19, 22: Extension, stop charge, order change (body by action)',
    headers: ZSessionHeadersSchema,
    body: ZOrderUpdateRequestSchema,
    responses: { 200: ZOrderUpdateResponseSchema, ...accountErrorResponses },
  },
  renewal: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/renewal',
    summary: 'Designed: the bill of one more term of an order (renewal in the portal); paying it renews the order',
    description: 'Asked again while the bill is open, it answers the same bill.',
    headers: ZSessionHeadersSchema,
    body: ZRenewalRequestSchema,
    responses: { 200: ZRenewalResponseSchema, ...accountErrorResponses },
  },
  activity: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/activity',
    summary: 'Designed: the account activity, newest first',
    description: 'Everything done on the account through the portal: payments, refunds, changes and requests to customer service.',
    headers: ZSessionHeadersSchema,
    body: ZActivityRequestSchema,
    responses: { 200: ZActivityResponseSchema, ...accountErrorResponses },
  },
  series: {
    method: 'PUT',
    metadata: owns('body.recipAccountNumber'),
    path: '/series',
    summary: '§7 calls 16, 17, 18, 20 (SERVPF): Suspend/resume, series update, plan card (body by updateType)',
    headers: ZSessionHeadersSchema,
    body: ZSeriesRequestSchema,
    responses: { 200: ZSeriesResponseSchema, ...accountErrorResponses },
  },
});
