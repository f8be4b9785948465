// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AVATAR_URL_MESSAGE, validateAvatarUrl } from '@/features/profile/validate-avatar-url';

describe('validateAvatarUrl', () => {
  it('accepts no avatar and web addresses', () => {
    expect(validateAvatarUrl('')).toBeNull();
    expect(validateAvatarUrl('https://example.test/me.png')).toBeNull();
    expect(validateAvatarUrl('http://example.test/me.png')).toBeNull();
  });

  it('refuses text that is no address and addresses the page cannot show as a picture', () => {
    for (const value of ['me.png', 'javascript:alert(1)', 'ftp://example.test/me.png'])
      expect(validateAvatarUrl(value)).toBe(AVATAR_URL_MESSAGE);
  });
});
