// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageLimitMessage } from '@/features/illustration/image-limit-message';

describe('imageLimitMessage', () => {
  it('lets a picture through while the story has fewer than the plan allows', () => {
    expect(imageLimitMessage('Free', 3, 0)).toBeNull();
    expect(imageLimitMessage('Free', 3, 2)).toBeNull();
  });

  it('refuses with the plan and its number once the story has them all', () => {
    expect(imageLimitMessage('Free', 3, 3)).toBe(
      'Your Free plan includes 3 images per story. Upgrade for more.',
    );
    expect(imageLimitMessage('Premium', 10, 12)).toBe(
      'Your Premium plan includes 10 images per story. Upgrade for more.',
    );
  });

  it('never refuses on an unlimited plan (-1), and always on a plan with none (0)', () => {
    expect(imageLimitMessage('Pro', -1, 500)).toBeNull();
    expect(imageLimitMessage('Free', 0, 0)).toBe(
      'Your Free plan includes 0 images per story. Upgrade for more.',
    );
  });
});
