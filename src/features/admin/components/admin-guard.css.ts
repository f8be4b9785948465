import { style } from '@vanilla-extract/css';
import { vars } from '@/ui';

export const reason = style({ color: vars.color.danger, fontWeight: 600 });
