// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/features/auth/safe-next-path';

describe('safeNextPath', () => {
  it('keeps paths inside the app', () => {
    expect(safeNextPath('/auth/reset-password')).toBe('/auth/reset-password');
    expect(safeNextPath('/my-stories?tab=local')).toBe('/my-stories?tab=local');
  });

  it('sends anything that could leave the app home', () => {
    for (const next of [
      undefined,
      '',
      'https://attacker.example',
      '//attacker.example',
      '/\\attacker.example',
      'javascript:alert(1)',
    ])
      expect(safeNextPath(next)).toBe('/');
  });
});
