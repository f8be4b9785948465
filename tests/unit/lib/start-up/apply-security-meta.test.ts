import { afterEach, describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, readScriptHashes } from '@common/content-security-policy.ts';
import { applySecurityMeta } from '@/lib/start-up/apply-security-meta';
import { BOOT_SCRIPT_HASH } from '../../../../scripts/boot-script';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

afterEach(() => document.head.replaceChildren());

const bootHash = BOOT_SCRIPT_HASH;

describe('content security policy', () => {
  it('allows the build’s inline scripts by their hashes alone, and never a malformed one', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        pageOrigin: 'https://app.storycanvas.test',
        scriptHashes: [bootHash, "sha256-x' 'unsafe-inline", 'unsafe-inline'],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", `'${bootHash}'`, "'wasm-unsafe-eval'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  it('reads the hashes the build wrote, and nothing from a missing, broken or foreign file', () => {
    expect(readScriptHashes(JSON.stringify([bootHash]))).toEqual([bootHash]);
    expect(
      readScriptHashes(JSON.stringify([bootHash, 'sha256-short', 7, "'unsafe-inline'"])),
    ).toEqual([bootHash]);
    expect(readScriptHashes(undefined)).toEqual([]);
    expect(readScriptHashes('{not json')).toEqual([]);
    expect(readScriptHashes(JSON.stringify({ hashes: [bootHash] }))).toEqual([]);
  });

  it('allows only the own origin for code and the backend, sockets and speech service for data', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        pageOrigin: 'https://app.storycanvas.test',
        supabaseUrl: 'https://abc.supabase.co/',
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://abc.supabase.co',
        'wss://abc.supabase.co',
        'wss://app.storycanvas.test',
        'https://texttospeech.googleapis.com',
      ]),
    );
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'data:', 'https://abc.supabase.co']),
    );
    expect(policy['media-src']).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'https://texttospeech.googleapis.com']),
    );
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('uses only self and a plain ws socket for a same-origin local stack', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        pageOrigin: 'http://127.0.0.1:4202',
        supabaseUrl: 'http://127.0.0.1:4202',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'ws://127.0.0.1:4202',
      'https://texttospeech.googleapis.com',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:']);
  });

  it('writes one CSP meta and a referrer policy into the head, also when run twice', () => {
    applySecurityMeta(document, { pageOrigin: 'http://localhost:5173' });
    applySecurityMeta(document, { pageOrigin: 'http://localhost:5173' });
    const csp = document.head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    expect(csp).toHaveLength(1);
    expect(csp[0]!.getAttribute('content')).toContain("default-src 'self'");
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});
