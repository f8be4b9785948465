// The on-device model's answer cut off before its JSON ends, in the browser: a second stack offers
// the test model made to write JSON escapes without end (scripts/test-model/unclosed-answer.ts), so
// each try runs out of tokens inside the story's string and cannot be parsed. Offline, both tries
// fail, and the built-in storyteller writes the part: its caption, in the part a screen reader
// reads, says so, the note says why, and nothing the model wrote reaches the reader.
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTestModel } from '../../scripts/make-test-model.ts';
import { UNCLOSED_ANSWER } from '../../scripts/test-model/unclosed-answer.ts';
import { TEST_MODEL_WORDS } from '../../scripts/test-model/test-model-words.ts';
import { startSecondStack, type ProviderStack } from './provider-stack';
import { startOfflineStoryWithModel } from './on-device-helpers';

let stack: ProviderStack | undefined;

test.beforeAll(async () => {
  const model = makeTestModel(
    resolve('.tmp/test-model/unclosed-answer-model.gguf'),
    TEST_MODEL_WORDS,
    UNCLOSED_ANSWER,
  );
  stack = await startSecondStack('unclosed-model', {
    OFFLINE_MODEL_URL: model.path,
    OFFLINE_MODEL_SHA256: model.sha256,
    OFFLINE_MODEL_NAME: 'Unclosed answer model',
    OFFLINE_MODEL_LICENCE: 'MIT',
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

test('offline, a model whose answers are cut off before their JSON ends leaves the part to the storyteller, with its caption', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: stack!.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await startOfflineStoryWithModel(page, context, 'Unclosed answer model');
  const opening = page.getByRole('article', { name: 'Part 1' });
  await expect(opening.getByText(/wrote this part/)).toHaveText(
    'The built-in storyteller wrote this part.',
    { timeout: 200_000 },
  );
  await expect(opening).toMatchAriaSnapshot('- text: The built-in storyteller wrote this part.');
  await expect(
    page.getByText(
      "Why the built-in storyteller wrote it: this device's model's answer could not be used: The answer holds no JSON object.",
    ),
  ).toBeVisible();
  const text = await opening.locator('p').first().innerText();
  expect(text).toContain('Maya');
  expect(text).not.toMatch(/\u2603|2603/);
  await context.close();
});
