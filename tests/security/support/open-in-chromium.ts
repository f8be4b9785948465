// Opens a URL of the stack in real Chromium the way a victim would follow a link: in a browser that
// already holds a signed-in session in the origin's localStorage. Reports whatever a planted
// script managed to do (its console lines) and whether the browser rendered or downloaded it.
import { chromium, type Browser } from '@playwright/test';

export const SESSION_KEY = 'sb-localhost-auth-token';
export const SESSION_VALUE = 'victim-session-secret';
/** What every planted payload logs when it runs: the marker and the session it could read. */
export const RAN_MARKER = 'PLANTED-SCRIPT-RAN';

let browser: Browser | undefined;

export async function launchVictimBrowser(): Promise<void> {
  browser ??= await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

export async function closeVictimBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface VisitOutcome {
  /** Console lines the opened document printed (a planted script's proof of life). */
  logged: string[];
  downloaded: boolean;
  /** Requests the opened document made after loading (a planted script's way out). */
  laterRequests: string[];
}

export async function openAsSignedInVictim(origin: string, url: string): Promise<VisitOutcome> {
  if (!browser) throw new Error('launchVictimBrowser first');
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/api/health-check`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SESSION_KEY,
      value: SESSION_VALUE,
    });
    const logged: string[] = [];
    const laterRequests: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    page.on('request', (request) => {
      if (request.url() !== url) laterRequests.push(request.url());
    });
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    try {
      await page.goto(url, { waitUntil: 'load' });
    } catch (error) {
      if (!String(error).includes('Download is starting')) throw error;
      downloaded = true;
    }
    // A planted script runs on load; give its onload handlers and timers a moment of real time.
    await page.waitForTimeout(300);
    return { logged, downloaded, laterRequests };
  } finally {
    await context.close();
  }
}

/** An HTML payload that logs the marker with the session it read, then tries to send it away. */
export const HTML_PAYLOAD = `<!doctype html><html><body><script>
console.log('${RAN_MARKER}:' + localStorage.getItem('${SESSION_KEY}'));
fetch('/api/stolen?session=' + encodeURIComponent(localStorage.getItem('${SESSION_KEY}')));
</script><img src=x onerror="console.log('${RAN_MARKER}:onerror')"></body></html>`;

export const SVG_PAYLOAD = `<svg xmlns="http://www.w3.org/2000/svg" onload="console.log('${RAN_MARKER}:svg-onload')"><script>
console.log('${RAN_MARKER}:' + localStorage.getItem('${SESSION_KEY}'));
</script><circle r="10"/></svg>`;
