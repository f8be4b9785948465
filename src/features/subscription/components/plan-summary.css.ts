import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const tier = style({ fontWeight: 600, margin: 0 });
