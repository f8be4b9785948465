import { useEffect, type RefObject } from 'react';

/** The height of the observed box, as the browser measured it in its own layout. */
function readObservedHeight(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.target.getBoundingClientRect().height;
}

/**
 * While a fixed bottom element is shown, pads the page by its height so the end of the page
 * can still be scrolled into view instead of staying hidden behind it.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const reserve = (height: number) => {
      body.style.paddingBottom = `${Math.round(height)}px`;
    };
    if (typeof ResizeObserver !== 'function') {
      reserve(element.offsetHeight);
      return () => {
        body.style.paddingBottom = previous;
      };
    }
    // The observer reports the height from the browser's own next layout, before that frame is
    // painted. Reading offsetHeight here instead would force a layout of the whole page inside
    // React's commit, as one long task at start-up.
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) reserve(readObservedHeight(entry));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [ref, active]);
}
