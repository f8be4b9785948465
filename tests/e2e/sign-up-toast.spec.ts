// The sign-up toast says what happened: on a server that confirms accounts at once (the local stack's
// default, AUTH_AUTOCONFIRM=true) the reader is signed in and welcomed, with no word of an email; on
// one that asks for confirmation (AUTH_AUTOCONFIRM=false) the reader is told to check their email.
import { expect, test, type Page } from '@playwright/test';
import { startSecondStack, type ProviderStack } from './provider-stack';
import { acceptCookies } from './wizard-helpers';

const PASSWORD = 'correct horse battery staple';
const WELCOME = "Welcome to StoryCanvas! Your account is ready and you're signed in.";
const CHECK_EMAIL = 'Account created! Please check your email to confirm your account.';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function signUpThroughForm(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/auth/signup`);
  await acceptCookies(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** The header's account controls, behind the menu button below 768 px. */
async function openHeaderMenu(page: Page) {
  const header = page.getByRole('banner');
  if (page.viewportSize()!.width < 768)
    await header.getByRole('button', { name: 'Open menu' }).click();
  return header;
}

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  const header = await openHeaderMenu(page);
  await expect(header.getByRole('button', { name: email })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('an account confirmed at once is welcomed and signed in, with no word of an email', async ({
      page,
    }) => {
      const email = uniqueEmail('welcome');
      await signUpThroughForm(page, '', email);
      await expect(page.getByText(WELCOME)).toBeVisible();
      await expect(page.getByText(/check your email/i)).toHaveCount(0);
      await expectSignedInAs(page, email);
    });
  });
}

test.describe('on a server that asks new accounts to confirm their email', () => {
  let stack: ProviderStack;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stack = await startSecondStack('confirm', { AUTH_AUTOCONFIRM: 'false' });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the toast asks to check the email, and its link signs in`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail('confirm');
      await signUpThroughForm(page, stack.url, email);
      await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
      await expect(page.getByText(WELCOME)).toHaveCount(0);
      await expect(
        (await openHeaderMenu(page)).getByRole('link', { name: 'Sign In' }),
      ).toBeVisible();

      const mails = (await (
        await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`)
      ).json()) as { links: string[] }[];
      const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('type=signup'));
      expect(link, JSON.stringify(mails)).toBeTruthy();
      await page.goto(link!);
      await expectSignedInAs(page, email);
    });
  }
});
