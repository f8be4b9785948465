// The hashes of the inline scripts the build wrote into its pages (the prerendered pages' boot
// script), read from the build itself so the CSP the gateway sends always matches the pages it
// serves. Read again when the file changes: tests and benches rebuild dist under a running stack.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readScriptHashes, SCRIPT_HASHES_FILE } from '../../common/content-security-policy.ts';

const NONE: readonly string[] = [];

export function readBuildScriptHashes(distDir: string): () => readonly string[] {
  const file = join(distDir, SCRIPT_HASHES_FILE);
  let known: { mtimeMs: number; hashes: readonly string[] } = { mtimeMs: Number.NaN, hashes: NONE };
  // Asked for every answer: a missing build is told by the result, not by a thrown error.
  return () => {
    try {
      const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs === undefined) return NONE;
      if (mtimeMs !== known.mtimeMs)
        known = { mtimeMs, hashes: readScriptHashes(readFileSync(file, 'utf8')) };
      return known.hashes;
    } catch {
      return NONE;
    }
  };
}
