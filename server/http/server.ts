import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/**
 * The one HTTP server of the portal (ARCHITECTURE §1): the identity provider's paths go to it at
 * the Node level (oidc-provider is a Koa app that needs the Node request), everything else to the
 * Hono app (gateway, health, SPA).
 */
export interface NodeMount {
  owns(url: string | undefined): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function portalRequestListener(app: { fetch: (request: Request, env: never) => Response | Promise<Response> }, mounts: NodeMount[] = []) {
  const hono = getRequestListener(app.fetch as Parameters<typeof getRequestListener>[0]);
  return (req: IncomingMessage, res: ServerResponse) => {
    const mount = mounts.find((m) => m.owns(req.url));
    void (mount ? mount.handle(req, res) : hono(req, res));
  };
}

export function createPortalServer(app: Parameters<typeof portalRequestListener>[0], mounts: NodeMount[] = []): Server {
  return createServer(portalRequestListener(app, mounts));
}
