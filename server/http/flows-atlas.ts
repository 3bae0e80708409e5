import type { Hono, MiddlewareHandler } from 'hono';

/**
 * Whether /flows (the flow atlas, for analysts) is served on a host: FLOWS_ATLAS is `on` (the
 * default, as in the demo), `off` for the whole deployment, or a comma-separated list of the host
 * names that serve it (every other publisher's host answers 404). The atlas shows how the portal
 * works, not any account data; a publisher may still not want it public.
 */
export type FlowsAtlasSetting = 'on' | 'off' | readonly string[];

export function parseFlowsAtlas(value: string | undefined): FlowsAtlasSetting {
  const text = (value ?? 'on').trim().toLowerCase();
  if (text === '' || text === 'on') return 'on';
  if (text === 'off') return 'off';
  return text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

export function flowsAtlasServed(setting: FlowsAtlasSetting, host: string): boolean {
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return setting.includes(name);
}

/** Answers 404 for /flows and /flows/* where the atlas is off (before the SPA's catch-all). */
export function mountFlowsAtlasSwitch(app: Hono, setting: FlowsAtlasSetting) {
  if (setting === 'on') return;
  const guard: MiddlewareHandler = async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (flowsAtlasServed(setting, host)) return next();
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  };
  app.use('/flows', guard);
  app.use('/flows/*', guard);
}
