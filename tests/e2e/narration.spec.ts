import { expect, test, type Page } from '@playwright/test';

/** Headless Chromium has no voices to hear; the page's speechSynthesis is observed instead. */
async function observeSpeech(page: Page, speakingMs: number) {
  await page.addInitScript((duration) => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance.text);
      setTimeout(() => utterance.onstart?.(new Event('start') as SpeechSynthesisEvent), 10);
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), duration);
    };
  }, speakingMs);
}

test('the slideshow reads the story aloud part by part and turns the page at the end of each part', async ({
  page,
}) => {
  await observeSpeech(page, 60);
  await page.goto('/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000003');
  await page.getByRole('button', { name: 'Start slideshow' }).click();
  const pages = page.getByRole('progressbar', { name: 'Story progress' });
  await expect(pages).toHaveAttribute('aria-valuenow', '1');
  await page.getByRole('button', { name: 'Read the story aloud' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Reading progress of this part' }),
  ).toBeVisible();
  await expect(pages).toHaveAttribute('aria-valuenow', '2', { timeout: 15_000 });
  const spokenAtTurn = await page.evaluate(() =>
    (window as unknown as { spoken: string[] }).spoken.join(' '),
  );
  expect(spokenAtTurn).toContain(
    'Everyone in Harrowgate knew the town clock struck twelve at midnight.',
  );
  expect(spokenAtTurn).toContain('a brass gear lay in the flower bed beneath the tower.');
  await expect(pages).toHaveAttribute('aria-valuenow', '4', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Read the story aloud' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(pages).toHaveAttribute('aria-valuenow', '4');
  const spoken = await page.evaluate(() =>
    (window as unknown as { spoken: string[] }).spoken.join(' '),
  );
  expect(spoken).toContain('The clock went back to twelve, mostly.');
});

test('reading aloud speaks the part sentence by sentence and highlights the sentence being read', async ({
  page,
}) => {
  await observeSpeech(page, 150);
  await page.goto('/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000003');
  const firstPart = page
    .locator('li')
    .filter({ has: page.getByRole('group', { name: 'Read aloud' }) })
    .first();
  await firstPart.getByRole('button', { name: 'Read aloud' }).click();
  await expect(firstPart.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(firstPart.locator('span[class]').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(firstPart.getByRole('button', { name: 'Read aloud' })).toBeVisible({
    timeout: 15_000,
  });
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  const text = (await firstPart.locator('p').last().innerText()).replace(/\s+/g, ' ').trim();
  expect(spoken.length).toBeGreaterThan(2);
  expect(spoken.join(' ')).toBe(text);
  for (const sentence of spoken) expect(sentence.length).toBeLessThanOrEqual(180);
});
