import type { MiddlewareHandler } from 'hono';

/**
 * Security headers and the Content-Security-Policy (ARCHITECTURE §5). Scripts, frames and
 * connections stay on our origin; styles allow inline attributes because Mantine sets CSS
 * variables and style props inline.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
  };
}
