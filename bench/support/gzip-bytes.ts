import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** A built file's size as a browser downloads it from a server that compresses at gzip's best level. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
