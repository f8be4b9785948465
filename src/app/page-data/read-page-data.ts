import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@common/server-rendered-pages.ts';

/**
 * The server-read data a page was rendered with, so the app's first render matches the markup.
 * It travels as a JSON data block (`<script type="application/json">`), which the browser never
 * runs, so the CSP needs no exception for it; a missing or unreadable block is an empty cache.
 */
export function readPageData(document: Document): DehydratedState | undefined {
  try {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    if (!text) return undefined;
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return Array.isArray(state?.queries) ? { mutations: [], queries: state.queries } : undefined;
  } catch {
    return undefined;
  }
}
