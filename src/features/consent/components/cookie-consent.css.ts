import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  padding: vars.space.md,
  // Leave room for the floating feedback button, which sits above the banner at the bottom right:
  // beside the buttons on wide screens, below them on narrow ones.
  paddingBottom: '4.5rem',
  '@media': {
    '(min-width: 48rem)': { paddingBottom: vars.space.md, paddingInlineEnd: '10rem' },
  },
});

/**
 * The banner before this page has read its cookies (prerendered, hydrating, or not yet idle): shown
 * only when the page's boot script found no choice recorded (scripts/boot-script.ts), once the page
 * is parsed, so it shows whole before the app starts for a new visitor and never flashes for one who
 * has chosen.
 */
export const untilCookiesRead = style({
  display: 'none',
  selectors: { ':root[data-cookie-choice="pending"] &': { display: 'block' } },
});

export const inner = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ flex: '1 1 20rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const body = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
