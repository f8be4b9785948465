// With no AI models set (the main e2e stack has none), /api/config says pictures and cloud narration
// are off, so a signed-in reader's pages never call generate-image or generate-audio and log no error.
import { expect, test, type Page } from '@playwright/test';
import { putSession, signUpUser } from './offline-helpers';
import { completeWizard, continueWithFirstChoice } from './wizard-helpers';

function watch(page: Page) {
  const seen = { mediaCalls: [] as string[], consoleErrors: [] as string[] };
  page.on('request', (request) => {
    if (/\/functions\/v1\/generate-(image|audio)/.test(request.url()))
      seen.mediaCalls.push(`${request.method()} ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  return seen;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} a signed-in reader's story, viewer and slideshow make no media calls and log no errors`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const config = (await (await fetch(`${baseURL}/api/config`)).json()) as {
      features: { images: boolean; narration: boolean; stories: boolean };
    };
    expect(config.features).toEqual({ images: false, narration: false, stories: false });
    const seen = watch(page);
    const session = await signUpUser(baseURL!, 'no-media');
    await page.goto('/');
    await putSession(page, session);
    const storyId = await completeWizard(page);
    await continueWithFirstChoice(page, 2);
    await expect(
      page.getByRole('article', { name: 'Part 2' }).locator('svg, img').first(),
    ).toBeVisible();

    await page.goto(`/story-viewer/${storyId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya and the Map');
    await page.getByRole('button', { name: 'Start slideshow' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('progressbar', { name: 'Story progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await page.keyboard.press('Escape');
    await page.goto(`/story/${storyId}`);
    await expect(page.getByRole('article', { name: 'Part 2' })).toBeVisible();

    expect(seen.mediaCalls).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
}
