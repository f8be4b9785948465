/// <reference lib="webworker" />
// The StoryCanvas service worker: precaches the app shell so the installed app opens offline.
// Fleshed out by the PWA work (SPA fallback, health-check proxy, background-sync bridge).
import { precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();
