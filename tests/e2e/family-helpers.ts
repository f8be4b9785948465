// What the family specs share: the parent PIN they set, REST calls as a user, the Family plan, a
// child's story with its request to publish (as the child's device sends them), adding a child, a
// new parent with a first child on a page that works offline, a child's id and switching to their
// profile.
import { expect, type Browser, type Page } from '@playwright/test';
import { openSignedInPage, signUpUser, type TestSession } from './offline-helpers';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { readStack } from './read-stack';

export const PIN = '2468';
/** A PIN is hashed or checked with scrypt on the server, which is slow on purpose (and slower on a busy machine). */
export const AFTER_PIN = { timeout: 30_000 };

export async function rest(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  const stack = readStack();
  return fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(init.headers as Record<string, string>),
    },
  });
}

export async function onFamilyPlan(session: TestSession): Promise<void> {
  const key = readStack().serviceRoleKey;
  const response = await rest('subscribers', key, {
    method: 'POST',
    headers: { Prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({
      user_id: session.user.id,
      subscribed: true,
      subscription_tier: 'Family',
    }),
  });
  expect(response.ok).toBe(true);
}

/** A story written in a child's profile and its request to publish, as the child's device sends them. */
export async function askToPublish(
  session: TestSession,
  childName: string,
  title: string,
): Promise<string> {
  const token = session.access_token;
  const [child] = (await (
    await rest(`child_profiles?display_name=eq.${childName}&select=id`, token)
  ).json()) as { id: string }[];
  const id = crypto.randomUUID();
  const story = {
    id,
    user_id: session.user.id,
    title,
    target_age: '4-6',
    child_profile_id: child!.id,
  };
  expect((await rest('stories', token, { method: 'POST', body: JSON.stringify(story) })).ok).toBe(
    true,
  );
  const part = {
    id: crypto.randomUUID(),
    story_id: id,
    segment_text: 'The owl found a lost mitten.',
  };
  expect(
    (await rest('story_segments', token, { method: 'POST', body: JSON.stringify(part) })).ok,
  ).toBe(true);
  const request = { user_id: session.user.id, story_id: id, child_profile_id: child!.id };
  expect(
    (await rest('publish_requests', token, { method: 'POST', body: JSON.stringify(request) })).ok,
  ).toBe(true);
  return id;
}

export async function addChild(
  page: Page,
  name: string,
  avatar: string,
  band: string,
): Promise<void> {
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByRole('radio', { name: avatar }).check();
  await form.getByLabel('Reading band').selectOption({ label: band });
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
}

/** The first child, with the parent PIN chosen beside it, on /family (the PIN is hashed on the server). */
export async function addFirstChild(page: Page, name: string, band: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByLabel('Reading band').selectOption({ label: band });
  await form.getByLabel('Choose a parent PIN').fill(PIN);
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible(AFTER_PIN);
}

/** Opens Switch profile from the account menu, whose button shows the email or the active child. */
export async function openProfileSwitcher(page: Page, accountName: string): Promise<void> {
  await page.getByRole('button', { name: accountName, exact: true }).click();
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Switch profile' })).toBeVisible();
}

/** Leaves a child's profile for the parent's with a PIN; the answer is left to the caller to check. */
export async function leaveChildProfile(page: Page, child: string, pin: string): Promise<void> {
  await openProfileSwitcher(page, child);
  await page
    .getByRole('dialog', { name: 'Switch profile' })
    .getByRole('button', { name: 'Parent' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Leave ${child}’s profile` });
  await dialog.getByLabel('Parent PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Leave profile' }).click();
}

/** Opens /family as it is now on the server and the device: a reload, then the PIN. */
export async function reopenFamily(page: Page): Promise<void> {
  await page.reload();
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
}

/** Approves a child's story on /family with the network gone: the approval waits on the device. */
export async function approveOffline(page: Page, title: string): Promise<void> {
  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await page.context().setOffline(true);
  await waiting.getByRole('button', { name: `Approve ${title}` }).click();
  const approve = page.getByRole('dialog', { name: `Publish ${title}` });
  await approve.getByLabel('Parent PIN').fill(PIN);
  await approve.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Approved. It is published once you are back online.')).toBeVisible(
    AFTER_PIN,
  );
  await expect(waiting.getByRole('status')).toHaveText(
    'Approved on this device. It is published once you are back online.',
  );
}

/** The id of the account's child profile of that name, read from the server. */
export async function childId(session: TestSession, name: string): Promise<string> {
  const response = await rest(
    `child_profiles?display_name=eq.${name}&select=id`,
    session.access_token,
  );
  const [child] = (await response.json()) as { id: string }[];
  return child!.id;
}

export async function chooseProfile(
  page: Page,
  accountName: string,
  profile: string,
): Promise<void> {
  await openProfileSwitcher(page, accountName);
  await page
    .getByRole('dialog', { name: 'Switch profile' })
    .getByRole('button', { name: profile })
    .click();
}

/**
 * A new parent signed in on a page the app's worker controls (so it keeps working offline), with
 * their first child added in /family.
 */
export async function parentWithFirstChild(
  browser: Browser,
  baseURL: string,
  label: string,
  child: { name: string; band: string },
): Promise<{ parent: TestSession; page: Page }> {
  const parent = await signUpUser(baseURL, label);
  const page = await openSignedInPage(browser, parent);
  await waitForServiceWorkerControl(page);
  await page.goto('/family');
  await addFirstChild(page, child.name, child.band);
  return { parent, page };
}
