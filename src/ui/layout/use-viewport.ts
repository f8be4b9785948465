import { useEffect, useState } from 'react';
import { useAfterHydration } from './use-after-hydration';

/** docs/product.md §9: mobile under 768 px, tablet under 1024 px; resize handling debounced 100 ms. */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1023;
export const RESIZE_DEBOUNCE_MS = 100;

export interface Viewport {
  isMobile: boolean;
  isTablet: boolean;
}

export function readViewport(width: number): Viewport {
  return {
    isMobile: width <= MOBILE_MAX_WIDTH,
    isTablet: width > MOBILE_MAX_WIDTH && width <= TABLET_MAX_WIDTH,
  };
}

// Prerendered pages are laid out for a phone, the device most readers open them on; hydration
// renders the same, and the real width follows in the render right after.
const prerenderedViewport = readViewport(MOBILE_MAX_WIDTH);

export function useViewport(): Viewport {
  const hydrated = useAfterHydration();
  const [viewport, setViewport] = useState(() =>
    typeof window === 'undefined' ? prerenderedViewport : readViewport(window.innerWidth),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(readViewport(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return hydrated ? viewport : prerenderedViewport;
}
