import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const tier = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
