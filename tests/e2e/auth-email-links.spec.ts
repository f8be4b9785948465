// Email sign-in links and codes, password reset and a lost refresh answer, in Chromium against the
// local stack with the app on flowType 'pkce': links land on /auth/callback?code=… and no token
// ever shows in the address bar or the history.
import { expect, test, type Page } from '@playwright/test';
import { putSession, readAnonKey, signUpUser, type TestSession } from './offline-helpers';
import { acceptCookies } from './wizard-helpers';
import { seriousFindings } from './axe-findings';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

interface Mail {
  subject: string;
  text: string;
  links: string[];
}

async function waitForMail(baseURL: string, email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`${baseURL}/_dev/mail?to=${encodeURIComponent(email)}`)
      ).json()) as Mail[];
      found = mails.find((mail) => mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Every address the tab has shown, and the history's entries, free of tokens. */
async function expectNoTokenInAddressOrHistory(page: Page, visited: string[]) {
  const history = (await (
    await page.context().newCDPSession(page)
  ).send('Page.getNavigationHistory')) as {
    entries: { url: string }[];
  };
  for (const url of [...visited, ...history.entries.map((entry) => entry.url), page.url()]) {
    expect(url).not.toMatch(/access_token|refresh_token|token_type=bearer/);
  }
  for (const entry of history.entries) expect(entry.url).not.toContain('code=');
}

function recordAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

const signedInAs = (page: Page, email: string) => page.getByRole('button', { name: email });

/** The access token the app keeps in local storage for the signed-in reader. */
function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

test('signs in with an emailed link on the PKCE flow', async ({ page, baseURL }) => {
  const { user } = await signUpUser(baseURL!, 'magic-link');
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel('Email for a sign-in link').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'six-digit code' })).toBeVisible();
  const mail = await waitForMail(baseURL!, user.email, 'Your StoryCanvas sign-in link');
  const verifier = await page.evaluate(() =>
    Object.keys(localStorage).find((key) => key.endsWith('-code-verifier')),
  );
  expect(verifier).toBeTruthy();

  const visited = recordAddresses(page);
  await page.goto(mail.links[0]!);
  await expect(signedInAs(page, user.email)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(visited.some((url) => url.includes('/auth/callback?code='))).toBe(true);
  await expectNoTokenInAddressOrHistory(page, visited);
});

test('signs in with the six-digit code of the mail, by keyboard, with no serious axe findings', async ({
  page,
  baseURL,
}) => {
  const { user } = await signUpUser(baseURL!, 'sign-in-code');
  await page.goto('/auth/signin');
  await acceptCookies(page);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByLabel('Email for a sign-in link').fill(user.email);
  await page.keyboard.press('Enter');
  const mail = await waitForMail(baseURL!, user.email, 'Your StoryCanvas sign-in link');
  const code = /Or enter this code: (\d{6})/.exec(mail.text)![1]!;
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByLabel('Sign-in code').fill('12');
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page.getByText('Enter the six-digit code from the email.')).toBeVisible();
  await page.getByLabel('Sign-in code').fill(code);
  await page.keyboard.press('Enter');
  await expect(signedInAs(page, user.email)).toBeVisible();
});

test('a password reset through the outbox lands on /auth/callback?code= and no token reaches the address bar or history', async ({
  page,
  baseURL,
}) => {
  const { user } = await signUpUser(baseURL!, 'reset-pkce');
  await page.goto('/auth/forgot-password');
  await acceptCookies(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a reset link is on its way')).toBeVisible();
  const mail = await waitForMail(baseURL!, user.email, 'Reset your StoryCanvas password');

  const visited = recordAddresses(page);
  await page.goto(mail.links[0]!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/auth/reset-password`);
  expect(
    visited.some((url) => url.startsWith(`${baseURL}/auth/callback?`) && url.includes('code=')),
  ).toBe(true);
  await expectNoTokenInAddressOrHistory(page, visited);

  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const apikey = await readAnonKey(baseURL!);
  const signIn = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'a brand new password' }),
  });
  expect(signIn.status).toBe(200);
});

test('a refresh whose answer is lost on the way does not sign the reader out', async ({
  page,
  baseURL,
}) => {
  const session: TestSession = await signUpUser(baseURL!, 'dropped-refresh');
  // An access token close to expiry, so the app refreshes it as soon as it loads.
  const expiring = { ...session, expires_at: Math.floor(Date.now() / 1000) + 5 };
  let dropped = 0;
  let refreshes = 0;
  await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
    refreshes += 1;
    if (dropped === 0) {
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/');
  await acceptCookies(page);
  await putSession(page, expiring);
  await page.goto('/');
  await expect.poll(() => refreshes).toBeGreaterThanOrEqual(2);
  await expect(signedInAs(page, session.user.email)).toBeVisible();
  // Reloaded only once the retried refresh's answer is stored: a reload before it would send the
  // rotated refresh token again, which the server accepts only within its reuse interval (10 s),
  // a window a busy machine can outlast between the dropped answer and the reload.
  await expect.poll(() => storedAccessToken(page)).not.toBe(session.access_token);
  await page.reload();
  await expect(signedInAs(page, session.user.email)).toBeVisible();
  const apikey = await readAnonKey(baseURL!);
  const user = await fetch(`${baseURL}/auth/v1/user`, {
    headers: { apikey, Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(user.status).toBe(200);
});
