import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { ZErrorBodySchema, ZSessionHeadersSchema, accountErrorResponses } from '../schemas/common';
import {
  ZCardUpdateResponseSchema,
  ZCardUpdateSchema,
  ZIdempotentHeadersSchema,
  ZPaymentInstrumentResponseSchema,
  ZPaymentInstrumentUpdateSchema,
  ZPaymentRequestSchema,
  ZPaymentResponseSchema,
  ZPayoutRequestSchema,
  ZPayoutResponseSchema,
} from '../schemas/billing';

const c = initContract();

/**
 * Money moves are idempotent (ARCHITECTURE §5): 409 while a request with the same
 * Idempotency-Key is still in progress; 422 when the key was used with a different body.
 */
const idempotencyResponses = { 409: ZErrorBodySchema, 422: ZErrorBodySchema } as const;

/** §7 calls 20, 24, 25: cards, payments and refunds. Cards travel as tokens only. */
export const billingContract = c.router({
  cardUpdate: {
    method: 'PUT',
    metadata: owns('body.accountNumber'),
    path: '/cardupdate',
    summary: '§7 call 20: Card update (SERV, EHUB)',
    headers: ZSessionHeadersSchema,
    body: ZCardUpdateSchema,
    responses: { 200: ZCardUpdateResponseSchema, ...accountErrorResponses },
  },
  paymentInstrument: {
    method: 'PUT',
    metadata: owns('body.accountNumber'),
    path: '/payment-instrument',
    summary: '§7 call 20: Card update (RESIN payment instrument)',
    headers: ZSessionHeadersSchema,
    body: ZPaymentInstrumentUpdateSchema,
    responses: { 200: ZPaymentInstrumentResponseSchema, ...accountErrorResponses },
  },
  payment: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/payment',
    summary: '§7 call 24: Payment',
    description: 'A replay with the same Idempotency-Key and body returns the first answer and charges nothing.',
    headers: ZIdempotentHeadersSchema,
    body: ZPaymentRequestSchema,
    responses: { 200: ZPaymentResponseSchema, ...idempotencyResponses, ...accountErrorResponses },
  },
  payout: {
    method: 'POST',
    metadata: owns('body.accountNumber'),
    path: '/payout',
    summary: '§7 call 25: Refund to store credit',
    headers: ZIdempotentHeadersSchema,
    body: ZPayoutRequestSchema,
    responses: { 200: ZPayoutResponseSchema, ...idempotencyResponses, ...accountErrorResponses },
  },
});
