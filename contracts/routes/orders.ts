import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import { ZIdempotentHeadersSchema } from '../schemas/billing';
import {
  ZCreateOrderResponseSchema,
  ZCreateOrderSchema,
  ZResinOrderUpdateSchema,
  ZSuccessResponseSchema,
} from '../schemas/actions';
import { ZIntelliselRequestSchema, ZIntelliselResponseSchema } from '../schemas/intellisel';

const c = initContract();

/** §7 calls 23, 26, 27: Resin order changes, order creation and retention offers. */
export const ordersContract = c.router({
  resinOrderUpdate: {
    method: 'PUT',
    metadata: owns('body.accountNumber'),
    path: '/resinorderupdate',
    summary: '§7 call 23: Resin order update',
    headers: ZSessionHeadersSchema,
    body: ZResinOrderUpdateSchema,
    responses: { 200: ZSuccessResponseSchema, ...accountErrorResponses },
  },
  createOrder: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/order',
    summary: '§7 call 26: Create order (Resin and speculative orders; payload designed)',
    description:
      'A placed order charges the card on file, so it carries an Idempotency-Key (400 without one); a speculative order (a price) needs none.',
    headers: ZSessionHeadersSchema.extend({ 'idempotency-key': ZIdempotentHeadersSchema.shape['idempotency-key'].optional() }),
    body: ZCreateOrderSchema,
    responses: { 200: ZCreateOrderResponseSchema, ...accountErrorResponses },
  },
  intellisel: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/intellisel',
    summary: '§7 call 27: Retention offers (intellisel)',
    description: "401 with a message containing 'Invalid login token' ends the session (§8).",
    headers: ZSessionHeadersSchema,
    body: ZIntelliselRequestSchema,
    responses: { 200: ZIntelliselResponseSchema, ...accountErrorResponses },
  },
});
