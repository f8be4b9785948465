import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const overlay = style({ position: 'fixed', inset: 0, zIndex: `calc(${vars.zIndex.widget} + 1)`, background: vars.color.background, display: 'flex', flexDirection: 'column', overflowY: 'auto' });
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const progress = style({ flex: 1, height: '0.5rem', borderRadius: vars.radius.pill, background: vars.color.surfaceRaised, overflow: 'hidden' });
export const progressFill = style({ height: '100%', background: vars.color.primary, transition: 'width 0.3s ease', '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });
export const slide = style({ maxWidth: '46rem', width: '100%', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: 1 });
export const picture = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: vars.radius.lg });
export const text = style({ fontSize: vars.fontSize.xl, lineHeight: 1.7, margin: 0, whiteSpace: 'pre-wrap' });
export const controls = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: vars.space.md });
