/**
 * The built portal as its own process, for the load test and the bench: on the embedded PGlite in
 * memory, or on a fresh database created on a PostgreSQL server (dropped again by `stop`).
 * As `npm start` runs it (NODE_ENV=production: no response validation), with the rate limits
 * raised, since every simulated visitor calls from the same address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface PortalProcess {
  base: string;
  port: number;
  /** The fresh database the portal runs on, when it runs on PostgreSQL. */
  databaseUrl: string | null;
  stop: () => Promise<void>;
}

export async function startPortal(options: { databaseUrl: string | null; env?: NodeJS.ProcessEnv; namePrefix?: string; /** e.g. --cpu-prof */ nodeArgs?: string[] }): Promise<PortalProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '10000',
    DATA_DIR: 'memory://',
    ...options.env,
  };
  if (options.databaseUrl) {
    const admin = options.databaseUrl;
    const name = `${options.namePrefix ?? 'portal_load'}_${randomBytes(5).toString('hex')}`;
    await withClient(admin, (client) => client.query(`create database "${name}"`));
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
    dropDatabase = () => withClient(admin, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined);
  }
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await dropDatabase?.();
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, port, databaseUrl, stop };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`The portal did not answer /healthz on port ${port}`);
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
