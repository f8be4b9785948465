// The on-device model's answers refused in the browser: a second stack offers the test model built
// with made-up words (scripts/test-model/made-up-words.ts), which writes grammatical JSON whose story
// is never readable English. Offline, both of its answers fail the readability check, and the
// built-in storyteller writes the part, with its caption and the reason, and none of the model's
// words reach the reader.
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTestModel } from '../../scripts/make-test-model.ts';
import { MADE_UP_WORDS } from '../../scripts/test-model/made-up-words.ts';
import { startSecondStack, type ProviderStack } from './provider-stack';
import { startOfflineStoryWithModel } from './on-device-helpers';

let stack: ProviderStack | undefined;

test.beforeAll(async () => {
  const model = makeTestModel(resolve('.tmp/test-model/made-up-words-model.gguf'), MADE_UP_WORDS);
  stack = await startSecondStack('made-up-model', {
    OFFLINE_MODEL_URL: model.path,
    OFFLINE_MODEL_SHA256: model.sha256,
    OFFLINE_MODEL_NAME: 'Made-up words model',
    OFFLINE_MODEL_LICENCE: 'MIT',
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

test('offline, a model whose answers are not readable English twice leaves the part to the storyteller, saying why', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: stack!.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await startOfflineStoryWithModel(page, context, 'Made-up words model');
  const opening = page.getByRole('article', { name: 'Part 1' });
  // Loading the model and writing two answers on one shared core takes far longer than the storyteller.
  await expect(opening.getByText(/wrote this part/)).toHaveText(
    'The built-in storyteller wrote this part.',
    { timeout: 200_000 },
  );
  await expect(
    page.getByText(
      /^Why the built-in storyteller wrote it: this device's model's answer could not be used: it was not readable English: \d+ of \d+ words \(.+\) are in no dictionary\.?$/,
    ),
  ).toBeVisible();
  const text = await opening.locator('p').first().innerText();
  expect(text).toContain('Maya');
  expect(MADE_UP_WORDS.filter((word) => text.includes(word))).toEqual([]);
  await context.close();
});
