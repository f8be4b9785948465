import { useEffect, type RefObject } from 'react';

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
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [ref, active]);
}
