import { useEffect } from 'react';

/** While changes wait to reach the server, closing the tab asks first (the browser shows its own wording). */
export function useUnsyncedChangesWarning(pendingCount: number): void {
  useEffect(() => {
    if (pendingCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);
}
