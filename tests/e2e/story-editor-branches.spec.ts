// The editor lists a story's parts branch by branch: the branch readers open first and whole, then
// each other branch labelled, from where it takes its own path — not all parts flat after the ending.
import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { completeWizard, continueWithFirstChoice } from './wizard-helpers';

const part = (page: Page, n: number) => page.getByRole('article', { name: `Part ${n}` });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the editor groups the parts by branch`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const storyId = await completeWizard(page);
    await continueWithFirstChoice(page, 2);
    await page
      .getByRole('group', { name: 'What happens next?' })
      .getByRole('button', { name: 'Finish the story' })
      .click();
    await expect(page.getByRole('region', { name: 'The end.' })).toBeVisible();
    const other = page
      .getByRole('group', { name: 'Take another path at part 1' })
      .getByRole('button')
      .first();
    const otherChoice = await other.innerText();
    await other.click();
    await page
      .getByRole('group', { name: 'New branch at part 1' })
      .getByRole('button', { name: 'Start new branch' })
      .click();
    await expect(part(page, 2)).toContainText(`You chose: ${otherChoice}`);

    await page.goto(`/story-editor/${storyId}`);
    const finished = page.getByRole('region', { name: 'Branch 1 of 2 · the one readers open' });
    const second = page.getByRole('region', { name: 'Branch 2 of 2' });
    await expect(finished).toContainText('3 parts · ends');
    await expect(second).toContainText('2 parts · not finished · takes its own path after part 1');
    await expect(finished.getByRole('textbox')).toHaveCount(3);
    await expect(second.getByRole('textbox')).toHaveCount(1);
    await expect(finished.getByLabel('Part 3', { exact: true })).not.toHaveValue('');
    const branchPart = second.getByLabel('Branch 2, part 2', { exact: true });
    await expect(second).toContainText(`After the choice: ${otherChoice}`);
    expect(
      await page
        .getByRole('textbox')
        .evaluateAll((boxes) =>
          boxes.map((box) => (box as HTMLTextAreaElement).labels?.[0]?.textContent),
        ),
    ).toEqual(['Title', 'Part 1', 'Part 2', 'Part 3', 'Branch 2, part 2']);

    await branchPart.fill('Maya took the other path and found a second map under the stairs.');
    await second.getByRole('button', { name: 'Save branch 2, part 2' }).click();
    await expect(page.getByText('Branch 2, part 2 saved')).toBeVisible();
    expect(await seriousFindings(page, 'main')).toEqual([]);
  });
}
