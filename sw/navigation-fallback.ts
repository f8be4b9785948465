// Answers page navigations offline: a public page with the document prerendered for it at build
// time (/pricing → pricing.html, so it paints at once), every other deep link (/story/:id,
// /my-stories) with the precached app shell. Backend paths are left to the network.
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const backendPathPatterns: RegExp[] = [
  /^\/rest\//,
  /^\/auth\/v1/,
  /^\/functions\//,
  /^\/storage\//,
  /^\/api\//,
  /^\/_dev\//,
];

export const APP_SHELL_URL = '/app-shell.html';

export function prerenderedDocumentUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path ? `${path}.html` : '/index.html';
}

export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(
      async ({ url, request }) =>
        (await matchPrecache(prerenderedDocumentUrl(url.pathname))) ??
        (await matchPrecache(APP_SHELL_URL)) ??
        (await matchPrecache('/index.html')) ??
        fetch(request),
      { denylist: backendPathPatterns },
    ),
  );
}
