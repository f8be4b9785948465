// Who is calling a function: the claims of the bearer token. The host (Supabase's gateway, or
// server/functions/create-functions-app.ts locally) has already verified its signature before the
// handler runs, so the claims are only decoded here.
import { decodeJwt } from 'jose';

export interface Caller {
  token: string;
  userId: string | null;
  role: string;
}

export function readCaller(req: Request): Caller | null {
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  try {
    const claims = decodeJwt<{ role?: string }>(token);
    return {
      token,
      userId: claims.role === 'authenticated' ? (claims.sub ?? null) : null,
      role: claims.role ?? 'anon',
    };
  } catch {
    return null;
  }
}
