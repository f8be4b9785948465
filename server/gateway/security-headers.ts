// Headers every answer of the one origin carries, the app's pages, assets and sw.js as much as the
// APIs: the app's CSP as a real header (the meta tag cannot say frame-ancestors, so framing — and
// with it clickjacking of /settings — needs this; it allows the build's inline boot script by its
// hash), nosniff, no framing, a referrer policy that
// keeps paths and tokens on this origin, and HSTS once the site is served over https. An answer
// with its own CSP (a stored Storage object's sandbox) keeps it.
import type { MiddlewareHandler } from 'hono';
import { buildContentSecurityPolicy } from '../../common/content-security-policy.ts';

function canChange(headers: Headers): boolean {
  try {
    headers.set('X-Content-Type-Options', 'nosniff');
    return true;
  } catch {
    return false;
  }
}

export function securityHeaders(
  siteUrl: () => string,
  scriptHashes: () => readonly string[] = () => [],
): MiddlewareHandler {
  // Built again only when the site or the build's hashes change, not for every answer.
  let policy = { site: '', hashes: [] as readonly string[], value: '' };
  const policyFor = (site: string, hashes: readonly string[]) => {
    if (policy.site !== site || policy.hashes !== hashes || !policy.value)
      policy = {
        site,
        hashes,
        value: `${buildContentSecurityPolicy({ pageOrigin: site, scriptHashes: hashes })}; frame-ancestors 'none'`,
      };
    return policy.value;
  };
  return async (c, next) => {
    await next();
    const site = siteUrl();
    // A Response passed through from fetch() has immutable headers; a copy can be changed.
    if (!canChange(c.res.headers)) c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      // Only a page runs the build's inline scripts: asking the build for their hashes (a file
      // stat) for every API answer cost a syscall each, so other answers reuse the last policy.
      const page = (headers.get('content-type') ?? '').startsWith('text/html');
      const hashes = page || !policy.value ? scriptHashes() : policy.hashes;
      headers.set('Content-Security-Policy', policyFor(site, hashes));
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (site.startsWith('https://'))
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
