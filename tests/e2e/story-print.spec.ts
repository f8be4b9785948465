import { expect, test, type Page } from '@playwright/test';
import { readPdfPages } from './pdf-text';
import { completeWizard } from './wizard-helpers';

const choicePanel = (page: Page) => page.getByRole('group', { name: 'What happens next?' });

test('printing a story to PDF gives the chosen branch alone: title, pictures, one part a page, which branch, and none of the controls', async ({
  page,
}) => {
  await completeWizard(page);
  await choicePanel(page).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: 'Part 2' })).toBeVisible();
  const other = page
    .getByRole('group', { name: 'Take another path at part 1' })
    .getByRole('button')
    .first();
  await other.click();
  await page
    .getByRole('group', { name: 'New branch at part 1' })
    .getByRole('button', { name: 'Start new branch' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Branches of this story' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page
    .getByRole('navigation', { name: 'Branches of this story' })
    .getByRole('button', { name: /^Branch 1 / })
    .click();
  await choicePanel(page).getByRole('button', { name: 'Finish the story' }).click();
  await expect(page.getByRole('region', { name: 'The end.' })).toBeVisible();
  const parts = await Promise.all(
    [1, 2, 3].map((n) =>
      page
        .getByRole('article', { name: `Part ${n}` })
        .locator('p')
        .last()
        .innerText(),
    ),
  );

  await page.goto(page.url().replace('/story/', '/story-viewer/'));
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  const pages = await readPdfPages(await page.pdf({ format: 'A4' }));
  const all = pages.map((entry) => entry.text).join(' ');

  expect(all).toContain('Maya and the Map');
  expect(all).toContain('Branch 1 of 2');
  // Chromium sets "fi" as one ligature glyph, which the PDF's text layer splits with a space.
  const squash = (text: string) => text.replace(/\s+/g, '');
  for (const text of parts)
    expect(squash(all)).toContain(squash(text.replace(/\s*The end\.$/, '')));
  expect(all).toContain('The end.');
  for (const control of [
    'Start slideshow',
    'Download EPUB',
    'Print or save as PDF',
    'Sign In',
    'Sign Up',
    'Feedback',
    'Read the story aloud',
    'Previous branch',
    'Branches',
    'Continue writing',
    'Read it from the start',
  ]) {
    expect(all).not.toContain(control);
  }
  const partPages = pages.filter((entry) => /Part \d/.test(entry.text));
  expect(partPages.length).toBe(3);
  for (const [index, entry] of partPages.entries()) {
    expect(entry.text).toContain(`Part ${index + 1}`);
    expect(entry.images + entry.shapes, `picture of part ${index + 1}`).toBeGreaterThanOrEqual(5);
  }
});
