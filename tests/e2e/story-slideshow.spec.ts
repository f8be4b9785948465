import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';

/** The seeded published story "The Clock That Ran Backwards": four parts. */
const CLOCK_STORY = '/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000003';

const pages = (page: Page) => page.getByRole('progressbar', { name: 'Story progress' });
const slideshow = (page: Page) => page.getByRole('dialog', { name: /slideshow/ });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the slideshow keeps big controls in view, turns with Space and →, and autoplays with a pause that holds', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(CLOCK_STORY);
      await page.getByRole('button', { name: 'Start slideshow' }).click();
      await expect(slideshow(page)).toBeFocused();
      await expect(page.getByRole('button', { name: 'Close slideshow' })).not.toBeFocused();
      for (const name of ['Close slideshow', 'Previous', 'Play', 'Next']) {
        const control = slideshow(page).getByRole('button', { name, exact: true });
        await expect(control).toBeInViewport({ ratio: 1 });
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);

      await page.keyboard.press('Space');
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '2');
      await expect(slideshow(page)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '1');

      await slideshow(page).getByRole('button', { name: 'Play', exact: true }).click();
      const pause = slideshow(page).getByRole('button', { name: 'Pause', exact: true });
      await expect(pause).toBeInViewport({ ratio: 1 });
      await expect(slideshow(page).getByRole('status')).toContainText(/Next page in \d+ s/);
      await page.clock.fastForward(13_000);
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '2');
      await pause.click();
      await expect(
        slideshow(page).getByRole('button', { name: 'Play', exact: true }),
      ).toBeVisible();
      await page.clock.fastForward(60_000);
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '2');

      await slideshow(page).getByRole('button', { name: 'Read the story aloud' }).click();
      await page.clock.fastForward(5_000);
      await expect(slideshow(page).getByRole('alert')).toHaveText(
        /No voice is available on this device/,
      );
      await expect(pages(page)).toHaveAttribute('aria-valuenow', '2');
    });
  });
}
