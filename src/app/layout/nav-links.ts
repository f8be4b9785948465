export interface NavLink {
  to: '/' | '/discover' | '/create' | '/my-stories' | '/characters';
  label: string;
  /** Shorter label under 768 px. */
  shortLabel?: string;
  title?: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/discover', label: 'Discover', shortLabel: 'Explore' },
  { to: '/create', label: 'Create' },
  { to: '/my-stories', label: 'Local', title: 'temporary stories saved locally' },
];
