import { yieldToEventLoop } from '../../app/next-task';
import { BOT_CHECK_ALGORITHM, type TBotCheckChallenge, type TBotCheckSolution } from '../../../contracts/schemas/bot-check';

/**
 * Solves the gateway's bot-check challenge (contracts/schemas/bot-check.ts): finds the number n in
 * [0, maxNumber] with SHA-256(salt + n) = challenge and answers the lookup's botCheck, base64 of
 * { algorithm, challenge, number, salt, signature }.
 *
 * Web Crypto only (a secure context: https, or http://localhost and *.localhost), so it runs in
 * the browser and under Node 20 (globalThis.crypto.subtle). Hashes are requested in batches, which
 * Web Crypto works through off the main thread, and the loop yields to the event loop every few
 * milliseconds so the page stays responsive. Abort with the signal (unmount, a new challenge):
 * the promise then rejects with the signal's reason.
 *
 *   const botCheck = await solveChallenge(challenge, { signal: controller.signal });
 */

export interface SolveOptions {
  signal?: AbortSignal;
  /** Called after each batch with the numbers tried so far (for a progress indicator). */
  onProgress?: (tried: number, maxNumber: number) => void;
}

/** Hashes requested together: large enough to keep Web Crypto busy, small enough to stop soon after a hit. */
const BATCH_SIZE = 250;
/** The main thread is given back at least this often. */
const TIMESLICE_MS = 16;

export class BotCheckUnsolvableError extends Error {
  constructor() {
    super('The bot-check challenge has no solution in its range.');
    this.name = 'BotCheckUnsolvableError';
  }
}

export async function solveChallenge(challenge: TBotCheckChallenge, { signal, onProgress }: SolveOptions = {}): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('The bot check needs Web Crypto (a secure context).');
  if (challenge.algorithm !== BOT_CHECK_ALGORITHM) throw new Error(`Unsupported bot-check algorithm ${String(challenge.algorithm)}.`);
  const target = hexBytes(challenge.challenge);
  const encoder = new TextEncoder();
  const { salt, maxNumber } = challenge;

  let sliceStarted = performance.now();
  for (let first = 0; first <= maxNumber; first += BATCH_SIZE) {
    signal?.throwIfAborted();
    const last = Math.min(first + BATCH_SIZE - 1, maxNumber);
    const digests: Array<Promise<ArrayBuffer>> = [];
    for (let n = first; n <= last; n += 1) digests.push(subtle.digest('SHA-256', encoder.encode(salt + n)));
    const hit = (await Promise.all(digests)).findIndex((digest) => sameBytes(new Uint8Array(digest), target));
    if (hit >= 0) {
      const { algorithm, challenge: hash, signature } = challenge;
      return encodeSolution({ algorithm, challenge: hash, number: first + hit, salt, signature });
    }
    onProgress?.(last + 1, maxNumber);
    if (performance.now() - sliceStarted >= TIMESLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
  }
  signal?.throwIfAborted();
  throw new BotCheckUnsolvableError();
}

/** base64 of the solution's JSON, as the lookup's botCheck carries it. */
export function encodeSolution(solution: TBotCheckSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(solution));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
