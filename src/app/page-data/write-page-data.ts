import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@common/server-rendered-pages.ts';

// Inside a script element only "</script" (or "<!--") could end or change it, and U+2028/2029
// are line ends to older parsers: each is written as its JSON escape, which JSON.parse reads back.
const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The page's query cache as a JSON data block: text the browser parses, never runs. */
export function writePageData(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (character) => unsafeInScript[character] ?? character,
  );
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
