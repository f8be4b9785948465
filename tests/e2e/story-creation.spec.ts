import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { goOfflineUnderWorker } from './pwa-helpers';
import { completeWizard } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const choicePanel = (page: Page) => page.getByRole('group', { name: 'What happens next?' });

test('a visitor writes a branching story with the storyteller, finishes it and exports it', async ({
  page,
}) => {
  await completeWizard(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya and the Map');
  const opening = page.getByRole('article', { name: 'Part 1' });
  await expect(opening).toContainText('An old map fell out of a library book.');
  await expect(opening).toContainText('Maya');
  await expect(
    choicePanel(page)
      .locator('button:not([type=submit])')
      .filter({ hasNotText: /Write this part again|Finish the story/ }),
  ).toHaveCount(3);

  const firstChoice = await choicePanel(page).getByRole('button').first().innerText();
  await choicePanel(page).getByRole('button').first().click();
  const partTwo = page.getByRole('article', { name: 'Part 2' });
  await expect(partTwo).toContainText(firstChoice.split(' ').slice(1).join(' '));
  await expect(partTwo).toContainText('Maya');
  await expect(partTwo).toContainText('map');

  await choicePanel(page).getByLabel('Or write your own choice').fill('Climb the old lighthouse');
  await choicePanel(page).getByRole('button', { name: 'Go', exact: true }).click();
  const partThree = page.getByRole('article', { name: 'Part 3' });
  await expect(partThree).toContainText('climbed the old lighthouse');
  await expect(partThree).toContainText('Maya');

  const otherPath = page
    .getByRole('group', { name: 'Take another path at part 1' })
    .getByRole('button')
    .first();
  await otherPath.click();
  await page
    .getByRole('group', { name: 'New branch at part 1' })
    .getByRole('button', { name: 'Start new branch' })
    .click();
  await expect(page.getByRole('group', { name: 'Branches at part 2' })).toContainText(
    'Branch 2 of 2',
  );
  await page
    .getByRole('group', { name: 'Branches at part 2' })
    .getByRole('button', { name: 'Previous branch' })
    .click();
  await expect(page.getByRole('article', { name: 'Part 3' })).toContainText(
    'climbed the old lighthouse',
  );

  await choicePanel(page).getByRole('button', { name: 'Finish the story' }).click();
  await expect(page.getByText('The end.', { exact: true })).toBeVisible();
  await expect(choicePanel(page)).toHaveCount(0);

  const storyUrl = page.url();
  await page.goto(storyUrl.replace('/story/', '/story-editor/'));
  const partOne = page.getByLabel('Part 1', { exact: true });
  await partOne.fill('Maya climbed into the dusty attic and found a map that hummed like a bee.');
  await page.getByRole('button', { name: 'Save part 1' }).click();
  await expect(page.getByText('Part 1 saved')).toBeVisible();
  await page.goto(storyUrl);
  await expect(page.getByRole('article', { name: 'Part 1' })).toContainText(
    'a map that hummed like a bee',
  );

  await page.goto(storyUrl.replace('/story/', '/story-viewer/'));
  await page.getByRole('button', { name: 'Start slideshow' }).click();
  await expect(page.locator('header')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('progressbar', { name: 'Story progress' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('header')).toHaveCount(1);

  const [epub] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download EPUB' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync((await epub.path())!)));
  expect(Object.keys(files)[0]).toBe('mimetype');
  expect(strFromU8(files['OEBPS/content.opf']!)).toContain('<dc:title>Maya and the Map</dc:title>');

  const [twee] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Twine (Twee)' }).click(),
  ]);
  const tweeText = readFileSync((await twee.path())!, 'utf8');
  expect(tweeText).toContain(':: StoryTitle\nMaya and the Map');
  expect(tweeText.match(/^:: Part \d+/gm)).toHaveLength(5);
  expect(tweeText).toContain('[[Climb the old lighthouse->');
});

test('a story written offline is kept on the device and listed in My Stories', async ({
  page,
  context,
}) => {
  await goOfflineUnderWorker(page, context);
  await completeWizard(page);
  await expect(page.getByText('offline: the built-in storyteller is writing')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Part 1' })).toContainText('Maya');
  for (const part of [2, 3, 4]) {
    await choicePanel(page).getByRole('button').first().click();
    await expect(page.getByRole('article', { name: `Part ${part}` })).toBeVisible();
  }
  await choicePanel(page).getByRole('button', { name: 'Finish the story' }).click();
  await expect(page.getByRole('article', { name: 'Part 5' })).toContainText('Maya');
  await expect(page.getByRole('article', { name: 'Part 5' })).toContainText('map');
  await expect(page.getByRole('article', { name: 'Part 3' })).toContainText('map');
  await expect(page.getByText('The end.', { exact: true })).toBeVisible();
  await page.goto('/my-stories');
  await expect(page.getByRole('link', { name: 'Maya and the Map' }).first()).toBeVisible();
  await context.setOffline(false);
});
