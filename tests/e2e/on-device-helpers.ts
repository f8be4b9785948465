// The steps a reader takes before the on-device model writes: download it in Settings (without
// choosing it there: offline, the downloaded model writes anyway), go offline under the service
// worker and start the map story, whose header names the model.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { goOfflineUnderWorker } from './pwa-helpers';
import { MAP_STORY, walkWizardToCustomize } from './wizard-helpers';

export async function startOfflineStoryWithModel(
  page: Page,
  context: BrowserContext,
  modelName: string,
): Promise<void> {
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'On-device storyteller' });
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('status')).toHaveText(/is kept on this device/);
  await expect(
    region.getByRole('checkbox', { name: "Write with this device's model" }),
  ).not.toBeChecked();

  await goOfflineUnderWorker(page, context);
  await walkWizardToCustomize(page, MAP_STORY);
  await page.getByRole('button', { name: 'Start story' }).click();
  await expect(
    page.getByText(`offline: this device's model (${modelName}) is writing`),
  ).toBeVisible();
}
