// The built chunks the browser loads to write a part with the storyteller, beyond those the first
// page has already loaded: the storyteller's own chunk and every chunk it imports, followed import
// by import (the safety gate, its tables, the NLP library, the data layer's, whatever the bundler
// put them in), so a byte moved into another chunk is still counted wherever it lands.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './gzip-bytes.ts';

export interface StorytellerChunk {
  file: string;
  gzip: number;
  /**
   * Every chunk that fetches the storyteller (the story wizard's) has loaded this one already: the
   * safety gate's NLP library, which the wizard needs to check what was typed.
   */
  loadedBefore: boolean;
}

/** A chunk's static imports: what the browser fetches and runs before the chunk's own code. */
function importsOf(assets: string, file: string): string[] {
  const text = readFileSync(join(assets, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((found) => found[1] ?? '');
}

function withImports(assets: string, starts: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of importsOf(assets, file)) visit(imported);
  };
  for (const start of starts) visit(start);
  return found;
}

/** What every chunk that fetches `own` with a dynamic import has loaded before it does. */
function loadedByImporters(assets: string, own: readonly string[]): Set<string> {
  const importers = readdirSync(assets).filter((file) => {
    const text = file.endsWith('.js') ? readFileSync(join(assets, file), 'utf8') : '';
    return own.some((chunk) =>
      [`import("./${chunk}")`, `import(\`./${chunk}\`)`].some((call) => text.includes(call)),
    );
  });
  const graphs = importers.map((importer) => withImports(assets, [importer]));
  return new Set([...(graphs[0] ?? [])].filter((file) => graphs.every((graph) => graph.has(file))));
}

/** The storyteller's chunks in a build, heaviest first; empty when it has none. */
export function storytellerChunks(dist: string): StorytellerChunk[] {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/assets\/([^"\s]+\.js)/g)].map((found) => found[1] ?? '');
  // The app loads the storyteller's public API (storyteller/index.ts) with a dynamic import, so its
  // chunk keeps that API's names: tellStorySegment among them.
  const own = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      /\bas tellStorySegment\b/.test(readFileSync(join(assets, file), 'utf8')),
  );
  const loaded = withImports(assets, firstPage);
  const loadedBefore = loadedByImporters(assets, own);
  return [...withImports(assets, own)]
    .filter((file) => !loaded.has(file))
    .map((file) => ({
      file,
      gzip: gzipBytes(join(assets, file)),
      loadedBefore: loadedBefore.has(file),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
