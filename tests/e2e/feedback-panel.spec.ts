// The floating Feedback button and its panel: where it sits, focus, axe, and the form's validation.
import { expect, test } from '@playwright/test';
import { openFeedback } from './feedback-helpers';
import { seriousFindings } from './axe-findings';

test('the floating button sits at the bottom right and opens and closes the panel', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Feedback', exact: true });
  const box = await trigger.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
  expect(await seriousFindings(page, { include: '[role="dialog"]', rules: 'every' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('validation messages appear word for word and Send waits for a message', async ({ page }) => {
  const panel = await openFeedback(page);
  const message = panel.getByRole('textbox', { name: 'Message' });
  const send = panel.getByRole('button', { name: 'Send Feedback' });
  await expect(message).toHaveAttribute('rows', '4');
  await expect(send).toBeDisabled();

  await message.fill('   ');
  await message.blur();
  const messageError = panel.getByText('Please enter your feedback message', { exact: true });
  await expect(messageError).toBeVisible();
  await expect(message).toHaveAttribute(
    'aria-describedby',
    (await messageError.getAttribute('id'))!,
  );
  await expect(send).toBeDisabled();

  const type = panel.getByRole('combobox', { name: 'Feedback type' });
  await expect(type).toHaveValue('general');
  await type.selectOption('');
  const typeError = panel.getByText('Please select a feedback type', { exact: true });
  await expect(typeError).toBeVisible();
  await expect(type).toHaveAttribute('aria-describedby', (await typeError.getAttribute('id'))!);

  await message.fill('The narration voice is great');
  await expect(messageError).toHaveCount(0);
  await type.selectOption('praise');
  await expect(typeError).toHaveCount(0);
  await expect(send).toBeEnabled();
});
