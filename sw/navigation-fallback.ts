// Answers page navigations with the precached index.html so deep links (/discover, /story/:id) open
// offline; backend paths are left to the network because they are never pages of the app.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const backendPathPatterns: RegExp[] = [
  /^\/rest\//,
  /^\/auth\/v1/,
  /^\/functions\//,
  /^\/storage\//,
  /^\/api\//,
  /^\/_dev\//,
];

export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: backendPathPatterns }),
  );
}
