// A story's short title is the reader's to change, and every export carries it: the file names the
// browser suggests, the Markdown heading and the Twee StoryTitle.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { completeWizard } from './wizard-helpers';

const NEW_TITLE = 'Maya’s Über-Map: the Return!';

async function download(page: Page, label: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the title is edited in the editor and names every exported file', async ({ page }) => {
      const storyId = await completeWizard(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya and the Map');

      await page.goto(`/story-viewer/${storyId}`);
      const before = await download(page, 'Download Markdown');
      expect(before.name).toBe('maya-and-the-map.md');

      await page.goto(`/story-editor/${storyId}`);
      const title = page.getByLabel('Title', { exact: true });
      await expect(title).toHaveValue('Maya and the Map');
      await title.fill(NEW_TITLE);
      await page.getByRole('button', { name: 'Save title' }).click();
      await expect(page.getByText('Title saved')).toBeVisible();

      await page.goto(`/story-viewer/${storyId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
      const markdown = await download(page, 'Download Markdown');
      expect(markdown.name).toBe('mayas-uber-map-the-return.md');
      expect(markdown.text.split('\n')[0]).toBe(`# ${NEW_TITLE}`);
      const twee = await download(page, 'Download Twine (Twee)');
      expect(twee.name).toBe('mayas-uber-map-the-return.twee');
      expect(twee.text).toContain(`:: StoryTitle\n${NEW_TITLE}\n`);
      const epub = await download(page, 'Download EPUB');
      expect(epub.name).toBe('mayas-uber-map-the-return.epub');
    });
  });
}
