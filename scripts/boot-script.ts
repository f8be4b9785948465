// The one inline script of a prerendered page. The page paints from its HTML and CSS alone; the
// app's modules are asked for only once that paint is on screen, so no script request competes
// with the first paint (a phone on a slow network paints the words first, then gets the app). It
// reads the modules from its own data-modules attribute (the entry first, then what the entry
// imports, fetched in parallel), so its text, and with it its CSP hash, is the same for every build.
import { createHash } from 'node:crypto';
import {
  APP_STARTED_ATTRIBUTE,
  HELD_CLICK_ATTRIBUTE,
  HELD_SUBMIT_ATTRIBUTE,
} from '../src/lib/start-up/boot-markers.ts';

/** COOKIE_NAMES.consent (src/offline/storage-keys.ts), whose value is 'true' once a choice is recorded. */
export const CONSENT_COOKIE = 'cookie_consent';

/** STORAGE_KEYS.settings (src/offline/storage-keys.ts): the reader's saved Settings, as zustand persists them. */
export const SETTINGS_KEY = 'storyCanvasSettings';

/**
 * The page puts it first in <body>, so it runs before any of the page is parsed, let alone painted.
 * It reads whether the visitor has a cookie choice recorded and, once the page is parsed, marks one
 * who has none, so the cookie banner prerendered in the page shows then (see the consent feature's
 * untilCookiesRead). Not sooner: under load Chromium paints a page while still parsing it, and a
 * banner pinned to the bottom painted half-parsed grows upwards as the rest arrives (a 0.05 layout
 * shift of the banner in layout-shift.spec under a full CI run). It also sets the reader's saved
 * font size, theme and contrast on <html> as the settings feature does once the app runs
 * (useAppliedSettings), so a reader with large text sees the page painted in it, and nothing moves
 * when the app starts. (At the end of <body> it ran only once the whole page was parsed: under
 * load Chromium sometimes painted the parsed header and page first, in the default size, then
 * moved everything when the script set the large one.)
 *
 * Until the app takes the page over, a form sent from the prerendered markup is held back and its
 * button marked: the browser would otherwise send it itself, as a GET to the page's own address
 * with the password in the query string. The app sends it again once it owns the form
 * (keepTypedValues). A button pressed then (the menu, say) is held and pressed again the same way;
 * links need no app and go on as they are.
 *
 * Then, once the page is parsed (the app hydrates the whole of it and reads the page's data at its
 * end), it starts the app when the browser reports the first contentful paint (a paint observer's
 * entry comes after the frame is on screen). A hidden tab paints nothing, so it starts at once, as
 * does a tab hidden before its paint; a browser without paint timing starts after the next frame,
 * and a page that somehow never paints words starts a few seconds after load rather than never.
 */
export const BOOT_SCRIPT = `(() => {
  const choicePending =
    navigator.cookieEnabled && !/(?:^|;\\s*)${CONSENT_COOKIE}=true(?:;|$)/.test(document.cookie);
  try {
    const look = document.documentElement.dataset;
    const saved = JSON.parse(localStorage.getItem('${SETTINGS_KEY}'))?.state?.userPreferences ?? {};
    if (['small', 'medium', 'large'].includes(saved.fontSize)) look.fontSize = saved.fontSize;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    look.theme = ['light', 'dark'].includes(saved.theme) ? saved.theme : dark ? 'dark' : 'light';
    if (saved.highContrastMode === true) look.contrast = 'high';
  } catch {}
  addEventListener('submit', (event) => {
    if (document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')) return;
    event.preventDefault();
    // Nor may React hear it while it hydrates: the fields' state does not hold what they show yet.
    event.stopImmediatePropagation();
    (event.submitter ?? event.target).setAttribute('${HELD_SUBMIT_ATTRIBUTE}', '');
  }, true);
  addEventListener('click', (event) => {
    if (document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')) return;
    const button = event.target.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    button.setAttribute('${HELD_CLICK_ATTRIBUTE}', '');
  }, true);
  const [entry, ...imports] = document.currentScript.dataset.modules.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  const parsed = () => {
    if (choicePending) document.documentElement.dataset.cookieChoice = 'pending';
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, { once: true });
    addEventListener('load', () => setTimeout(start, 3000), { once: true });
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return requestAnimationFrame(() => setTimeout(start));
    new PerformanceObserver((paints) => {
      if (paints.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', parsed, { once: true });
  else parsed();
})();`;

/** The CSP source that allows exactly this script text: 'sha256-<base64 digest>'. */
export function hashInlineScript(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export const BOOT_SCRIPT_HASH = hashInlineScript(BOOT_SCRIPT);
