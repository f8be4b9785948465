import { expect, test, type ConsoleMessage } from '@playwright/test';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

test('the production page carries the CSP, and injected scripts and inline handlers are blocked and logged', async ({
  page,
}) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'StoryCanvas' })).toBeVisible();

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain('https://texttospeech.googleapis.com');
  expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe(
    'strict-origin-when-cross-origin',
  );

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/missing.png" onerror="window.inlineHandlerRan = true" alt="">';
    document.body.append(holder);
  });

  await expect
    .poll(() => warnings.join('\n'))
    .toContain('Suspicious script element added to the page');
  await expect
    .poll(() => warnings.join('\n'))
    .toContain('Suspicious inline event handler added to the page');
  expect(
    await page.evaluate(() => ({
      script: 'injectedScriptRan' in window,
      handler: 'inlineHandlerRan' in window,
    })),
  ).toEqual({ script: false, handler: false });
  const refusals = errors.filter((text) => text.includes('Content Security Policy'));
  expect(refusals.length).toBeGreaterThan(0);
  expect(refusals.every((text) => /inline|event handler/i.test(text))).toBe(true);
});

test('the app itself runs under its policy without violations while moving between pages', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  // A refused eval that the page catches is not printed by Chromium, only reported as an event.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.log(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      ),
    );
  });
  for (const path of ['/', '/discover', '/pricing', '/create', '/settings', '/cookie-demo']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('feedback reaches the backend under the policy: validation code runs without eval', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.log(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Feedback' });
  await panel.getByRole('textbox', { name: 'Message' }).fill(`Start-up policy check ${Date.now()}`);
  const inserted = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/user_feedback') && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Send Feedback' }).click();
  expect((await inserted).status()).toBe(201);
  expect(violations).toEqual([]);
});

test('debug_, temp_ and other stale keys are purged on load while other keys stay', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const keys = [
      'debug_trace',
      'temp_upload',
      'test_flag',
      'auth_recovery_attempt',
      'old_session_cache',
      'anonymous_story_ids',
      'storyCanvasSettings',
      'sb-127-auth-token',
      'sc_profile',
    ];
    for (const key of keys) localStorage.setItem(key, 'kept?');
    localStorage.setItem('storycanvas_session', '{"step":1}');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'StoryCanvas' })).toBeVisible();
  // The page paints before the app starts; start-up's last step sets the CSP meta tag.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);

  const { local, session } = await page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: { ...sessionStorage },
  }));
  for (const key of [
    'debug_trace',
    'temp_upload',
    'test_flag',
    'auth_recovery_attempt',
    'old_session_cache',
    'storycanvas_session',
  ])
    expect(local).not.toContain(key);
  expect(local).toEqual(
    expect.arrayContaining([
      'anonymous_story_ids',
      'storyCanvasSettings',
      'sb-127-auth-token',
      'sc_profile',
    ]),
  );
  expect(session).toMatchObject({ storycanvas_session: '{"step":1}' });
});

test('without a root element the page offers a refresh instead of a blank screen', async ({
  page,
}) => {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace('<div id="root"></div>', '');
    return route.fulfill({ response, body: html });
  });
  // The app shell (a route the build does not prerender), whose root is the empty element.
  await page.goto('/my-stories');
  await expect(
    page.getByText('Failed to initialize application. Please refresh the page.'),
  ).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Refresh Page' });
  await expect(refresh).toBeFocused();
  await Promise.all([page.waitForEvent('load'), refresh.click()]);
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
});
