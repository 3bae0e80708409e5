import { RequestValidationError } from '@ts-rest/serverless';
import type { ZodError } from 'zod';
import type { TErrorCode } from '../../contracts/error-codes';
import type { TErrorBody } from '../../contracts/schemas/common';
import type { Logger } from '../log';
import { isDatabaseUnavailable } from '../db';
import { SESSION_MESSAGES } from '../services/sessions';
import type { GatewayAnswer, GatewayCall } from './dispatch';

/** What a 503 asks the client to wait. */
const RETRY_AFTER_SECONDS = 2;

/** A typed error answer, for handlers: `return errorResponse(404, 'NOT_FOUND', '…')`. */
export function errorResponse<S extends number>(status: S, code: TErrorCode, message: string, fieldErrors?: TErrorBody['fieldErrors']) {
  const body: TErrorBody = fieldErrors ? { code, message, fieldErrors } : { code, message };
  return { status, body } as const;
}

function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): GatewayAnswer {
  return { status, headers: new Headers({ ...headers, 'content-type': 'application/json' }), body: JSON.stringify(body) };
}

function collectFieldErrors(into: Record<string, string[]>, prefix: string, error: ZodError | null) {
  for (const issue of error?.issues ?? []) {
    const key = [prefix, ...issue.path].filter((p) => p !== '').join('.');
    (into[key || prefix] ??= []).push(issue.message);
  }
}

/**
 * Turns what a call throws into the one error body: invalid input is a 400 with field errors,
 * a body that is not JSON is a 400 (ts-rest answers 500 otherwise), a database that cannot answer
 * (a terminated connection, a full pool) is a 503 with Retry-After, anything else is a 500 whose
 * stack is logged, never answered. Both carry the request id.
 */
export function gatewayErrorHandler(log: Logger) {
  return (error: unknown, call: GatewayCall): GatewayAnswer => {
    if (error instanceof RequestValidationError) {
      // No usable x-session-id is "not signed in", whatever else is wrong with the request.
      if (error.headersError?.issues.some((issue) => issue.path[0] === 'x-session-id')) {
        const body: TErrorBody = { code: 'SESSION_REQUIRED', message: SESSION_MESSAGES.SESSION_REQUIRED };
        return jsonAnswer(body, 401);
      }
      const fieldErrors: Record<string, string[]> = {};
      collectFieldErrors(fieldErrors, 'pathParams', error.pathParamsError);
      collectFieldErrors(fieldErrors, 'headers', error.headersError);
      collectFieldErrors(fieldErrors, 'query', error.queryError);
      collectFieldErrors(fieldErrors, 'body', error.bodyError);
      const body: TErrorBody = { code: 'BAD_REQUEST', message: 'The request is not valid.', fieldErrors };
      return jsonAnswer(body, 400);
    }
    if (error instanceof SyntaxError) {
      return jsonAnswer({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' }, 400);
    }
    const { requestId } = call;
    const path = new URL(call.url).pathname;
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { requestId, path, error: error instanceof Error ? error.message : String(error) });
      const body: TErrorBody = { code: 'UNAVAILABLE', message: 'The service is busy. Please try again in a moment.', requestId };
      return jsonAnswer(body, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    // The stack says where; the request id ties it to the answer the user saw.
    log.error('gateway call failed', {
      requestId,
      path,
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    });
    const body: TErrorBody = { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId };
    return jsonAnswer(body, 500);
  };
}
