import postgres from 'postgres';
import { expect, test } from '@playwright/test';
import { putSession, readAnonKey, signUpUser } from './offline-helpers';
import { readStack } from './read-stack';
import { seriousFindings } from './axe-findings';

interface TierRow {
  tier_name: string;
  stories_per_month: number;
  voice_generations_per_month: number;
  images_per_story: number;
  features: string[];
}

const PRICES: Record<string, string> = {
  Free: '$0 a month',
  Premium: '$7.99 a month',
  Pro: '$17.99 a month',
  Family: '$24.99 a month',
  Enterprise: 'On request',
};

test('/pricing shows the five tiers with the limits, features and prices stored in tier_limits', async ({
  page,
  baseURL,
}) => {
  const apikey = await readAnonKey(baseURL!);
  const response = await fetch(`${baseURL}/rest/v1/tier_limits?select=*&order=sort_order`, {
    headers: { apikey, Authorization: `Bearer ${apikey}` },
  });
  const tiers = (await response.json()) as TierRow[];
  expect(tiers.map((tier) => tier.tier_name)).toEqual([
    'Free',
    'Premium',
    'Pro',
    'Family',
    'Enterprise',
  ]);

  await page.goto('/pricing');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Free',
    'Premium',
    'Pro',
    'Family',
    'Enterprise',
  ]);
  for (const tier of tiers) {
    const card = page.getByRole('article', { name: tier.tier_name });
    await expect(card).toContainText(PRICES[tier.tier_name]!);
    const show = (value: number) => (value === -1 ? 'Unlimited' : String(value));
    await expect(
      card.getByText('Stories a month').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(show(tier.stories_per_month));
    await expect(
      card.getByText('Voice narrations a month').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(show(tier.voice_generations_per_month));
    await expect(
      card.getByText('Images per story').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(show(tier.images_per_story));
    for (const feature of tier.features)
      await expect(card.getByRole('listitem').filter({ hasText: feature }).first()).toBeVisible();
  }
  const founders = page.getByRole('region', { name: 'Founder programme' });
  await expect(founders).toContainText('first 200 members');
  await expect(founders).toContainText('Founders 1–25: 100% lifetime discount');
  await expect(founders).toContainText('Founders 26–100: 60% lifetime discount');
  await expect(founders).toContainText('Founders 101–200: 50% lifetime discount');
  await expect(page.getByText('an administrator changes a user’s plan')).toBeVisible();

  expect(await seriousFindings(page, { rules: 'wcag2' })).toEqual([]);
});

test('a new user on /settings?tab=subscription sees Free, 0 of 5 stories, the voice meter and an upgrade link', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'subscription-tab');
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/settings?tab=subscription');

  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Your plan: Free')).toBeVisible();
  const stories = page.getByRole('progressbar', { name: 'Stories this month' });
  await expect(stories).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0 of 5 stories', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 10 voice narrations', { exact: true })).toBeVisible();
  await expect(page.getByText('Images per story: 3')).toBeVisible();
  await expect(page.getByText('limit reached')).toHaveCount(0);
  expect(await seriousFindings(page, { include: 'main', rules: 'wcag2' })).toEqual([]);
  await page.getByRole('link', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL(/\/pricing/);
});

test('used-up and nearly used-up limits show the warnings; a genesis founder is Pro with the lifetime badge and no upgrade link', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'subscription-founder');
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.user_usage (user_id, month_year, stories_created, voice_generations)
      values (${session.user.id}, to_char(now() at time zone 'utc', 'YYYY-MM'), 5, 8)`;
    await page.goto('/');
    await putSession(page, session);
    await page.goto('/settings?tab=subscription');
    await expect(page.getByText('5 of 5 stories', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Stories this month' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(page.getByText('limit reached')).toBeVisible();
    await expect(page.getByText('Only 2 left this month')).toBeVisible();

    const [free] = await sql<{ n: number }[]>`select n from generate_series(1, 25) n
      where n not in (select founder_number from public.user_founders) limit 1`;
    await sql`insert into public.user_founders (user_id, founder_tier, founder_number, lifetime_discount, benefits)
      values (${session.user.id}, 'genesis', ${free!.n}, 100, ${['Pro for life', 'Founder badge', 'Early access', 'A fourth benefit']})`;
    await page.reload();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Your plan: Pro')).toBeVisible();
    await expect(panel.getByText('Lifetime FREE Pro Plan', { exact: true })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText([
      'Pro for life',
      'Founder badge',
      'Early access',
    ]);
    await expect(panel.getByText('5 stories, Unlimited')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Upgrade your plan' })).toHaveCount(0);
  } finally {
    await sql.end();
  }
});
