import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const page = style({
  maxWidth: '46rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  lineHeight: 1.6,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  marginBottom: vars.space.sm,
});

export const updated = style({ color: vars.color.textMuted, marginTop: 0 });

export const section = style({ marginTop: vars.space.xl });

export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${section} h2`, { fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });
