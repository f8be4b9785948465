import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

// The slideshow fills the screen: the bar at the top and the controls at the bottom stay in view, and
// only the slide between them scrolls, so Previous and Next are never below the fold.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.zIndex.widget} + 1)`,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  outline: 'none',
});
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
export const progress = style({
  flex: '1 1 6rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 0.3s ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const count = style({ fontSize: vars.fontSize.md, fontWeight: 600 });
export const slide = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', width: '100%' });
export const slideInner = style({
  maxWidth: '46rem',
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const picture = style({
  width: '100%',
  height: 'auto',
  maxHeight: '38vh',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
export const text = style({
  fontSize: vars.fontSize.xl,
  lineHeight: 1.6,
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const ending = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
  margin: 0,
});
export const controls = style({
  flexShrink: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const bigControl = style({
  minHeight: '3.5rem',
  fontSize: vars.fontSize.lg,
  whiteSpace: 'normal',
});
export const extras = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});
export const autoplayNote = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });
