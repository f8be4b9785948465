/// <reference lib="webworker" />
// The StoryCanvas service worker entry: wires the precached app shell, the offline navigation fallback,
// the health-check proxy, the kept public config, media caching, the on-device engine kept across updates, the update handshake, the claim a page still loading at activation asks for, and the background-sync bridge together.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerBackgroundSyncBridge } from './background-sync-bridge';
import { claimOnRequest } from './claim-on-request';
import { registerConfigRoute } from './config-route';
import { registerHealthCheckRoute } from './health-check-route';
import { keepOnDeviceEngine } from './keep-on-device-engine';
import { registerMediaCache } from './media-cache';
import { registerNavigationFallback } from './navigation-fallback';
import { registerOnDeviceEngineRoute } from './on-device-engine-route';
import { listenForSkipWaiting } from './skip-waiting';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerHealthCheckRoute();
registerConfigRoute(self);
registerNavigationFallback();
registerMediaCache();
registerOnDeviceEngineRoute();
keepOnDeviceEngine(self);
listenForSkipWaiting(self);
registerBackgroundSyncBridge(self);
clientsClaim();
claimOnRequest(self);
