import { expect, test } from '@playwright/test';

test('the app is served with its CSP as a header and cannot be framed by another site (no clickjacking of /settings)', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/settings');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The spec's meta tag stays: it is what a static host without these headers still enforces.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'/,
  );

  const framer = await page.context().newPage();
  await framer.setContent(
    `<h1>Win a prize</h1><iframe title="settings" src="${baseURL}/settings" width="800" height="600"></iframe>`,
  );
  const framed = framer.frames().find((frame) => frame !== framer.mainFrame());
  expect(framed).toBeDefined();
  await framed?.waitForLoadState('load');
  // A refused frame is Chromium's error page: the app never renders inside another site.
  await expect.poll(() => framed?.url()).not.toContain('/settings');
  expect(await framed?.locator('#root').count()).toBe(0);
});

test("the CSP lets the on-device model compile WebAssembly in a blob: worker, and still refuses eval, blob:, inline and another origin's scripts", async ({
  page,
  baseURL,
}) => {
  await page.goto('/settings');
  const otherOrigin = new URL(baseURL ?? '').origin.replace('localhost', '127.0.0.1');
  const outcome = await page.evaluate(async (otherOrigin) => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI.split(':')[0]}`),
    );
    const refused = (run: () => unknown) => {
      try {
        run();
        return false;
      } catch (error) {
        return error instanceof EvalError;
      }
    };
    const flags = window as unknown as Record<string, boolean>;
    const runScript = (setUp: (script: HTMLScriptElement) => void) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('refused');
        setUp(script);
        document.head.append(script);
        // An inline script fires neither event: it ran at once or was refused.
        if (!script.src) setTimeout(() => resolve('inline'), 0);
      });
    // DevTools lets the code it runs itself eval under any CSP, as its console does, so the
    // page's own task (a timer) makes the tries.
    const [evalRefused, functionRefused] = await new Promise<boolean[]>((resolve) =>
      setTimeout(() =>
        resolve([refused(() => eval('1 + 1')), refused(() => new Function('return 1'))]),
      ),
    );
    const blobUrl = URL.createObjectURL(
      new Blob(['window.fromBlob = true;'], { type: 'text/javascript' }),
    );
    const appScript = document.querySelector<HTMLScriptElement>('script[src]')?.src ?? '';
    const blobScript = await runScript((script) => (script.src = blobUrl));
    await runScript((script) => (script.textContent = 'window.inline = true;'));
    const foreignScript = await runScript(
      (script) => (script.src = otherOrigin + new URL(appScript).pathname),
    );
    const wasm = await WebAssembly.instantiate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))
      .then(() => 'compiled')
      .catch(String);
    const worker = new Worker(
      URL.createObjectURL(new Blob(['postMessage("ran")'], { type: 'text/javascript' })),
    );
    const workerAnswer = await new Promise<string>((resolve) => {
      worker.onmessage = (event) => resolve(String(event.data));
      worker.onerror = () => resolve('refused');
    });
    worker.terminate();
    // Violation reports are dispatched as tasks of their own, after what caused them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      evalRefused,
      functionRefused,
      blobScript,
      ranFromBlob: flags.fromBlob === true,
      inlineRan: flags.inline === true,
      foreignScript,
      wasm,
      workerAnswer,
      violations: [...new Set(violations)].sort(),
    };
  }, otherOrigin);

  expect(outcome).toEqual({
    evalRefused: true,
    functionRefused: true,
    blobScript: 'refused',
    ranFromBlob: false,
    inlineRan: false,
    foreignScript: 'refused',
    wasm: 'compiled',
    workerAnswer: 'ran',
    violations: [
      'script-src eval',
      'script-src-elem blob',
      'script-src-elem http',
      'script-src-elem inline',
    ],
  });
});
