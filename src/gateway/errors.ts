import { isErrorCode } from '../../contracts/error-codes';
import { isInvalidLoginToken } from '../../machines/rules/sign-in';

/** A failed gateway call as the spec's server-error page shows it: a message and the URL. */
export class GatewayCallError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayCallError';
  }
}

/** The readable message of a non-2xx answer: the error body's message, else the status. */
export function errorMessageOf(status: number, body: unknown): { message: string; code?: string } {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    return code ? { message: body.message, code } : { message: body.message };
  }
  return { message: `HTTP ${status}` };
}

/**
 * What a refused call passes on as its message (issue 17 item 1): the action cycle carries a
 * message only, so it carries the refusal's code, which the screen says in the subscriber's
 * language (gateway/refusal-messages.ts). The gateway's English message stays in the server's
 * logs (and in the Error's cause). A message with 'Invalid login token' stays as it is: §8 ends
 * the session on those words.
 */
export function failureMessageOf(status: number, body: unknown): string {
  const { message, code } = errorMessageOf(status, body);
  if (isInvalidLoginToken(message)) return message;
  return isErrorCode(code) ? code : message;
}

/** The message of a result that answered success false: its code when it names one (see failureMessageOf). */
export function resultMessageOf(body: { message?: string | undefined; code?: string | undefined }): string | undefined {
  return isErrorCode(body.code) ? body.code : body.message;
}
