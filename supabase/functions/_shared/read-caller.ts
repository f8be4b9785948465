// Who is calling a function: the claims of the bearer token. The host (Supabase's gateway, or
// server/functions/create-functions-app.ts locally) has already verified its signature before the
// handler runs, so the claims are only decoded here. The grown-up proof (x-grown-up-proof, issued by a
// right parent PIN) travels beside the token; only the database judges it.
import { decodeJwt } from 'jose';
import { GROWN_UP_PROOF_HEADER } from './family/grown-up-proof.ts';

export interface Caller {
  token: string;
  userId: string | null;
  role: string;
  grownUpProof?: string;
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
      grownUpProof: req.headers.get(GROWN_UP_PROOF_HEADER) ?? undefined,
    };
  } catch {
    return null;
  }
}
