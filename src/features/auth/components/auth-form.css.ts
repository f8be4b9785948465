import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '26rem' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({ font: 'inherit', padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.fontSize.sm });
