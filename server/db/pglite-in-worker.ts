import { Worker } from 'node:worker_threads';
import { arrivalOfCurrentRequest } from './arrival-order';

/**
 * The embedded PGlite on a worker thread (server/db/pglite-worker.mjs), as drizzle-orm's PGlite
 * driver sees it: `query` and `transaction`. Issue 16 item 4: in the server's main thread, PGlite
 * took about 60% of its time under 200 users (engine and result parsing), and every request waited
 * behind it; here it runs on the other core.
 *
 * One connection, as before: openDatabase's FIFO queue hands it to one call (or one transaction) at a
 * time, so `transaction` is a BEGIN, the callback's statements on this same connection, and a COMMIT
 * or ROLLBACK.
 *
 * Statements wait here, oldest request first (server/db/arrival-order.ts), and at most IN_WORKER of
 * them are in the worker at once: enough that it never waits for the next one, few enough that a
 * statement of an older request overtakes what newer requests sent before it.
 */
export interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
  /** The command tag: a COMMIT of a failed transaction answers ROLLBACK. */
  command?: string;
}

type Message = { kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' } | { kind: 'close' };

interface Waiting {
  id: number;
  arrivedAt: number;
  message: Message;
  resolve: (value: QueryResult) => void;
  reject: (error: Error) => void;
}

/** Statements sent to the worker and not yet answered, at most. */
export const IN_WORKER = 2;

type Reply = { id: number; result?: QueryResult | null; error?: Record<string, unknown> & { message: string } };

/** A database error as thrown in the worker: its message, SQLSTATE `code` and PostgreSQL's fields. */
function databaseError(described: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(described.message), described);
}

export class PgliteInWorker {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: QueryResult) => void; reject: (error: Error) => void }>();
  /** Not sent yet: by the arrival of their request, then in the order they were issued. */
  private readonly waiting: Waiting[] = [];
  private gone: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      this.send();
      if (reply.error) call.reject(databaseError(reply.error));
      else call.resolve(reply.result ?? { rows: [], fields: [] });
    });
    const fail = (error: Error) => {
      // As a terminated connection reads (isDatabaseUnavailable): the call answers 503. The first
      // reason is kept (an 'error' is followed by an 'exit').
      if (this.gone) return;
      process.stderr.write(`database: the PGlite worker stopped: ${error.message}\n`);
      this.gone = Object.assign(new Error(`Connection terminated: the database worker stopped (${error.message})`), { code: '57P01' });
      for (const call of [...this.pending.values(), ...this.waiting.splice(0)]) call.reject(this.gone);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('messageerror', fail);
    worker.on('exit', (code) => {
      if (!this.gone) fail(new Error(`exit ${code}`));
    });
    worker.unref();
  }

  /** Starts the worker and PGlite in it: in memory without a directory. */
  static async open(dataDir: string | undefined): Promise<PgliteInWorker> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir: dataDir ?? null } });
    let listeners: () => void = () => undefined;
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: true; failed?: { message: string } }) => {
        if (message.ready) resolve();
        else {
          void worker.terminate();
          reject(databaseError(message.failed ?? { message: 'the database worker did not start' }));
        }
      };
      const onExit = (code: number) => reject(new Error(`The database worker stopped before it was ready (exit ${code})`));
      worker.on('message', onMessage);
      worker.on('error', reject);
      worker.on('exit', onExit);
      // Only these: the Worker keeps listeners of its own (removeAllListeners broke its messages).
      listeners = () => {
        worker.off('message', onMessage);
        worker.off('error', reject);
        worker.off('exit', onExit);
      };
    }).finally(() => listeners());
    return new PgliteInWorker(worker);
  }

  /** Sends the oldest waiting statements while fewer than IN_WORKER are out. */
  private send() {
    while (this.pending.size < IN_WORKER && this.waiting.length > 0) {
      const { id, message, resolve, reject } = this.waiting.shift()!;
      try {
        // A parameter that cannot be copied to the worker (a function) throws here, and leaves
        // nothing pending.
        this.worker.postMessage({ id, ...message });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      this.pending.set(id, { resolve, reject });
    }
    // Keeps the process alive while a statement waits or is out (a script awaiting it must not end first).
    if (this.pending.size > 0 || this.waiting.length > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call(message: Message): Promise<QueryResult> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    const arrivedAt = arrivalOfCurrentRequest();
    return new Promise<QueryResult>((resolve, reject) => {
      // After the last statement of a request that arrived no later (ids only grow, so ties keep their order).
      let at = this.waiting.length;
      while (at > 0 && this.waiting[at - 1]!.arrivedAt > arrivedAt) at--;
      this.waiting.splice(at, 0, { id, arrivedAt, message, resolve, reject });
      this.send();
    });
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}): Promise<QueryResult> {
    return this.call({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  async transaction<T>(fn: (tx: PgliteInWorker) => Promise<T>): Promise<T> {
    await this.query('begin');
    try {
      const result = await fn(this);
      const committed = await this.query('commit');
      // A statement failed inside and the callback went on: PostgreSQL rolled it all back. Say so,
      // as PGlite's own transaction does (25P02), instead of reporting a commit.
      if (committed.command === 'ROLLBACK') {
        throw Object.assign(new Error('The transaction was rolled back: a statement in it failed'), { code: '25P02' });
      }
      return result;
    } catch (error) {
      // A failed COMMIT has ended the transaction already; a ROLLBACK then is a harmless warning.
      if (!this.gone) await this.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    try {
      if (!this.gone) await this.call({ kind: 'close' });
    } finally {
      this.gone ??= Object.assign(new Error('Connection terminated: the database was closed'), { code: '57P01' });
      await this.worker.terminate();
    }
  }
}
