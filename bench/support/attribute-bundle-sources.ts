// Which package or source folder a build's bytes come from, read from its source maps
// (bench/bundle-size.ts --why).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './gzip-bytes.ts';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Gzip bytes per package (node_modules) or source folder: each chunk's minified bytes by source map,
 * scaled by that chunk's own compression ratio (an estimate; gzip does not split exactly). */
export function attributeSources(dist: string, files: string[]): Map<string, number> {
  const owners = new Map<string, number>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const code = readFileSync(join(dist, file), 'utf8');
    const ratio = gzipBytes(join(dist, file)) / Buffer.byteLength(code);
    const lines = code.split('\n');
    let source = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const text = lines[lineIndex] ?? '';
      let column = 0;
      const segments = line ? line.split(',').map(decodeVlq) : [];
      segments.forEach((segment, index) => {
        column += segment[0] ?? 0;
        if (segment.length > 1) source += segment[1] ?? 0;
        const next = segments[index + 1];
        const end = next ? column + (next[0] ?? 0) : text.length;
        const path = map.sources[source] ?? 'unknown';
        const owner =
          /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ??
          path
            .replace(/^(\.\.\/)+/, '')
            .split('/')
            .slice(0, 3)
            .join('/');
        owners.set(owner, (owners.get(owner) ?? 0) + Math.max(0, end - column) * ratio);
      });
    });
  }
  return owners;
}
