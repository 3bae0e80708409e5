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
  /** Public origin of the portal, used in links the server writes (mail, identity provider). */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Multiplies every rate limit (sessions and guest lookups per address and per account). 1 in
   * production; end-to-end runs, which sign in many times from one address, raise it.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
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
