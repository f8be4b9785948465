// A parent's yes offline (issue #26), in Chromium against the real stack: an approval and an AI
// switch made offline wait on the device, survive a reload, and are sent once the network is back;
// signing out ends the grown-up proof on the server too, so the next sign-in asks the PIN again.
import { expect, test } from '@playwright/test';
import {
  AFTER_PIN,
  PIN,
  approveOffline,
  askToPublish,
  parentWithFirstChild,
  reopenFamily,
  rest,
} from './family-helpers';
import { readServerStory } from './offline-helpers';
import { readStack } from './read-stack';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// Each test walks the wizard, waits for a sync and checks PINs with a slow hash.
test.slow();

test('offline, a parent’s approval and AI switch wait on the device and are sent once the network is back; signing out ends the grown-up proof', async ({
  browser,
  baseURL,
}) => {
  const { parent, page } = await parentWithFirstChild(browser, baseURL!, 'family-offline-yes', {
    name: 'Ada',
    band: '4–6',
  });
  const email = parent.user.email;
  const title = `Ada${Date.now().toString(36)}`;
  const childStory = await askToPublish(parent, 'Ada', title);
  const ownStory = crypto.randomUUID();
  const written = await rest('stories', parent.access_token, {
    method: 'POST',
    body: JSON.stringify({ id: ownStory, user_id: parent.user.id, title: 'The parent’s kite' }),
  });
  expect(written.ok).toBe(true);
  const part = { id: crypto.randomUUID(), story_id: ownStory, segment_text: 'The kite flew high.' };
  expect(
    (
      await rest('story_segments', parent.access_token, {
        method: 'POST',
        body: JSON.stringify(part),
      })
    ).ok,
  ).toBe(true);
  const isPublic = async (storyId: string) =>
    (await readServerStory<{ is_public: boolean }>(baseURL!, parent, storyId, 'is_public'))
      ?.is_public;

  await reopenFamily(page);
  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await expect(waiting.getByText('Ada asks to publish it to Discover')).toBeVisible(AFTER_PIN);

  await approveOffline(page, title);
  expect(await isPublic(childStory)).toBe(false);
  const aiSwitch = page.getByLabel('Let the AI service write Ada’s story parts');
  await aiSwitch.click();
  await expect(aiSwitch).toBeChecked();
  await expect(page.getByRole('region', { name: 'Children' }).getByRole('status')).toHaveText(
    'Waiting for the network: the AI service is switched on for Ada once you are back online.',
  );
  const adaAi = async () =>
    (await (await rest(`child_profiles?select=ai_allowed`, parent.access_token)).json()) as {
      ai_allowed: boolean;
    }[];
  expect(await adaAi()).toEqual([{ ai_allowed: false }]);
  // Nothing is lost to a reload with no network: /family opens with the PIN checked on the device
  // and lists the request and the switch as waiting.
  await page.reload();
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
  await expect(waiting.getByRole('status')).toHaveText(
    'Approved on this device. It is published once you are back online.',
    AFTER_PIN,
  );
  await expect(aiSwitch).toBeChecked();

  await page.context().setOffline(false);
  await expect.poll(() => isPublic(childStory), { timeout: 20_000 }).toBe(true);
  await expect.poll(adaAi).toEqual([{ ai_allowed: true }]);
  await expect(aiSwitch).toBeChecked();
  await expect(waiting.getByText(title)).toHaveCount(0);
  await page.goto(`/discover?search=${title.toLowerCase()}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Signing out ends the proof on the server too: a copy kept from before is worth nothing.
  const proof = await page.evaluate(() => localStorage.getItem('storycanvas_grown_up_proof'));
  expect(proof).toContain(parent.user.id);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: email, exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storycanvas_grown_up_proof'))).toBeNull();
  const signedInAgain = (await (
    await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: readStack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery staple' }),
    })
  ).json()) as { access_token: string };
  const holds = await rest('rpc/holds_grown_up_proof', signedInAgain.access_token, {
    method: 'POST',
    headers: { 'x-grown-up-proof': (JSON.parse(proof!) as { proof: string }).proof },
    body: '{}',
  });
  expect(await holds.json()).toBe(false);

  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(header.getByRole('button', { name: email, exact: true })).toBeVisible();
  await page.goto(`/story-editor/${ownStory}`);
  const publish = page.getByRole('button', { name: 'Publish to Discover' });
  await expect(publish).toBeEnabled({ timeout: 45_000 });
  await publish.click();
  const grownUp = page.getByRole('dialog', { name: 'For grown-ups' });
  await expect(grownUp).toBeVisible(AFTER_PIN);
  expect(await isPublic(ownStory)).toBe(false);
  await grownUp.getByLabel('Parent PIN').fill(PIN);
  await grownUp.getByRole('button', { name: 'Go on' }).click();
  await expect.poll(() => isPublic(ownStory), { timeout: 30_000 }).toBe(true);
});
