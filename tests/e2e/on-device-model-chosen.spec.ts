// The reader who picked this device's model in Settings, on a stack whose AI service answers: every
// new part is written on the device (each captioned so, and the AI service never asked), and once
// the reader deletes the model, the next part offline is the built-in storyteller's, captioned so.
import { expect, test, type Page } from '@playwright/test';
import { makeTestModel } from '../../scripts/make-test-model.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server';
import { goOfflineUnderWorker } from './pwa-helpers';
import { startSecondStack, type ProviderStack } from './provider-stack';
import { MAP_STORY, walkWizardToCustomize } from './wizard-helpers';

let provider: ScriptedOpenAiServer;
let stack: ProviderStack;

test.beforeAll(async () => {
  provider = await startScriptedOpenAiServer({
    chat: () => ({
      kind: 'stream',
      content: JSON.stringify({
        segment_text: 'Maya unfolded the old map. A silver path glowed across the paper.',
        choices: ['Follow the silver path', 'Ask grandma about the map'],
        image_prompt: 'A girl with a glowing map in an attic',
        is_end: false,
      }),
    }),
  });
  const model = makeTestModel();
  stack = await startSecondStack('chosen-model', {
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-scripted',
    AI_MODEL: 'scripted-story-model',
    OFFLINE_MODEL_URL: model.path,
    OFFLINE_MODEL_SHA256: model.sha256,
    OFFLINE_MODEL_NAME: 'StoryCanvas test model',
    OFFLINE_MODEL_LICENCE: 'MIT',
  });
});
test.afterAll(async () => {
  await stack?.stop();
  await provider?.close();
});

const DEVICE_CAPTION = "This device's model (StoryCanvas test model) wrote this part.";
const chatRequests = () => provider.requests.filter((request) => request.path.includes('chat'));

async function chooseNextPart(page: Page, next: number): Promise<void> {
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  // Loading the model and writing with it on one shared core takes far longer than the storyteller.
  await expect(page.getByRole('article', { name: `Part ${next}` })).toBeVisible({
    timeout: 120_000,
  });
}

test('online with an AI service, the chosen model writes every part; after Delete, the storyteller writes offline', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const context = await browser.newContext({ baseURL: stack.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'On-device storyteller' });
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('status')).toHaveText(/is kept on this device/);
  await region.getByRole('checkbox', { name: "Write with this device's model" }).check();

  await walkWizardToCustomize(page, MAP_STORY);
  await page.getByRole('button', { name: 'Start story' }).click();
  await page.waitForURL(/\/story\/[0-9a-f-]{36}$/);
  // Online with an AI service, the placeholder still names the writer that writes the part.
  await expect(page.getByText("This device's model is writing…")).toBeVisible();
  await expect(page.getByText('Writing…', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Part 1' })).toBeVisible({ timeout: 120_000 });
  await chooseNextPart(page, 2);
  await chooseNextPart(page, 3);
  for (const part of [1, 2, 3]) {
    const article = page.getByRole('article', { name: `Part ${part}` });
    await expect(article.getByText(/wrote this part/)).toHaveText(DEVICE_CAPTION);
    // The test model writes its one sentence over and over (scripts/test-model/test-model-words.ts).
    await expect(article.locator('p').first()).toContainText('golden kite');
  }
  expect(chatRequests()).toEqual([]);
  const storyUrl = page.url();

  await page.goto('/settings');
  await region.getByRole('button', { name: 'Delete the model' }).click();
  await expect(region.getByRole('button', { name: 'Download the model' })).toBeEnabled();
  await goOfflineUnderWorker(page, context);
  await page.goto(storyUrl);
  await expect(page.getByText('offline: the built-in storyteller is writing')).toBeVisible();
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  await expect(
    page.getByRole('article', { name: 'Part 4' }).getByText(/wrote this part/),
  ).toHaveText('The built-in storyteller wrote this part.', { timeout: 60_000 });
  await expect(page.getByText(DEVICE_CAPTION)).toHaveCount(3);
  await context.close();
});
