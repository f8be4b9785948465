import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { applyDocumentHead } from './apply-document-head';
import { collectHeadTags } from './collect-head-tags';

const servedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Keeps the document head in step with the current page's `head` option on every navigation. */
export function useDocumentHead(): void {
  const matches = useRouterState({ select: (state) => state.matches });
  useEffect(() => {
    const leaf = matches[matches.length - 1];
    // A page without its own head (a published story) keeps the tags the gateway described it with.
    if (!leaf?.meta?.length && window.location.pathname === servedPath) return;
    applyDocumentHead(document, collectHeadTags(matches), new URL(window.location.href));
  }, [matches]);
}
