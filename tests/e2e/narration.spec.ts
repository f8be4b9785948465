import { expect, test } from '@playwright/test';

test('reading aloud speaks the part sentence by sentence and highlights the sentence being read', async ({ page }) => {
  // Headless Chromium has no voices to hear; the page's speechSynthesis is observed instead.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance.text);
      setTimeout(() => utterance.onstart?.(new Event('start') as SpeechSynthesisEvent), 10);
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 150);
    };
  });
  await page.goto('/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000003');
  const firstPart = page.locator('li').filter({ has: page.getByRole('group', { name: 'Read aloud' }) }).first();
  await firstPart.getByRole('button', { name: 'Read aloud' }).click();
  await expect(firstPart.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(firstPart.locator('span[class]').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(firstPart.getByRole('button', { name: 'Read aloud' })).toBeVisible({ timeout: 15_000 });
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  const text = (await firstPart.locator('p').last().innerText()).replace(/\s+/g, ' ').trim();
  expect(spoken.length).toBeGreaterThan(2);
  expect(spoken.join(' ')).toBe(text);
  for (const sentence of spoken) expect(sentence.length).toBeLessThanOrEqual(180);
});
