import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files the server sends precompressed (index.html is rewritten per request, so it is not). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/i;

/** Writes `name.br` and `name.gz` beside a file, each only when it is smaller than the file. */
export function precompressFile(path: string): { br: boolean; gz: boolean } {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  return { br: br.length < body.length, gz: gz.length < body.length };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Issue 15: brotli and gzip copies of every built text file, the small ones included, for
 * server/http/spa.ts to send as they are (no compression work per request, brotli's best level).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of walk(outDir)) if (COMPRESSIBLE.test(path) && !path.includes('/.vite/')) precompressFile(path);
    },
  };
}
