import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First of ours: it configures zod for the CSP before any other module can parse.
import { config } from '@/lib/config';
import '@/ui/theme/themes.css';
import { App } from '@/app/app';
import { getAppRouter } from '@/app/router';
import { OnCommit } from '@/lib/start-up/on-commit';
import { releaseHeld } from '@/lib/start-up/release-held';
import { renderStartUpFailure } from '@/lib/start-up/render-start-up-failure';
import { BUILD_SCRIPT_HASHES } from '@/lib/start-up/build-script-hashes';
import { runStartUp } from '@/lib/start-up/run-start-up';
import { whenDataLayerDue } from '@/lib/when-data-layer-due';
import { yieldToBrowser } from '@/lib/start-up/yield-to-browser';
import { AUTOSAVE_PREFIX, LEGACY_SESSION_KEYS, LEGACY_SESSION_KEY_PREFIXES } from '@/offline';

// A prerendered page is on screen and readable before this runs (its boot script loads the app
// after the first paint), so nothing waits for the app: it starts in steps, each its own task, so
// that no step holds the main thread long enough to delay a tap.
async function startApp(rootElement: HTMLElement): Promise<void> {
  runStartUp({
    window,
    legacySessionKeys: { keys: LEGACY_SESSION_KEYS, prefixes: LEGACY_SESSION_KEY_PREFIXES },
    autosavePrefix: AUTOSAVE_PREFIX,
    production: config.PROD,
    supabaseUrl: config.VITE_SUPABASE_URL,
    scriptHashes: BUILD_SCRIPT_HASHES,
  });
  let markCommitted = () => {};
  const committed = new Promise<void>((resolve) => (markCommitted = resolve));
  // The sync joins once the page is on screen and the data layer is due; what it starts, and in
  // which order, is written in src/app/start-sync.ts.
  void committed
    .then(whenDataLayerDue)
    .then(() => import('@/app/start-sync'))
    .then(({ startSync }) => startSync());
  const app = (
    <StrictMode>
      <OnCommit run={markCommitted}>
        <App />
      </OnCommit>
    </StrictMode>
  );
  await yieldToBrowser();
  if (!rootElement.hasAttribute('data-prerendered')) {
    // The app shell (a page the build did not prerender) renders as a transition too, in slices.
    const root = createRoot(rootElement);
    startTransition(() => root.render(app));
    return;
  }
  // Only a page with fields or forms needs what keeps the typed values: it loads while the route does.
  const keeping = rootElement.querySelector('input, textarea, select, form')
    ? import('@/lib/start-up/keep-typed-values')
    : undefined;
  const router = getAppRouter();
  // Tells the router the markup came from its server rendering, so it renders the same tree.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  // The page's route code must be loaded before React takes the markup over, or the first render
  // would differ from it.
  await router.load();
  const keepTypedValues = (await keeping)?.keepTypedValues;
  await yieldToBrowser();
  if (keepTypedValues) keepTypedValues(rootElement, committed);
  else void committed.then(() => releaseHeld(document, window, Date.now()));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  startTransition(() => void hydrateRoot(rootElement, app));
}

// The service worker is registered by the update prompt (features/pwa), which must own the
// registration to hear about waiting versions; start-up does not register it a second time.
const rootElement = document.getElementById('root');

if (!rootElement) renderStartUpFailure(document);
else void startApp(rootElement);
