import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkCookieSupport,
  deleteCookie,
  listCookies,
  readCookie,
  writeCookie,
} from '@/features/consent/cookie-jar';

afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { cookie?: string }).cookie;
  for (const { name } of listCookies()) deleteCookie(name);
});

describe('cookie jar', () => {
  it('round-trips names and values that need encoding', () => {
    writeCookie('user_preferences', '{"language":"en; fr","fontSize":"large"}', 60);
    expect(readCookie('user_preferences')).toBe('{"language":"en; fr","fontSize":"large"}');
    deleteCookie('user_preferences');
    expect(readCookie('user_preferences')).toBeNull();
  });

  it('keeps a value it cannot decode as it is', () => {
    document.cookie = 'broken=%E0%A4%A; Path=/';
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });

  it('reports support when a probe cookie can be written and read, and leaves no probe behind', () => {
    expect(checkCookieSupport()).toBe(true);
    expect(listCookies()).toEqual([]);
  });

  it('reports no support when the browser has cookies switched off', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(checkCookieSupport()).toBe(false);
  });

  it('reports no support when written cookies never come back (blocked silently)', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => undefined,
    });
    expect(checkCookieSupport()).toBe(false);
  });
});
