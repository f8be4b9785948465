import {
  buildContentSecurityPolicy,
  type SecurityMetaOptions,
} from '@common/content-security-policy.ts';

function upsertMeta(
  document: Document,
  attribute: 'http-equiv' | 'name',
  key: string,
  content: string,
): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.prepend(meta);
  }
  meta.content = content;
}

/**
 * Sets the content security policy and the header-like meta tags browsers honour from markup
 * (the referrer policy). nosniff, X-Frame-Options and HSTS are header-only, so they are not faked here.
 */
export function applySecurityMeta(document: Document, options: SecurityMetaOptions): void {
  upsertMeta(
    document,
    'http-equiv',
    'Content-Security-Policy',
    buildContentSecurityPolicy(options),
  );
  upsertMeta(document, 'name', 'referrer', 'strict-origin-when-cross-origin');
}
