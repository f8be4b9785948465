// Who is calling a function: the claims of the bearer token. The host (Supabase's gateway, or
// server/functions-host.ts locally) has already verified its signature before the handler runs.

export interface Caller {
  token: string;
  userId: string | null;
  role: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

export function readCaller(req: Request): Caller | null {
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!token || !payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { sub?: string; role?: string };
    return {
      token,
      userId: claims.role === 'authenticated' ? (claims.sub ?? null) : null,
      role: claims.role ?? 'anon',
    };
  } catch {
    return null;
  }
}
