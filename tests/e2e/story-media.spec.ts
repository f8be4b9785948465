import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server';
import { putSession, readAnonKey, signUpUser, type TestSession } from './offline-helpers';
import { goOfflineUnderWorker, waitForServiceWorkerControl } from './pwa-helpers';
import { startProviderStack, type ProviderStack } from './provider-stack';
import { completeWizard, MAP_STORY, startStory, walkWizardToCustomize } from './wizard-helpers';

/** One second of silence as MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono): what a speech endpoint returns. */
function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

let part = 0;
function scriptedSegment() {
  part += 1;
  const segment = {
    segment_text: `Part ${part}: Maya unfolded the old map under the attic window. A silver path glowed across the paper. She smiled and picked up her lantern.`,
    choices: ['Follow the silver path', 'Ask grandma about the map', 'Look for the key'],
    image_prompt: `A girl with a glowing map in a cosy attic, scene ${part}`,
    is_end: false,
  };
  return { kind: 'stream' as const, content: JSON.stringify(segment) };
}

function playableMilliseconds(audio: Locator): Promise<number> {
  return audio.evaluate(async (element: HTMLAudioElement) => {
    if (element.readyState < 1) {
      await new Promise((resolve) => {
        element.addEventListener('loadedmetadata', resolve, { once: true });
        element.addEventListener('error', resolve, { once: true });
        element.load();
      });
    }
    return element.error ? -1 : Math.round(element.duration * 1000);
  });
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete)
      await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth;
  });
}

const choicePanel = (page: Page) => page.getByRole('group', { name: 'What happens next?' });

test.describe('with a provider behind the stack', () => {
  let provider: ScriptedOpenAiServer;
  let stack: ProviderStack;

  test.beforeAll(async () => {
    provider = await startScriptedOpenAiServer({
      image: readFileSync('public/icons/icon-192.png'),
      speech: silentMp3(40),
      chat: scriptedSegment,
    });
    stack = await startProviderStack(provider.baseUrl);
  });
  test.afterAll(async () => {
    await stack?.stop();
    await provider?.close();
  });

  /** A new user signed in on the provider stack's origin, with the map story started. */
  async function writeSignedInMapStory(page: Page, label: string): Promise<TestSession> {
    await page.goto(stack.url);
    await waitForServiceWorkerControl(page);
    const session = await signUpUser(stack.url, label);
    await putSession(page, session);
    await completeWizard(page, { ...MAP_STORY, origin: stack.url });
    return session;
  }

  test('each part gets a generated picture, the plan stops at its images per story, and pictures stay offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const session = await writeSignedInMapStory(page, 'media');

    const picture = (n: number) =>
      page.getByRole('article', { name: `Part ${n}` }).getByRole('img');
    await expect(picture(1)).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/story-images\/.+\.png$/,
    );
    await expect(picture(1)).toHaveAttribute(
      'alt',
      'A girl with a glowing map in a cosy attic, scene 1',
    );
    expect(await naturalWidth(picture(1))).toBe(192);
    const imageRequest = provider.requests.find((request) =>
      request.path.endsWith('/images/generations'),
    );
    expect(imageRequest?.body).toMatchObject({ model: 'scripted-image-model' });
    expect(String(imageRequest?.body.prompt)).toContain('safe for children');

    for (const n of [2, 3]) {
      await choicePanel(page).getByRole('button', { name: 'Follow the silver path' }).click();
      await expect(picture(n)).toHaveAttribute('src', /story-images/);
    }
    await choicePanel(page).getByRole('button', { name: 'Follow the silver path' }).click();
    const fourth = page.getByRole('article', { name: 'Part 4' });
    await expect(fourth).toContainText(
      'Your Free plan includes 3 images per story. Upgrade for more.',
    );
    await expect(picture(4)).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(
      provider.requests.filter((request) => request.path.endsWith('/images/generations')),
    ).toHaveLength(3);

    const firstSrc = await picture(1).getAttribute('src');
    const opening = page.getByRole('article', { name: 'Part 1' });
    provider.enqueue({ kind: 'status', status: 500, body: '{"error":{"message":"busy"}}' });
    await opening.getByRole('button', { name: 'New picture' }).click();
    await expect(opening.getByRole('heading', { name: 'Image generation error' })).toBeVisible();
    await expect(opening).toContainText('Maya unfolded the old map');
    await expect(picture(1)).toHaveAttribute('src', firstSrc ?? '');
    await opening.getByRole('button', { name: 'Continue Without Feature' }).click();
    await expect(opening.getByRole('alert')).toHaveCount(0);

    await page
      .getByRole('article', { name: 'Part 1' })
      .getByRole('button', { name: 'New picture' })
      .click();
    await expect(picture(1)).not.toHaveAttribute('src', firstSrc ?? '');
    await expect(picture(1)).toHaveAttribute('src', /story-images/);

    // The opening's picture is the story's cover once the device has synced it.
    const cover = await picture(1).getAttribute('src');
    const storyId = page.url().split('/').pop();
    const anonKey = await readAnonKey(stack.url);
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${stack.url}/rest/v1/stories?id=eq.${storyId}&select=thumbnail_url`,
            {
              headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` },
            },
          );
          return ((await response.json()) as { thumbnail_url: string | null }[])[0]?.thumbnail_url;
        },
        { timeout: 30_000 },
      )
      .toBe(cover);

    await context.setOffline(true);
    await page.reload();
    for (const n of [1, 2, 3]) expect(await naturalWidth(picture(n))).toBe(192);
    await context.setOffline(false);
  });

  test('cloud narration of a part and of the whole story is counted, warned about, stopped at the limit, and plays offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await writeSignedInMapStory(page, 'narration');
    const opening = page.getByRole('article', { name: 'Part 1' }).getByRole('img');
    await expect(opening).toHaveAttribute('src', /story-images/);

    // A part written again gets a picture of its new words.
    const [oldSrc, oldAlt] = [await opening.getAttribute('src'), await opening.getAttribute('alt')];
    await choicePanel(page).getByRole('button', { name: 'Write this part again' }).click();
    await expect(opening).not.toHaveAttribute('alt', oldAlt ?? '');
    await expect(opening).toHaveAttribute('src', /story-images/);
    await expect(opening).not.toHaveAttribute('src', oldSrc ?? '');
    await page.goto(page.url().replace('/story/', '/story-viewer/'));

    await page
      .getByRole('button', { name: 'Narrate the whole story with the cloud voice' })
      .click();
    await expect(page.getByLabel('Cloud narration of the whole story')).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/story-audio\/.+\.mp3$/,
    );
    const part = page
      .locator('li')
      .filter({ has: page.getByRole('group', { name: 'Read aloud' }) })
      .first();
    provider.enqueue({ kind: 'status', status: 500, body: '{"error":{"message":"busy"}}' });
    await part.getByRole('button', { name: 'Narrate this part with the cloud voice' }).click();
    await expect(part.getByRole('heading', { name: 'Audio generation error' })).toBeVisible();
    await part.getByRole('button', { name: 'Continue Without Feature' }).click();
    await expect(part.getByRole('alert')).toHaveCount(0);
    await expect(part.getByRole('button', { name: 'Read aloud' })).toBeVisible();

    await part.getByRole('button', { name: 'Narrate this part with the cloud voice' }).click();
    const player = part.getByLabel('Cloud narration of this part');
    await expect(player).toHaveAttribute('src', /story-audio/);
    expect(await playableMilliseconds(player)).toBeGreaterThan(900);
    const speech = provider.requests.filter((request) => request.path.endsWith('/audio/speech'));
    expect(speech.at(-1)?.body).toMatchObject({
      model: 'scripted-speech-model',
      input: expect.stringContaining('Maya unfolded the old map'),
    });

    const again = part.getByRole('button', {
      name: 'Narrate this part again with the cloud voice',
    });
    for (let used = 3; used <= 8; used += 1) {
      await expect(again).toBeEnabled();
      await again.click();
      await expect(page.getByText('Making the narration…')).toHaveCount(0);
    }
    await expect(part.getByText('Only 2 voice narrations left this month')).toBeVisible();
    for (let used = 9; used <= 10; used += 1) {
      await expect(again).toBeEnabled();
      await again.click();
      await expect(page.getByText('Making the narration…')).toHaveCount(0);
    }
    await expect(part.getByText(/^limit reached/)).toBeVisible();
    await expect(again).toBeDisabled();
    expect(
      provider.requests.filter((request) => request.path.endsWith('/audio/speech')),
    ).toHaveLength(11); // ten narrations and the one that failed, which is not counted

    expect(await seriousAxeFindings(page)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Making the narration…')).toHaveCount(0);
    expect(
      await playableMilliseconds(part.getByLabel('Cloud narration of this part')),
    ).toBeGreaterThan(900);
    expect(
      await playableMilliseconds(page.getByLabel('Cloud narration of the whole story')),
    ).toBeGreaterThan(900);
    expect(await naturalWidth(part.getByRole('img'))).toBe(192);
    await context.setOffline(false);
  });
});

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
