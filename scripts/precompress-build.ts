// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// production build, once, at the highest levels, so the gateway serves them without compressing
// per request. Runs after the service worker is generated, so sw.js is compressed too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);
/** Below this a compressed copy saves less than the response headers it adds. */
const minimumBytes = 1024;

/** Every file a browser may be sent: a folder whose name starts with a dot (the server rendering
 * bundle in .server) is never served, so it needs no compressed copies. */
function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [join(directory, entry.name)];
    return entry.name.startsWith('.') ? [] : listFiles(join(directory, entry.name));
  });
}

export function precompressDirectory(directory: string): number {
  let written = 0;
  for (const file of listFiles(directory)) {
    if (!compressible.has(extname(file)) || statSync(file).size < minimumBytes) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A copy no smaller than the original is never worth sending.
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

export function precompressBuild(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'storycanvas:precompress-build',
    apply: 'build',
    configResolved(config) {
      // An absolute --outDir (the bundle bench builds into .tmp) stands on its own.
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!ssr) precompressDirectory(outDir);
      },
    },
  };
}
