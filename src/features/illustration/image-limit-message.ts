import { UNLIMITED } from '@shared/tier-rules.ts';

/**
 * Whether one more picture fits the plan's images per story (-1 unlimited); null when it does,
 * otherwise the message the server gives for the same refusal.
 */
export function imageLimitMessage(
  tier: string,
  imagesPerStory: number,
  illustrated: number,
): string | null {
  if (imagesPerStory === UNLIMITED || illustrated < imagesPerStory) return null;
  return `Your ${tier} plan includes ${imagesPerStory} images per story. Upgrade for more.`;
}
