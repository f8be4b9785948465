// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createAcceptAllPreferences,
  createCustomPreferences,
  createDeclineOptionalPreferences,
  isCategoryAllowed,
  parseCookiePreferences,
} from '@/features/consent/cookie-preferences';

describe('cookie preferences', () => {
  it('Accept All turns on all four categories', () => {
    expect(createAcceptAllPreferences()).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
  });

  it('Decline Optional keeps only essential', () => {
    expect(createDeclineOptionalPreferences()).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('custom settings keep the choice but never switch essential off', () => {
    expect(
      createCustomPreferences({
        essential: false,
        functional: true,
        analytics: false,
        marketing: true,
      }),
    ).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });

  it('custom settings treat anything but true as off', () => {
    expect(createCustomPreferences({ functional: 'yes', analytics: 1 })).toEqual(
      createDeclineOptionalPreferences(),
    );
  });

  it('essential is allowed even before any choice; optional categories are not', () => {
    expect(isCategoryAllowed(null, 'essential')).toBe(true);
    expect(isCategoryAllowed(null, 'functional')).toBe(false);
    expect(isCategoryAllowed(createAcceptAllPreferences(), 'marketing')).toBe(true);
  });

  it('a tampered or broken preferences cookie counts as no choice', () => {
    expect(parseCookiePreferences('{not json')).toBeNull();
    expect(parseCookiePreferences('"true"')).toBeNull();
    expect(parseCookiePreferences(null)).toBeNull();
    expect(parseCookiePreferences('{"functional":true}')).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
  });
});
