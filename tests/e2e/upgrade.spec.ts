import { expect, test } from '@playwright/test';
import { putSession, signUpUser } from './offline-helpers';
import { seriousFindings } from './axe-findings';

// The e2e stack runs without STRIPE_SECRET_KEY, as a fresh local stack does: create-checkout answers 503.

test('a signed-out visitor choosing a plan is sent to sign in, with /pricing to return to', async ({
  page,
}) => {
  await page.goto('/pricing');
  const upgrade = page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: 'Upgrade to Premium' });
  await upgrade.click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fpricing$/);
});

test('the paid plans carry an upgrade button; Free and Enterprise do not', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(5);
  for (const tier of ['Premium', 'Pro', 'Family']) {
    await expect(
      page.getByRole('article', { name: tier }).getByRole('button', { name: `Upgrade to ${tier}` }),
    ).toBeEnabled();
  }
  for (const tier of ['Free', 'Enterprise'])
    await expect(page.getByRole('article', { name: tier }).getByRole('button')).toHaveCount(0);
});

test('a signed-in user on the local stack without Stripe is told an administrator sets the plan, by keyboard too', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'upgrade-local');
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/pricing');

  const upgrade = page.getByRole('button', { name: 'Upgrade to Pro' });
  await upgrade.focus();
  await page.keyboard.press('Enter');
  const status = page
    .getByRole('status')
    .filter({ hasText: 'Payments are not set up on this server' });
  await expect(status).toHaveText(
    'Payments are not set up on this server, so plans cannot be bought here. On the local stack an administrator sets your plan in the admin area.',
  );
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(upgrade).toBeEnabled();
  await expect(upgrade).toBeFocused();

  expect(await seriousFindings(page, { rules: 'wcag2' })).toEqual([]);
});
