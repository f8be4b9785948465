import { create } from 'zustand';
import { checkCookieSupport, probeCookieSupport } from './cookie-jar';
import { clearAppCookies, readConsent, recordConsent } from './consent-cookies';
import {
  createAcceptAllPreferences,
  createCustomPreferences,
  createDeclineOptionalPreferences,
  type CookiePreferences,
} from './cookie-preferences';

interface ConsentState {
  /** False until the cookies are first read (see refresh): reading them is a round trip to the
   * browser's cookie store, kept out of the app's start so the page answers taps sooner. */
  known: boolean;
  supported: boolean;
  hasConsent: boolean;
  preferences: CookiePreferences | null;
  settingsOpen: boolean;
  acceptAll: () => void;
  declineOptional: () => void;
  savePreferences: (choice: Partial<CookiePreferences>) => void;
  openSettings: () => void;
  closeSettings: () => void;
  clearAll: () => void;
  refresh: () => void;
  /** The first read, at idle: the same as refresh, without holding the page for the cookie store. */
  readWhenIdle: () => Promise<void>;
}

function snapshot(supported = checkCookieSupport()) {
  const { hasConsent, preferences } = supported
    ? readConsent()
    : { hasConsent: false, preferences: null };
  return { known: true, supported, hasConsent, preferences };
}

export const useConsentStore = create<ConsentState>()((set) => {
  const apply = (preferences: CookiePreferences) => {
    recordConsent(preferences);
    set({ ...snapshot(), settingsOpen: false });
  };
  return {
    known: false,
    supported: false,
    hasConsent: false,
    preferences: null,
    settingsOpen: false,
    acceptAll: () => apply(createAcceptAllPreferences()),
    declineOptional: () => apply(createDeclineOptionalPreferences()),
    savePreferences: (choice) => apply(createCustomPreferences(choice)),
    openSettings: () => set({ settingsOpen: true }),
    closeSettings: () => set({ settingsOpen: false }),
    clearAll: () => {
      clearAppCookies();
      set(snapshot());
    },
    refresh: () => set(snapshot()),
    readWhenIdle: async () => {
      const supported = await probeCookieSupport();
      set(snapshot(supported));
    },
  };
});
