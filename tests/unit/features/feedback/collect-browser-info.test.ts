import { describe, expect, it } from 'vitest';
import { collectBrowserInfo } from '@/features/feedback/collect-browser-info';

describe('browser_info (docs/product.md §3)', () => {
  it('holds user agent, language, platform, cookies, online, screen, colour depth, viewport, url, referrer and time', () => {
    const info = collectBrowserInfo(new Date('2026-11-22T20:00:00.000Z'));
    expect(Object.keys(info).sort()).toEqual(
      [
        'colorDepth',
        'cookieEnabled',
        'language',
        'onLine',
        'platform',
        'referrer',
        'screenResolution',
        'timestamp',
        'url',
        'userAgent',
        'viewportSize',
      ].sort(),
    );
    expect(info).toMatchObject({
      userAgent: navigator.userAgent,
      language: navigator.language,
      cookieEnabled: true,
      onLine: true,
      url: location.href,
      timestamp: '2026-11-22T20:00:00.000Z',
    });
    expect(info.screenResolution).toMatch(/^\d+x\d+$/);
    expect(info.viewportSize).toBe(`${window.innerWidth}x${window.innerHeight}`);
    expect(typeof info.colorDepth).toBe('number');
  });
});
