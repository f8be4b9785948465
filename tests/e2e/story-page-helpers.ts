// Reading the story page in the browser tests: its choices, and whether a picture really drew.
import type { Locator, Page } from '@playwright/test';

export const choicePanel = (page: Page) => page.getByRole('group', { name: 'What happens next?' });

/** The drawn width of a picture once it has loaded: 0 for a broken one. */
export function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete)
      await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth;
  });
}
