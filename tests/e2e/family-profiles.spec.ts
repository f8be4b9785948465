// Profiles in the app (issue #26), in Chromium against the real stack: a parent switches to a child's
// profile from the account menu and the header shows the child; the wizard offers only the child's
// band; grown-ups' pages ask the PIN; the child's Publish waits in /family until the parent approves
// it, then it is in Discover; leaving the profile with a wrong PIN is refused. Offline, switching and
// the PIN check still work (the device's hash), and a story written there syncs with its profile;
// a grown-up proof run out is asked for again with the PIN. An approval made offline waits on the
// device and publishes once the network is back; signing out ends the grown-up proof, so the next
// sign-in asks the PIN again. Discover's server-rendered first page, which lists every band, is not
// sent to a device in a child's profile.
import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import {
  AFTER_PIN,
  PIN,
  addChild,
  addFirstChild,
  approveOffline,
  askToPublish,
  leaveChildProfile,
  onFamilyPlan,
  openProfileSwitcher,
  reopenFamily,
  rest,
} from './family-helpers';
import { openSignedInPage, readServerStory, signUpUser, type TestSession } from './offline-helpers';
import { readStack } from './read-stack';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { MAP_STORY, startStory, walkWizardToCustomize } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// Each test walks the wizard, waits for a sync and checks PINs with a slow hash.
test.slow();

async function childId(session: TestSession, name: string): Promise<string> {
  const response = await rest(
    `child_profiles?display_name=eq.${name}&select=id`,
    session.access_token,
  );
  const [child] = (await response.json()) as { id: string }[];
  return child!.id;
}

async function chooseProfile(page: Page, accountName: string, profile: string): Promise<void> {
  await openProfileSwitcher(page, accountName);
  await page
    .getByRole('dialog', { name: 'Switch profile' })
    .getByRole('button', { name: profile })
    .click();
}

test('in a child’s profile the header shows the child, the wizard offers only their band, and their Publish waits for the parent’s PIN', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-switch');
  const email = parent.user.email;
  await onFamilyPlan(parent);
  const page = await openSignedInPage(browser, parent);
  await page.goto('/family');
  await addFirstChild(page, 'Mia', '4–6');
  await addChild(page, 'Leo', 'dragon', '10–12');

  await openProfileSwitcher(page, email);
  const switcher = page.getByRole('dialog', { name: 'Switch profile' });
  await expect(switcher.getByRole('button')).toHaveText(['Parent', '🦊 Mia', '🐉 Leo', 'Cancel']);
  await expect(switcher.getByRole('button', { name: 'Parent' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await seriousFindings(page, 'dialog')).toEqual([]);
  await switcher.getByRole('button', { name: '🦊 Mia' }).click();
  await expect(switcher).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: email })).toHaveCount(0);

  await page.reload();
  await expect(header.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  // The server renders Discover for every band, so in Mia's profile it leaves the first page to the app.
  const discoverFirstPaint = await page.context().request.get('/discover');
  expect(await discoverFirstPaint.text()).toContain('Loading...');
  await header.getByRole('button', { name: 'Mia', exact: true }).click();
  const menu = page.getByRole('list', { name: 'Account' });
  await expect(menu.getByRole('button', { name: 'Switch profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'For grown-ups' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
  expect(await seriousFindings(page, 'main')).toEqual([]);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'For grown-ups' })).toBeVisible();

  await page.goto('/create/age');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /4–6/ })).toBeVisible();
  const title = `Mia${Date.now().toString(36)}`;
  await walkWizardToCustomize(page, { ...MAP_STORY, age: '4–6', pictures: false });
  const storyId = await startStory(page);
  await expect
    .poll(
      async () =>
        readServerStory<{ child_profile_id: string; target_age: string }>(
          baseURL!,
          parent,
          storyId,
          'child_profile_id,target_age',
        ),
      { timeout: 20_000 },
    )
    .toEqual({ child_profile_id: await childId(parent, 'Mia'), target_age: '4-6' });

  await page.goto(`/story-editor/${storyId}`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByText('Title saved')).toBeVisible();
  // Asked once the renamed story has synced, as Publish does; on a busy machine that can take
  // longer than 20 s (the same wait as discover-after-publishing).
  const ask = page.getByRole('button', { name: 'Ask to publish' });
  await expect(ask).toBeEnabled({ timeout: 45_000 });
  await ask.click();
  await expect(page.getByText('Waiting for a grown-up’s yes.', { exact: false })).toBeVisible();
  await expect(ask).toBeDisabled();
  expect(
    (await readServerStory<{ is_public: boolean }>(baseURL!, parent, storyId, 'is_public'))
      ?.is_public,
  ).toBe(false);

  await page.goto('/my-stories');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await leaveChildProfile(page, 'Mia', '1357');
  const leaving = page.getByRole('dialog', { name: 'Leave Mia’s profile' });
  await expect(leaving.getByRole('alert')).toHaveText('That PIN is not right. 4 tries left.');
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await expect(header.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  await leaveChildProfile(page, 'Mia', PIN);
  await expect(header.getByRole('button', { name: email })).toBeVisible();

  await page.goto('/family');
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await expect(waiting.getByText('Mia asks to publish it to Discover')).toBeVisible(AFTER_PIN);
  await waiting.getByRole('button', { name: `Approve ${title}` }).click();
  const approve = page.getByRole('dialog', { name: `Publish ${title}` });
  await approve.getByLabel('Parent PIN').fill(PIN);
  await approve.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Published to Discover.')).toBeVisible(AFTER_PIN);
  await page.goto(`/discover?search=${title.toLowerCase()}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('offline, a child’s profile is entered and left with the PIN checked on the device, and a story written in it syncs with the profile', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-plane');
  const page = await openSignedInPage(browser, parent);
  await waitForServiceWorkerControl(page);
  await page.goto('/family');
  await addFirstChild(page, 'Ada', '7–9');
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

test('offline, a parent’s approval and AI switch wait on the device and are sent once the network is back; signing out ends the grown-up proof', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-offline-yes');
  const email = parent.user.email;
  const page = await openSignedInPage(browser, parent);
  await waitForServiceWorkerControl(page);
  await page.goto('/family');
  await addFirstChild(page, 'Ada', '4–6');
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
