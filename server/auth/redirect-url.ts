// Where an emailed link may send the reader afterwards: the site's own origin or an entry of
// the additional redirect URLs, as GoTrue's allow-list does; anything else falls back to the site.
import type { AuthDeps } from './auth-context.ts';

function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

function matchesEntry(url: URL, entry: string): boolean {
  if (entry.includes('*')) return globToRegExp(entry).test(url.toString());
  try {
    const allowed = new URL(entry);
    return url.origin === allowed.origin && url.pathname.startsWith(allowed.pathname);
  } catch {
    return false;
  }
}

export function allowedRedirect(deps: AuthDeps, requested: unknown): string {
  if (typeof requested !== 'string' || !requested) return deps.siteUrl;
  try {
    const url = new URL(requested, deps.siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return deps.siteUrl;
    if (url.origin === new URL(deps.siteUrl).origin) return url.toString();
    return deps.additionalRedirectUrls.some((entry) => matchesEntry(url, entry))
      ? url.toString()
      : deps.siteUrl;
  } catch {
    return deps.siteUrl;
  }
}
