// The app's content security policy, written once: the page sets it as a meta tag at start-up
// (src/lib/start-up) and the local stack's gateway sends it as a header with frame-ancestors,
// which browsers honour only from a header.
/** The text-to-speech service narration may call directly (docs/product.md §9: CSP allows the speech-synthesis service). */
export const SPEECH_SYNTHESIS_ORIGIN = 'https://texttospeech.googleapis.com';

export interface SecurityMetaOptions {
  /** The page's own origin, e.g. location.origin. */
  pageOrigin: string;
  /** The build-time Supabase URL when the backend lives elsewhere; the local stack is same-origin. */
  supabaseUrl?: string;
  /** The inline scripts the build wrote into its pages, as 'sha256-<base64>' of their text. */
  scriptHashes?: readonly string[];
}

/** The build writes the hashes of its pages' inline scripts here (a JSON list), for whoever sends the CSP. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

const scriptHash = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The hashes in a script-hashes file's text; anything else in it (or no file) allows nothing more. */
export function readScriptHashes(text: string | undefined): string[] {
  try {
    const hashes: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(hashes)
      ? hashes.filter((hash): hash is string => typeof hash === 'string' && scriptHash.test(hash))
      : [];
  } catch {
    return [];
  }
}

function socketOrigin(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * Scripts, styles, fonts, workers and the manifest only from the app's own origin: the production
 * build's one inline script (a prerendered page's boot script) is allowed by its hash alone, and vanilla-extract emits plain .css files (React's style props go
 * through the CSSOM, which style-src does not police), so neither needs 'unsafe-inline'. The
 * backend (REST, auth, realtime socket, stored pictures and narration) and the speech service are
 * the only other places the page talks to (the on-device model comes from the stack's /models/). The
 * on-device model (@wllama/wllama) compiles WebAssembly, which 'wasm-unsafe-eval' allows without
 * allowing eval of script, and runs it in a worker it makes from a blob: of its own code.
 * frame-ancestors is not listed: browsers ignore it in a meta tag, so framing protection needs a
 * real response header.
 */
export function buildContentSecurityPolicy({
  pageOrigin,
  supabaseUrl,
  scriptHashes = [],
}: SecurityMetaOptions): string {
  const backend = supabaseUrl ? new URL(supabaseUrl).origin : undefined;
  const backendSources = backend && backend !== new URL(pageOrigin).origin ? [backend] : [];
  const sockets = [socketOrigin(pageOrigin), ...backendSources.map(socketOrigin)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes.filter((hash) => scriptHash.test(hash)).map((hash) => `'${hash}'`),
      "'wasm-unsafe-eval'",
    ],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'blob:', 'data:', ...backendSources],
    'media-src': ["'self'", 'blob:', ...backendSources, SPEECH_SYNTHESIS_ORIGIN],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...backendSources, ...sockets, SPEECH_SYNTHESIS_ORIGIN],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
