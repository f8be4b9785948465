// A child's profile offline (issue #26), in Chromium against the real stack: switching to it and
// leaving it with the PIN still work (the device's hash counts the wrong tries), and a story written
// there syncs with its profile once the network is back; a grown-up proof run out is asked for again
// with the PIN.
import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import {
  AFTER_PIN,
  PIN,
  childId,
  chooseProfile,
  leaveChildProfile,
  parentWithFirstChild,
  rest,
} from './family-helpers';
import { readServerStory } from './offline-helpers';
import { readStack } from './read-stack';
import { MAP_STORY, startStory, walkWizardToCustomize } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// Each test walks the wizard, waits for a sync and checks PINs with a slow hash.
test.slow();

test('offline, a child’s profile is entered and left with the PIN checked on the device, and a story written in it syncs with the profile', async ({
  browser,
  baseURL,
}) => {
  const { parent, page } = await parentWithFirstChild(browser, baseURL!, 'family-plane', {
    name: 'Ada',
    band: '7–9',
  });
  const adaId = await childId(parent, 'Ada');
  await page.goto('/');

  await page.context().setOffline(true);
  await chooseProfile(page, parent.user.email, '🦊 Ada');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Ada', exact: true })).toBeVisible();
  await walkWizardToCustomize(page, { ...MAP_STORY, pictures: false });
  const storyId = await startStory(page);

  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await leaveChildProfile(page, 'Ada', '0000');
    const leaving = page.getByRole('dialog', { name: 'Leave Ada’s profile' });
    await expect(leaving.getByRole('alert')).toHaveText(`That PIN is not right. ${left} left.`);
    await leaving.getByRole('button', { name: 'Cancel' }).click();
  }
  await leaveChildProfile(page, 'Ada', PIN);
  await expect(header.getByRole('button', { name: parent.user.email })).toBeVisible();

  await page.context().setOffline(false);
  await expect
    .poll(
      async () =>
        (
          await readServerStory<{ child_profile_id: string }>(
            baseURL!,
            parent,
            storyId,
            'child_profile_id',
          )
        )?.child_profile_id,
      { timeout: 20_000 },
    )
    .toBe(adaId);

  // The grown-up proof from opening Family, run out (30 minutes unused): switching Ada's AI service
  // on asks the PIN again before the server takes it.
  await page.goto('/family');
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
  const aiSwitch = page.getByLabel('Let the AI service write Ada’s story parts');
  await expect(aiSwitch).toBeVisible(AFTER_PIN);
  const expired = await rest(
    `grown_up_proofs?user_id=eq.${parent.user.id}`,
    readStack().serviceRoleKey,
    { method: 'PATCH', body: JSON.stringify({ expires_at: new Date(0).toISOString() }) },
  );
  expect(expired.ok).toBe(true);
  await aiSwitch.click();
  const grownUp = page.getByRole('dialog', { name: 'For grown-ups' });
  await expect(grownUp).toBeVisible();
  expect(await seriousFindings(page, 'dialog')).toEqual([]);
  await grownUp.getByLabel('Parent PIN').fill(PIN);
  await page.keyboard.press('Enter');
  await expect(grownUp).toBeHidden(AFTER_PIN);
  await expect(aiSwitch).toBeChecked(AFTER_PIN);
  await expect
    .poll(async () =>
      (await rest(`child_profiles?id=eq.${adaId}&select=ai_allowed`, parent.access_token)).json(),
    )
    .toEqual([{ ai_allowed: true }]);
});
