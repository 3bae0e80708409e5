import type { TAdminConfig, TClientConfig } from '../../../contracts/schemas/config';

/**
 * The configuration the server writes into the page (server/http/spa.ts, issue 15): its own answers
 * to /api/discovery and, when the admin configuration comes from this gateway, to AdminConfig. Read
 * from the page, they save two calls and a round trip before the first screen.
 */
export interface InlineConfig {
  clientConfig: TClientConfig;
  adminConfig?: TAdminConfig;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const INLINE_CONFIG_ELEMENT_ID = 'portal-config';

let cached: InlineConfig | null | undefined;

/** The configuration written into the page, or null when there is none or it cannot be read. */
export function readInlineConfig(doc: Pick<Document, 'getElementById'> = document): InlineConfig | null {
  if (cached !== undefined) return cached;
  cached = null;
  const text = doc.getElementById(INLINE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return cached;
  try {
    const parsed = JSON.parse(text) as Partial<InlineConfig> | null;
    if (parsed && typeof parsed.clientConfig === 'object' && parsed.clientConfig !== null) cached = parsed as InlineConfig;
  } catch {
    // An unreadable page configuration is ignored: the calls are made instead.
  }
  return cached;
}
