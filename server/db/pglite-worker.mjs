// The embedded PGlite in a worker thread (issue 16 item 4): its WebAssembly engine and its result
// parsing run on a core of their own instead of the server's main thread. Plain JavaScript, so
// it starts the same under `npm start` (tsx), Vitest and the scripts, with no loader.
//
// Messages in: { id, kind: 'query', sql, params, rowMode } | { id, kind: 'close' }.
// Messages out: { ready: true } | { id, result } | { id, error: { message, code, ... } }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// As drizzle-orm's PGlite driver asks for them: date and time values as PostgreSQL's text
// (drizzle maps them itself); its parsers are functions, which cannot cross to a worker.
const RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, (value) => value]));

/** What a caller may read of a database error: SQLSTATE and PostgreSQL's fields. */
function describeError(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position']) {
    if (error && typeof error === 'object' && error[key] !== undefined) out[key] = error[key];
  }
  return out;
}

try {
  const database = await PGlite.create(workerData.dataDir ?? undefined);
  parentPort.on('message', async (message) => {
    try {
      if (message.kind === 'close') {
        await database.close();
        parentPort.postMessage({ id: message.id, result: null });
        return;
      }
      const result = await database.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      // `command` tells a COMMIT that PostgreSQL turned into a ROLLBACK (the transaction had failed).
      parentPort.postMessage({ id: message.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows, command: result.command } });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: describeError(error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: describeError(error) });
}
