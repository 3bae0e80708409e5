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
