import {
  checkZodSchema,
  isAppRoute,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  TsRestResponseError,
  validateResponse,
  type AppRoute,
  type AppRouter,
} from '@ts-rest/core';
import { RequestValidationError, TsRestRequest } from '@ts-rest/serverless/fetch';

/**
 * One gateway call as the HTTP layer received it: no fetch `Request`, no body stream (issue 15:
 * building two Requests, reading the body through web streams and answering through a streamed
 * Response cost about a fifth of a refetch).
 */
export interface GatewayCall {
  method: string;
  /** The whole URL: scheme, host, path and query. */
  url: string;
  headers: Headers;
  /** The body as sent (GET and HEAD: undefined). */
  body: string | undefined;
  /** Minted by the HTTP layer (a client's X-Request-Id is not trusted); error answers carry it. */
  requestId: string;
}

/** The answer, ready to write: a JSON text, another content type's text, or none. */
export interface GatewayAnswer {
  status: number;
  headers: Headers;
  body: string | null;
}

/** What a handler returns, or a thrown `TsRestResponseError` carries. */
interface HandlerResult {
  status: number | string;
  body: unknown;
}

/** A handler of the router, as ts-rest's serverless router calls it. */
type Handler = (
  args: { params: unknown; body: unknown; query: unknown; headers: unknown },
  platform: object,
) => Promise<HandlerResult> | HandlerResult;

interface Route {
  method: string;
  pattern: RegExp;
  appRoute: AppRoute;
  handler: Handler;
}

export interface DispatchOptions {
  /** Check every answer against its contract before it leaves (development and tests). */
  responseValidation: boolean;
  /** Turns anything a call throws (invalid input included) into its answer. */
  errorHandler: (error: unknown, call: GatewayCall) => GatewayAnswer;
}

/**
 * `/footer/countries/:countryFile` → a pattern with a named group per parameter, as ts-rest's
 * router (itty-router) matched them: a parameter is one path segment, taken as sent (not
 * decoded); trailing slashes are allowed.
 */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+?)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/*$`);
}

/** Pairs each route of the contract with its handler (the compiler already proved every route has one). */
function routesOf(contract: AppRouter | AppRoute, implementation: unknown, into: Route[] = []): Route[] {
  if (isAppRoute(contract)) {
    if (typeof implementation !== 'function') throw new Error(`No handler for ${contract.method} ${contract.path}`);
    into.push({ method: contract.method, pattern: routePattern(contract.path), appRoute: contract, handler: implementation as Handler });
    return into;
  }
  for (const [key, child] of Object.entries(contract)) routesOf(child, (implementation as Record<string, unknown>)[key], into);
  return into;
}

/** A query string as ts-rest's router gave it: one value a string, a repeated key an array. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of search) {
    const before = query[key];
    query[key] = before === undefined ? value : ([] as string[]).concat(before, value);
  }
  return query;
}

/** The body as ts-rest read it: JSON or text by its content type, otherwise none. Bad JSON throws SyntaxError. */
function contentOf(call: GatewayCall): unknown {
  if (call.body === undefined) return undefined;
  const type = call.headers.get('content-type');
  if (type?.includes('json')) return JSON.parse(call.body);
  if (type?.startsWith('text/')) return call.body;
  return undefined;
}

function headerObject(headers: Headers): Record<string, string> {
  const object: Record<string, string> = {};
  headers.forEach((value, key) => {
    object[key] = value;
  });
  return object;
}

/**
 * The gateway's router over `GatewayCall`s, with the semantics of ts-rest's serverless router it
 * replaces: the same matching, request validation (path, headers, query, body), handler
 * arguments, response validation and body encoding; errors go to `errorHandler`. A call no route
 * answers is a NOT_FOUND, as before.
 */
export function createGatewayDispatcher<Context extends object>(contract: AppRouter, router: unknown, options: DispatchOptions) {
  const routes = routesOf(contract, router);

  async function answer(route: Route, params: Record<string, string>, url: URL, call: GatewayCall, context: Context): Promise<GatewayAnswer> {
    const { appRoute } = route;
    const paramsResult = checkZodSchema(params, appRoute.pathParams, { passThroughExtraKeys: true });
    const headersResult = checkZodSchema(headerObject(call.headers), appRoute.headers, { passThroughExtraKeys: true });
    const queryResult = checkZodSchema(queryOf(url.searchParams), appRoute.query);
    const bodyResult = checkZodSchema(contentOf(call), 'body' in appRoute ? appRoute.body : null);
    if (!paramsResult.success || !headersResult.success || !queryResult.success || !bodyResult.success) {
      throw new RequestValidationError(
        paramsResult.success ? null : paramsResult.error,
        headersResult.success ? null : headersResult.error,
        queryResult.success ? null : queryResult.error,
        bodyResult.success ? null : bodyResult.error,
      );
    }
    const responseHeaders = new Headers();
    let request: TsRestRequest | undefined;
    const platform = {
      ...context,
      appRoute,
      responseHeaders,
      // ts-rest's handlers may read the fetch Request; ours read `requestHeaders` and `requestUrl`. Built only if read.
      get request() {
        return (request ??= new TsRestRequest(call.url, { method: call.method, headers: call.headers }));
      },
    };
    let result: HandlerResult;
    try {
      result = await route.handler({ params: paramsResult.data, body: bodyResult.data, query: queryResult.data, headers: headersResult.data }, platform);
    } catch (error) {
      if (!(error instanceof TsRestResponseError)) throw error;
      result = { status: error.statusCode, body: error.body };
    }
    const status = Number(result.status);
    const body = options.responseValidation ? validateResponse({ appRoute, response: { status, body: result.body } }).body : result.body;
    const responseType = appRoute.responses[status];
    if (responseType !== undefined && isAppRouteNoBody(responseType)) return { status, headers: responseHeaders, body: null };
    if (responseType !== undefined && isAppRouteOtherResponse(responseType)) {
      responseHeaders.set('content-type', responseType.contentType);
      return { status, headers: responseHeaders, body: String(body) };
    }
    responseHeaders.set('content-type', 'application/json');
    return { status, headers: responseHeaders, body: JSON.stringify(body) };
  }

  return async (call: GatewayCall, context: Context): Promise<GatewayAnswer | null> => {
    const url = new URL(call.url);
    for (const route of routes) {
      if (route.method !== call.method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      try {
        return await answer(route, { ...match.groups }, url, call, context);
      } catch (error) {
        return options.errorHandler(error, call);
      }
    }
    return null;
  };
}
