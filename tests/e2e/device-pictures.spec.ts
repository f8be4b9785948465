// Pictures drawn on the device when there is no generated one: every part has one, offline too,
// showing its own scene, place and helper in the story's style, and none when pictures are skipped.
import { expect, test, type Locator } from '@playwright/test';
import { goOfflineUnderWorker } from './pwa-helpers';
import { choicePanel, naturalWidth } from './story-page-helpers';
import { completeWizard, MAP_STORY, startStory, walkWizardToCustomize } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

test('without a provider every part shows a picture drawn on the device, offline too', async ({
  page,
  context,
}) => {
  await goOfflineUnderWorker(page, context);
  await completeWizard(page);
  await choicePanel(page).getByRole('button').first().click();
  const pictures = [1, 2].map((n) =>
    page.getByRole('article', { name: `Part ${n}` }).getByRole('img'),
  );
  for (const image of pictures) {
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await naturalWidth(image)).toBeGreaterThan(0);
    expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(0);
  }
  await expect(page.getByRole('button', { name: 'New picture' })).toHaveCount(0);
  await context.setOffline(false);
});

test('each part’s picture shows its own scene in the story’s style, and its alt text names the place', async ({
  page,
}) => {
  await walkWizardToCustomize(page, {
    ...MAP_STORY,
    idea: 'A girl finds a glowing map in the desert canyon.',
  });
  await page.getByLabel('Picture style').selectOption('watercolor');
  await startStory(page);
  const parts = 4;
  for (let n = 2; n <= parts; n += 1) {
    await choicePanel(page).getByRole('button').first().click();
    await expect(page.getByRole('article', { name: `Part ${n}` })).toBeVisible();
  }
  const shown = async (scope: Locator, n: number) => {
    const image = scope.getByRole('img').nth(n - 1);
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
    return {
      src: decodeURIComponent((await image.getAttribute('src')) ?? ''),
      alt: (await image.getAttribute('alt')) ?? '',
    };
  };
  const pictures: { src: string; alt: string }[] = [];
  for (let n = 1; n <= parts; n += 1) {
    const part = page.getByRole('article', { name: `Part ${n}` });
    const picture = await shown(part, 1);
    // Watercolor is drawn as watercolor: turbulence bends the edges of its washes.
    expect(picture.src).toContain('feDisplacementMap');
    const place =
      /\b(?:in|at|on|by|deep in) the ([a-z ]+?)(?: at sunset| at night| in the morning)?$/.exec(
        picture.alt,
      )?.[1];
    expect(place, picture.alt).toBeTruthy();
    // The place drawn is where this part happens: the idea's canyon, or where the last choice led.
    const text = (await part.textContent()) ?? '';
    expect(`${text} the desert canyon`.toLowerCase()).toContain(place);
    pictures.push(picture);
  }
  expect(pictures[0]?.alt).toMatch(/^Maya the girl .*with a map in the desert canyon/);
  for (let n = 1; n < parts; n += 1) expect(pictures[n]?.src).not.toBe(pictures[n - 1]?.src);

  await page.goto(page.url().replace('/story/', '/story-viewer/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('img')).toHaveCount(parts);
  for (let n = 1; n <= parts; n += 1) {
    const picture = await shown(main, n);
    expect(picture.src).toContain('feDisplacementMap');
    expect(picture.alt).toBe(pictures[n - 1]?.alt);
  }
});

test('a part that meets a helper shows that helper beside the hero, and the next helper met replaces it', async ({
  page,
}) => {
  await completeWizard(page);
  const pictures: { helper: string; src: string; alt: string }[] = [];
  for (const n of [2, 3]) {
    // The third choice is always the kind one: a helper to meet.
    const choice = choicePanel(page).getByRole('button').nth(2);
    const helper = (await choice.innerText())
      .trim()
      .toLowerCase()
      .replace(/^\S+( to| up)? the /, '');
    await choice.click();
    const part = page.getByRole('article', { name: `Part ${n}` });
    await expect(part).toContainText(helper, { ignoreCase: true });
    const image = part.getByRole('img');
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt).toMatch(new RegExp(`^Maya the girl and an? ${helper} with `));
    pictures.push({ helper, src: (await image.getAttribute('src')) ?? '', alt });
  }
  expect(pictures[1]?.helper).not.toBe(pictures[0]?.helper);
  expect(pictures[1]?.src).not.toBe(pictures[0]?.src);
});

test('a story made with pictures skipped shows none while writing, reading or in the slideshow', async ({
  page,
}) => {
  await completeWizard(page, { ...MAP_STORY, pictures: false });
  const opening = page.getByRole('article', { name: 'Part 1' });
  await expect(opening).toContainText('Maya');
  await expect(opening.getByRole('img')).toHaveCount(0);
  await page.goto(page.url().replace('/story/', '/story-viewer/'));
  await expect(page.getByText('Maya').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Maya');
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start slideshow' }).click();
  await expect(page.getByRole('dialog')).toContainText('Maya');
  await expect(page.getByRole('dialog').getByRole('img')).toHaveCount(0);
});
