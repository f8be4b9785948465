// @vitest-environment node
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, STORAGE_KEYS } from '@/offline/storage-keys';
import {
  BOOT_SCRIPT,
  BOOT_SCRIPT_HASH,
  CONSENT_COOKIE,
  SETTINGS_KEY,
} from '../../../scripts/boot-script';

describe('the boot script', () => {
  it('is allowed by the sha256 of its exact text', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`sha256-${digest}`);
  });

  it('holds nothing that could end its script element or name a build (its hash stays put)', () => {
    expect(BOOT_SCRIPT).not.toContain('<');
    expect(BOOT_SCRIPT).not.toMatch(/assets\/|index-/);
  });

  it('looks for the consent cookie the consent feature records', () => {
    expect(CONSENT_COOKIE).toBe(COOKIE_NAMES.consent);
  });

  it('reads the saved Settings under the settings feature’s own key', () => {
    expect(SETTINGS_KEY).toBe(STORAGE_KEYS.settings);
  });

  it('shows the cookie banner to a visitor with no choice only once the page is parsed, never half-parsed', async () => {
    const cookieChoiceWhileParsing = (cookie: string) => {
      const page = new JSDOM(
        `<html><body><script data-modules="/assets/entry.js">${BOOT_SCRIPT}</script>` +
          `<section>We use cookies</section>` +
          `<script>window.whileParsing = document.documentElement.dataset.cookieChoice</script>` +
          `</body></html>`,
        {
          url: 'https://storycanvas.test/',
          runScripts: 'dangerously',
          beforeParse(window) {
            window.document.cookie = cookie;
            // The app starts on the first paint, which never comes here.
            const observer = class {
              static supportedEntryTypes = ['paint'];
              observe() {}
            };
            Object.assign(window, { PerformanceObserver: observer });
          },
        },
      );
      const window = page.window as unknown as { whileParsing?: string };
      return { whileParsing: window.whileParsing, page };
    };
    const visitor = cookieChoiceWhileParsing('');
    expect(visitor.whileParsing).toBeUndefined();
    await new Promise((resolve) => visitor.page.window.setTimeout(resolve));
    expect(visitor.page.window.document.documentElement.dataset.cookieChoice).toBe('pending');

    const chosen = cookieChoiceWhileParsing(`${CONSENT_COOKIE}=true`);
    await new Promise((resolve) => chosen.page.window.setTimeout(resolve));
    expect(chosen.page.window.document.documentElement.dataset.cookieChoice).toBeUndefined();
  });
});
