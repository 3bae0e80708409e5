import { z } from 'zod';

/** Every environment variable the server reads; README.md lists the same. */
const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… uses a PostgreSQL server; unset keeps the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data/pglite'),
  /** smtp://user:pass@host:port; unset keeps mail in the outbox table and prints it. */
  SMTP_URL: z.string().optional(),
  /** Sender of the mail the server writes (password reset); default `<publisher> <no-reply@<host>>`. */
  MAIL_FROM: z.string().optional(),
  /**
   * Public origin of the portal. Its scheme is the scheme of every origin the server serves (set
   * https://… behind a TLS-terminating proxy); links use the host the browser is on.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * A real Keycloak realm to trust instead of the embedded identity provider, e.g.
   * https://sso.example.com/realms/portal: the gateway then verifies access tokens against its keys.
   */
  IDP_ISSUER_URL: z.string().url().optional(),
  /** The audience that realm puts in the portal's access tokens (checked when set). */
  IDP_AUDIENCE: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Pins the server's calendar on this day (YYYY-MM-DD; the time of day stays real). Unset, the
   * server uses the real date. The demo data is seeded on a fixed calendar (server/seed/dates.ts):
   * end-to-end runs set it to that day so windows counted from the seed do not close as time passes.
   */
  PORTAL_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'PORTAL_TODAY must be a day, YYYY-MM-DD')
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }, 'PORTAL_TODAY must be a day of the calendar')
    .optional(),
  /**
   * Multiplies every rate limit (sessions and guest lookups per address and per account). 1 in
   * production; end-to-end runs, which sign in many times from one address, raise it.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
  /**
   * The flow atlas (/flows, for analysts): `on` (default), `off`, or a comma-separated list of the
   * publisher host names that serve it.
   */
  FLOWS_ATLAS: z.string().default('on'),
  /** Built SPA to serve. */
  DIST_DIR: z.string().default('./dist'),
});

export type Env = z.infer<typeof ZEnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
