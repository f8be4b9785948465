// /family in Chromium against the real stack (issue #26): a parent on the Family plan adds two children
// with different bands and sets the parent PIN with the first; Family then opens only with the PIN; a
// child's story waiting for a yes is approved with the PIN and appears in Discover, another is declined;
// five wrong PINs lock; a child is removed with the PIN. The page and the PIN dialog have no serious
// axe findings.
import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { AFTER_PIN, PIN, addChild, askToPublish, onFamilyPlan } from './family-helpers';
import { openSignedInPage, signUpUser } from './offline-helpers';

test('a parent adds two children with the PIN, approves one story into Discover with it and declines another', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-parent');
  await onFamilyPlan(parent);
  const page = await openSignedInPage(browser, parent);
  await page.getByRole('button', { name: parent.user.email }).click();
  await page.getByRole('link', { name: 'Family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();

  const first = page.getByRole('region', { name: 'Add a child' });
  await first.getByRole('button', { name: 'Add child' }).click();
  await expect(first.getByText('Enter the child’s first name or a nickname')).toBeVisible();
  await first.getByLabel('First name or nickname').fill('Mia');
  await first.getByRole('button', { name: 'Add child' }).click();
  await expect(first.getByRole('alert')).toHaveText('The parent PIN is 4 to 6 digits');
  await first.getByLabel('Choose a parent PIN').fill(PIN);
  await first.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Mia was added')).toBeVisible(AFTER_PIN);
  await expect(first.getByLabel('Choose a parent PIN')).toHaveCount(0);
  await addChild(page, 'Leo', 'dragon', '10–12');

  const children = page.getByRole('region', { name: 'Children' });
  await expect(children.getByRole('heading', { level: 3 })).toHaveText(['🦊 Mia', '🐉 Leo']);
  await expect(children.getByText('Reading band 4–6')).toBeVisible();
  await expect(children.getByText('Reading band 10–12')).toBeVisible();
  await expect(children.getByLabel('Let the AI service write Mia’s story parts')).not.toBeChecked();
  expect(await seriousFindings(page, 'main')).toEqual([]);

  const marker = `Mitten${Date.now().toString(36)}`;
  const approved = `The ${marker} owl`;
  const declined = `The ${marker} mole`;
  await askToPublish(parent, 'Mia', approved);
  await askToPublish(parent, 'Leo', declined);

  await page.reload();
  await expect(
    page.getByText('Family is for grown-ups. Enter the parent PIN to open it.'),
  ).toBeVisible();
  await page.getByLabel('Parent PIN').fill('1111');
  await page.getByRole('button', { name: 'Open Family' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That PIN is not right. 4 tries left.',
    AFTER_PIN,
  );
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();

  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await expect(waiting.getByText('Mia asks to publish it to Discover')).toBeVisible(AFTER_PIN);
  await waiting.getByRole('button', { name: `Approve ${approved}` }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${approved}` });
  await expect(dialog.getByLabel('Parent PIN')).toBeFocused();
  expect(await seriousFindings(page, 'dialog')).toEqual([]);
  await dialog.getByLabel('Parent PIN').fill('9999');
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That PIN is not right. 4 tries left.',
    AFTER_PIN,
  );
  await dialog.getByLabel('Parent PIN').fill(PIN);
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Published to Discover.')).toBeVisible(AFTER_PIN);
  await expect(dialog).toHaveCount(0);

  await waiting.getByRole('button', { name: `Decline ${declined}` }).click();
  await expect(page.getByText('Declined. The story stays private.')).toBeVisible();
  await expect(waiting.getByText('No stories are waiting for your yes.')).toBeVisible();

  await page.goto(`/discover?search=${marker.toLowerCase()}`);
  await expect(page.getByRole('link', { name: approved })).toBeVisible();
  await expect(page.getByRole('link', { name: declined })).toHaveCount(0);
});

test('five wrong PINs lock Family, the account password resets the PIN, and a child is removed only with the PIN', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-lock');
  const page = await openSignedInPage(browser, parent);
  await page.goto('/family');
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill('Ada');
  await form.getByLabel('Choose a parent PIN').fill(PIN);
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Ada was added')).toBeVisible(AFTER_PIN);

  await page.getByRole('button', { name: 'Remove Ada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Ada' });
  await dialog.getByRole('radio', { name: 'Delete them' }).check();
  await dialog.getByLabel('Parent PIN').fill(PIN);
  await dialog.getByRole('button', { name: 'Remove Ada' }).click();
  await expect(page.getByText('Ada’s profile was removed')).toBeVisible(AFTER_PIN);
  await expect(page.getByText('No children yet.')).toBeVisible();

  await page.reload();
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await page.getByLabel('Parent PIN').fill('0000');
    await page.getByRole('button', { name: 'Open Family' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `That PIN is not right. ${left} left.`,
      AFTER_PIN,
    );
  }
  await page.getByLabel('Parent PIN').fill('0000');
  await page.getByRole('button', { name: 'Open Family' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong tries. The parent PIN is locked: try again in 15 minutes.',
    AFTER_PIN,
  );
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
  await expect(page.getByRole('alert')).toContainText('The parent PIN is locked', AFTER_PIN);
  await expect(page.getByRole('region', { name: 'Children' })).toHaveCount(0);

  await page.getByText('Forgot the PIN?').click();
  await page.getByLabel('Account password').fill('not my password');
  await page.getByLabel('A new PIN').fill('1357');
  await page.getByRole('button', { name: 'Reset the PIN' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That password is not right' }),
  ).toBeVisible(AFTER_PIN);
  await page.getByLabel('Account password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Reset the PIN' }).click();
  await expect(page.getByText('The parent PIN was changed')).toBeVisible(AFTER_PIN);
  await expect(page.getByRole('region', { name: 'Children' })).toBeVisible();
});
