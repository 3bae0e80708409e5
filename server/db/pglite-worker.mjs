// The embedded PGlite in a worker thread (issue 16 item 4): its WebAssembly engine and its result
// parsing run on a core of their own instead of the server's main thread. Plain JavaScript, so
// it starts the same under `npm start` (tsx), Vitest and the scripts, with no loader.
//
// Messages in: { id, kind: 'query', sql, params, rowMode } | { id, kind: 'close' }.
// Messages out: { ready: true } | { id, result } | { id, error: { message, code, ... } }.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';

// Parameters as node-postgres sends them (text, their types inferred by PostgreSQL), so a statement
// means the same on the embedded database as on a PostgreSQL server.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils');
const { serialize } = protocol;

// As drizzle-orm's PGlite driver asks for them: date and time values as PostgreSQL's text
// (drizzle maps them itself); its parsers are functions, which cannot cross to a worker. Given once,
// to PGlite itself: given with each query, PGlite copied its whole table of parsers every time.
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

/**
 * Statements with parameters are prepared once, by their text, and then only bound and executed:
 * PostgreSQL parses, analyses and (once it settles on a generic plan) plans them once, as it does
 * for postgres.js, which prepares every statement by default. At most PREPARED_LIMIT are kept, the
 * least recently used closed first. A statement that failed is closed too (a failed Parse left
 * nothing, a plan gone stale must be made again).
 */
const PREPARED_LIMIT = 256;
const prepared = new Map();
let preparedCount = 0;

function concat(parts) {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * One statement with its parameters, in one exchange with the engine (Parse when new, Bind,
 * Describe, Execute and Sync together), as node-postgres sends them. PGlite's own `query` makes an
 * exchange of each message and asks for the parameters' types first, and each exchange goes through
 * its virtual file system: two thirds of a simple statement's time (issue 16 item 4).
 */
async function extendedQuery(text, params, rowMode) {
  const values = params.map((value) => prepareValue(value));
  const parts = [];
  let name = '';
  let wasPrepared = false;
  if (values.length > 0) {
    name = prepared.get(text);
    wasPrepared = name !== undefined;
    if (!wasPrepared) {
      // Closed first: a failed Parse skips what follows it.
      if (prepared.size >= PREPARED_LIMIT) {
        const [oldestText, oldestName] = prepared.entries().next().value;
        prepared.delete(oldestText);
        parts.push(serialize.close({ type: 'S', name: oldestName }));
      }
      name = `s${++preparedCount}`;
      parts.push(serialize.parse({ name, text }));
    } else prepared.delete(text);
    // Last used, last closed.
    prepared.set(text, name);
  } else parts.push(serialize.parse({ text }));
  parts.push(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  try {
    const { messages } = await database.execProtocol(concat(parts));
    return parse.parseResults(messages, database.parsers, { rowMode })[0] ?? { rows: [], fields: [] };
  } catch (error) {
    if (!name) throw error;
    prepared.delete(text);
    await database.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { throwOnError: false });
    // 0A000 "cached plan must not change result type": a table it reads changed since; prepared anew, it runs.
    if (wasPrepared && error?.code === '0A000') return extendedQuery(text, params, rowMode);
    throw error;
  }
}

let database;
try {
  database = await PGlite.create({ dataDir: workerData.dataDir ?? undefined, parsers });
  // One message at a time, whatever PGlite awaits inside an exchange: two exchanges interleaved would
  // share its collector of results (the server keeps IN_WORKER messages here at once).
  let turn = Promise.resolve();
  parentPort.on('message', (message) => {
    turn = turn.then(() => answer(message));
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: describeError(error) });
}

async function answer(message) {
  try {
    if (message.kind === 'close') {
      await database.close();
      parentPort.postMessage({ id: message.id, result: null });
      return;
    }
    const result = await extendedQuery(message.sql, message.params, message.rowMode);
    // `command` tells a COMMIT that PostgreSQL turned into a ROLLBACK (the transaction had failed).
    parentPort.postMessage({ id: message.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows, command: result.command } });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describeError(error) });
  }
}
