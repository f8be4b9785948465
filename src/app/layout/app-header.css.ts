import { style } from '@vanilla-extract/css';
import { inline, vars } from '@/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Phones (under 768 px, as useViewport) have the menu button; wider screens the navigation and account. */
const wide = 'screen and (min-width: 768px)';
/** Wide enough for the navigation and the account on one row, even while creating a story. */
const widest = 'screen and (min-width: 1200px)';

// Every slot's size is set here, not by what fills it later (the session, the plan, the sync
// status), so the bar is laid out once at the first paint and nothing in it or below it moves.
// Phones: the brand and the menu button, then the Creating Story entry, the plan and the sync
// status, which takes what is left of the row and shortens its words to fit. Tablets: the brand
// and the navigation, then the status and the account. Wide screens: all on one row.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand brand brand menu" "creating plan sync sync"',
  alignItems: 'center',
  rowGap: vars.space.xs,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto auto',
      gridTemplateAreas: '"brand creating nav nav nav nav" "sync sync sync plan upgrade account"',
      columnGap: vars.space.md,
    },
    [widest]: {
      gridTemplateColumns: 'auto auto auto minmax(0, 1fr) auto auto auto',
      gridTemplateAreas: '"brand creating nav sync plan upgrade account"',
      minBlockSize: '3.75rem',
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [wide]: { display: 'flex' } },
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&[aria-current="page"], &.active': {
      background: vars.color.surfaceRaised,
      color: vars.color.primary,
    },
  },
});

export const creating = style({
  gridArea: 'creating',
  marginInlineEnd: vars.space.sm,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  '@media': { [wide]: { marginInlineEnd: 0 } },
});

// The sync status starts at the slot's start and may shorten, never push: its words change
// (checking, saved, synced at …) without moving anything after it.
export const syncSlot = style({
  gridArea: 'sync',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minBlockSize: `calc(${vars.fontSize.sm} * 1.5 + 2 * ${vars.space.xs} + 2px)`,
});

/** Wide enough for a reader's usual plan name; a founder's badge may widen it. */
export const planSlot = style({
  gridArea: 'plan',
  marginInlineEnd: vars.space.sm,
  minInlineSize: '4.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '@media': { [wide]: { marginInlineEnd: 0, textAlign: 'end' } },
});

export const upgradeSlot = style({
  gridArea: 'upgrade',
  display: 'none',
  '@media': { [wide]: { display: 'flex' } },
});
/** Holds the Upgrade button's width until the plan is known (no offer flashes by for a Pro reader). */
export const hidden = style({ visibility: 'hidden' });

/** Sign In and Sign Up, or the signed-in reader's menu, in a slot as wide as the first two. */
export const account = style({
  gridArea: 'account',
  display: 'none',
  '@media': {
    [wide]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: vars.space.sm,
      minInlineSize: '13.5rem',
      minBlockSize: '2.75rem',
    },
  },
});

export const panelAccount = style([inline({ gap: 'sm' }), { flexWrap: 'wrap' }]);

export const menuButton = style({
  gridArea: 'menu',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  '@media': { [wide]: { display: 'none' } },
});

// Hangs below the header whatever its height (one row or two), down to the bottom of the screen.
export const mobilePanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  height: 'calc(100dvh - 100%)',
  width: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  zIndex: vars.zIndex.overlay,
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const mobileLink = style([
  navLink,
  { display: 'block', padding: vars.space.md, fontSize: vars.fontSize.lg },
]);
