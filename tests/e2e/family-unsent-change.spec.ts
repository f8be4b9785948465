// A grown-up change the server refused after its request went (issue #26), in Chromium against the
// real stack: the parent approves a child's story while offline; before the network returns, the
// child and their stories are removed from another device; the approval, sent on reconnecting, is
// refused, and /family shows it under "Not sent from this device" with the server's words until the
// parent dismisses it with the keyboard. The list passes axe with no serious finding.
import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import {
  AFTER_PIN,
  PIN,
  approveOffline,
  askToPublish,
  parentWithFirstChild,
  reopenFamily,
  rest,
} from './family-helpers';
import { readStack } from './read-stack';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

test.slow();

test('an approval refused because its child was removed is shown with the server’s words and dismissed', async ({
  browser,
  baseURL,
}) => {
  const { parent, page } = await parentWithFirstChild(browser, baseURL!, 'family-unsent', {
    name: 'Ada',
    band: '4–6',
  });
  const title = `Ada${Date.now().toString(36)}`;
  await askToPublish(parent, 'Ada', title);

  await reopenFamily(page);
  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await expect(waiting.getByText('Ada asks to publish it to Discover')).toBeVisible(AFTER_PIN);
  await approveOffline(page, title);

  // Another device of the parent's removes Ada with her stories: the request goes with them.
  const [ada] = (await (
    await rest('child_profiles?display_name=eq.Ada&select=id', parent.access_token)
  ).json()) as { id: string }[];
  const removed = await fetch(`${readStack().url}/functions/v1/parent-pin`, {
    method: 'POST',
    headers: {
      apikey: readStack().anonKey,
      Authorization: `Bearer ${parent.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      action: 'remove-child',
      pin: PIN,
      child_profile_id: ada!.id,
      keep_stories: false,
    }),
  });
  expect(removed.ok).toBe(true);

  await page.context().setOffline(false);
  const queue = () => page.evaluate(() => localStorage.getItem('storycanvas_grown_up_changes'));
  await expect.poll(queue, { timeout: 20_000 }).toContain('"refusal"');
  await reopenFamily(page);
  const unsent = page.getByRole('region', { name: 'Not sent from this device' });
  await expect(unsent.getByRole('listitem')).toHaveText(
    [
      `Approve ${title}: not sent. This story is no longer on the server: it was deleted, or the child’s profile it was written in was removed.` +
        `Dismiss: Approve ${title}`,
    ],
    AFTER_PIN,
  );
  await expect(waiting.getByText(title)).toHaveCount(0);
  expect(await seriousFindings(page, 'main')).toEqual([]);

  const dismiss = unsent.getByRole('button', { name: `Dismiss: Approve ${title}` });
  await dismiss.focus();
  await expect(dismiss).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(unsent).toHaveCount(0);
  expect((await queue()) ?? '').not.toContain(title);

  await reopenFamily(page);
  await expect(page.getByRole('region', { name: 'Children' })).toBeVisible(AFTER_PIN);
  await expect(page.getByRole('region', { name: 'Not sent from this device' })).toHaveCount(0);
});
