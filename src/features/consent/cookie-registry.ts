import { COOKIE_NAMES } from '@/offline';
import type { CookieCategory } from './cookie-preferences';

const DAY_SECONDS = 24 * 60 * 60;

/** docs/product.md §9 cookie lifetimes, in days. 0 means a session cookie. */
export const COOKIE_LIFETIME_DAYS = {
  consent: 365,
  preferences: 365,
  theme: 365,
  userPreferences: 365,
  rememberMe: 30,
  rememberMeOff: 0,
  storySettings: 7,
  childProfile: 365,
  default: 1,
} as const;

interface RegisteredCookie {
  category: CookieCategory;
  lifetimeDays: number;
}

/** Which category every cookie of ours (and the well-known third-party ones) belongs to. */
export const COOKIE_REGISTRY: Readonly<Record<string, RegisteredCookie>> = {
  [COOKIE_NAMES.consent]: { category: 'essential', lifetimeDays: COOKIE_LIFETIME_DAYS.consent },
  [COOKIE_NAMES.consentPreferences]: {
    category: 'essential',
    lifetimeDays: COOKIE_LIFETIME_DAYS.preferences,
  },
  [COOKIE_NAMES.theme]: { category: 'functional', lifetimeDays: COOKIE_LIFETIME_DAYS.theme },
  [COOKIE_NAMES.userPreferences]: {
    category: 'functional',
    lifetimeDays: COOKIE_LIFETIME_DAYS.userPreferences,
  },
  [COOKIE_NAMES.rememberMe]: {
    category: 'functional',
    lifetimeDays: COOKIE_LIFETIME_DAYS.rememberMe,
  },
  [COOKIE_NAMES.childProfile]: {
    category: 'essential',
    lifetimeDays: COOKIE_LIFETIME_DAYS.childProfile,
  },
  [COOKIE_NAMES.storySettings]: {
    category: 'functional',
    lifetimeDays: COOKIE_LIFETIME_DAYS.storySettings,
  },
};

/** Prefixes set by common analytics and advertising scripts, so they are removed too if one ever appears. */
const THIRD_PARTY_PREFIXES: ReadonlyArray<readonly [string, CookieCategory]> = [
  ['_ga', 'analytics'],
  ['_gid', 'analytics'],
  ['_gat', 'analytics'],
  ['_hj', 'analytics'],
  ['_fbp', 'marketing'],
  ['_gcl', 'marketing'],
  ['IDE', 'marketing'],
];

/** The category of a cookie, or null when it is not ours and not a known tracker (left alone). */
export function findCookieCategory(name: string): CookieCategory | null {
  const registered = COOKIE_REGISTRY[name];
  if (registered) return registered.category;
  const match = THIRD_PARTY_PREFIXES.find(([prefix]) => name.startsWith(prefix));
  return match ? match[1] : null;
}

/** Lifetime of a cookie in seconds; remember-me turned off becomes a session cookie (0). */
export function findCookieLifetimeSeconds(name: string, value?: string): number {
  if (name === COOKIE_NAMES.rememberMe && value !== 'true')
    return COOKIE_LIFETIME_DAYS.rememberMeOff;
  const days = COOKIE_REGISTRY[name]?.lifetimeDays ?? COOKIE_LIFETIME_DAYS.default;
  return days * DAY_SECONDS;
}
