import { z } from 'zod';
import { text } from './fields';

/**
 * Designed (ARCHITECTURE §5): the spec's "identity pool with unauthenticated access" becomes an
 * anonymous session id that the gateway mints and the SPA sends as x-session-id on every call.
 */
export const ZSessionResponseSchema = z.object({ sessionId: text().min(16).max(128) });
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;
