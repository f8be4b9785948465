// @vitest-environment node
import { createHash } from 'node:crypto';
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
});
