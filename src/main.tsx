import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First of ours: it configures zod for the CSP before any other module can parse.
import { config } from '@/lib/config';
import '@/ui/theme/themes.css';
import { App } from '@/app/app';
import { router } from '@/app/router';
import { keepTypedValues } from '@/lib/start-up/keep-typed-values';
import { renderStartUpFailure } from '@/lib/start-up/render-start-up-failure';
import { runStartUp } from '@/lib/start-up/run-start-up';
import { AUTOSAVE_PREFIX, LEGACY_SESSION_KEYS, LEGACY_SESSION_KEY_PREFIXES } from '@/offline';

// The service worker is registered by the update prompt (features/pwa), which must own the
// registration to hear about waiting versions; start-up does not register it a second time.
const rootElement = document.getElementById('root');

if (!rootElement) {
  renderStartUpFailure(document);
} else {
  runStartUp({
    window,
    legacySessionKeys: { keys: LEGACY_SESSION_KEYS, prefixes: LEGACY_SESSION_KEY_PREFIXES },
    autosavePrefix: AUTOSAVE_PREFIX,
    production: config.PROD,
    supabaseUrl: config.VITE_SUPABASE_URL,
  });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rootElement.hasAttribute('data-prerendered')) {
    // The page's markup is already on screen; its route code must be loaded before React takes the
    // markup over, or the first render would differ from it.
    // Tells the router the markup came from its server rendering, so it renders the same tree.
    router.ssr = { manifest: undefined };
    void router.load().then(() => {
      keepTypedValues(rootElement);
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
}
