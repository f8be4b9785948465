import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openSignedInPage, signUpUser } from './offline-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// A prerendered page shows its forms before the app's scripts have run (on a slow phone, for
// seconds). What a reader types or picks there is kept when the app takes the page over, and the
// app acts on it: the field still shows it and submitting uses it.

/** Holds every script until the returned function is called, as a slow network would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The Feedback button joins when the page is first idle, after the app has hydrated it. */
async function waitForTheApp(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible({ timeout: 30_000 });
}

test('sign-up keeps the email and password typed before the app started, and submitting checks them', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/auth/signup', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await expect(email).toBeVisible();
  const address = `pip-${randomUUID().slice(0, 8)}@example.com`;
  await email.fill(address);
  await password.fill('short');

  release();
  await waitForTheApp(page);
  await expect(email).toHaveValue(address);
  await expect(password).toHaveValue('short');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The password the app checks is the one typed (not an empty one), and the email passes.
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toHaveCount(0);
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toHaveCount(
    0,
  );
  await expect(email).toHaveValue(address);
});

test('a sign-up sent before the app started is sent by the app, never by the browser with the password in the address', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/auth/signup', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(`pip-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password').fill('lanterns-at-night');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // A browser left to itself sends the form as a GET to this page, password in the query string.
  await expect(page).toHaveURL(/\/auth\/signup$/);

  release();
  await expect(
    page.getByText("Welcome to StoryCanvas! Your account is ready and you're signed in."),
  ).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain('lanterns');
});

test('a bad email typed before the app started gets the validation message for what was typed', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/auth/signup', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('pip-at-example');
  await page.getByLabel('Password').fill('lanterns-at-night');

  release();
  await waitForTheApp(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText(/Enter your password|Use at least 8 characters/)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('pip-at-example');
});

test('Discover acts on the reader’s age picked before the app started', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/discover', { waitUntil: 'commit' });
  const age = page.getByLabel('Reader’s age').or(page.getByLabel("Reader's age"));
  await expect(age).toBeVisible();
  await age.selectOption('7-9');

  release();
  await waitForTheApp(page);
  await expect(page).toHaveURL(/[?&]age=7-9/);
  await expect(age).toHaveValue('7-9');
});

test('the menu pressed before the app started opens once the app is there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();

  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
    { timeout: 30_000 },
  );
});

test('a signed-in reader’s search typed on Discover before the app started is kept and searched for', async ({
  browser,
  baseURL,
}) => {
  // A signed-in start updates the session while React hydrates, which restarts the hydration:
  // the typed search must reach the render that is kept, not one thrown away.
  const page = await openSignedInPage(browser, await signUpUser(baseURL!, 'searcher'));
  const release = await holdScripts(page);
  await page.goto('/discover', { waitUntil: 'commit' });
  const search = page.getByLabel('Search');
  await expect(search).toBeVisible();
  await search.fill('no story is called this');

  release();
  await waitForTheApp(page);
  await expect(page).toHaveURL(/search=no\+story\+is\+called\+this/);
  await expect(search).toHaveValue('no story is called this');
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '0 stories',
  );
});
