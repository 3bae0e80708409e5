import { z } from 'zod';

/**
 * Designed (ARCHITECTURE §5): the spec's "identity pool with unauthenticated access" becomes an
 * anonymous session id that the gateway mints and the SPA sends as x-session-id on every call.
 */
export const ZSessionResponseSchema = z.object({ sessionId: z.string().min(16).max(128) });
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;
