import { create } from 'zustand';

interface LayoutState {
  /** True while a story slideshow fills the screen: the header hides (docs/product.md §2). */
  slideshowOpen: boolean;
  setSlideshowOpen(open: boolean): void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  slideshowOpen: false,
  setSlideshowOpen: (open) => set({ slideshowOpen: open }),
}));
