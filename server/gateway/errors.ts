import { RequestValidationError, TsRestHttpError, TsRestResponse } from '@ts-rest/serverless';
import type { ZodError } from 'zod';
import type { TErrorBody } from '../../contracts/schemas/common';
import type { Logger } from '../log';
import { SESSION_MESSAGES } from '../services/sessions';

/** A typed error answer, for handlers: `return errorResponse(404, 'NOT_FOUND', '…')`. */
export function errorResponse<S extends number>(status: S, code: string, message: string, fieldErrors?: TErrorBody['fieldErrors']) {
  const body: TErrorBody = fieldErrors ? { code, message, fieldErrors } : { code, message };
  return { status, body } as const;
}

function collectFieldErrors(into: Record<string, string[]>, prefix: string, error: ZodError | null) {
  for (const issue of error?.issues ?? []) {
    const key = [prefix, ...issue.path].filter((p) => p !== '').join('.');
    (into[key || prefix] ??= []).push(issue.message);
  }
}

/**
 * Turns what ts-rest throws into the one error body: invalid input is a 400 with field errors,
 * a body that is not JSON is a 400 (ts-rest answers 500 otherwise), anything else is a 500
 * without a stack trace.
 */
export function gatewayErrorHandler(log: Logger) {
  return (error: unknown, request: Request): TsRestResponse => {
    if (error instanceof RequestValidationError) {
      // No usable x-session-id is "not signed in", whatever else is wrong with the request.
      if (error.headersError?.issues.some((issue) => issue.path[0] === 'x-session-id')) {
        const body: TErrorBody = { code: 'SESSION_REQUIRED', message: SESSION_MESSAGES.SESSION_REQUIRED };
        return TsRestResponse.fromJson(body, { status: 401 });
      }
      const fieldErrors: Record<string, string[]> = {};
      collectFieldErrors(fieldErrors, 'pathParams', error.pathParamsError);
      collectFieldErrors(fieldErrors, 'headers', error.headersError);
      collectFieldErrors(fieldErrors, 'query', error.queryError);
      collectFieldErrors(fieldErrors, 'body', error.bodyError);
      const body: TErrorBody = { code: 'BAD_REQUEST', message: 'The request is not valid.', fieldErrors };
      return TsRestResponse.fromJson(body, { status: 400 });
    }
    if (error instanceof SyntaxError) {
      return TsRestResponse.fromJson({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' }, { status: 400 });
    }
    if (error instanceof TsRestHttpError && error.statusCode < 500) {
      const message = typeof error.body?.message === 'string' ? error.body.message : 'The request could not be handled.';
      return TsRestResponse.fromJson({ code: error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message }, { status: error.statusCode });
    }
    log.error('gateway call failed', {
      path: new URL(request.url).pathname,
      error: error instanceof Error ? error.message : String(error),
    });
    return TsRestResponse.fromJson({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
  };
}
