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

/** Counts the requests being handled, so a shutdown can wait for them. */
export interface InFlight {
  started(): void;
  finished(): void;
}

export function portalRequestListener(
  app: { fetch: (request: Request, env: never) => Response | Promise<Response> },
  mounts: NodeMount[] = [],
  inFlight?: InFlight,
) {
  const hono = getRequestListener(app.fetch as Parameters<typeof getRequestListener>[0]);
  return (req: IncomingMessage, res: ServerResponse) => {
    const mount = mounts.find((m) => m.owns(req.url));
    inFlight?.started();
    void Promise.resolve(mount ? mount.handle(req, res) : hono(req, res))
      .catch(() => undefined)
      .finally(() => inFlight?.finished());
  };
}

export interface PortalServer extends Server {
  /**
   * Resolves once no request is being handled. `close()` waits for connections only: a handler
   * whose client hung up goes on with its statements, and closing the database under it failed
   * them ("database unavailable" in the log of every bench run's shutdown).
   */
  drained(): Promise<void>;
}

export function createPortalServer(app: Parameters<typeof portalRequestListener>[0], mounts: NodeMount[] = []): PortalServer {
  let handling = 0;
  const waiting: Array<() => void> = [];
  const inFlight: InFlight = {
    started: () => void handling++,
    finished: () => {
      handling--;
      if (handling === 0) for (const resolve of waiting.splice(0)) resolve();
    },
  };
  const server = createServer(portalRequestListener(app, mounts, inFlight)) as PortalServer;
  server.drained = () => (handling === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  return server;
}
