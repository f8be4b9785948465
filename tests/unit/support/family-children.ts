// The children the family unit tests open profiles for, as the device keeps them (ActiveChild).

export const MIA = {
  id: 'child-mia',
  display_name: 'Mia',
  avatar: 'fox',
  reading_band: '4-6',
  ai_allowed: false,
} as const;

export const LEO = {
  id: 'child-leo',
  display_name: 'Leo',
  avatar: 'owl',
  reading_band: '10-12',
  ai_allowed: false,
} as const;
