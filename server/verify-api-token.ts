// Verifies the Bearer token (or apikey) a request to the stack carries: an API key or a user's
// access token signed with the stack's secret. Used by the functions host and the storage API.
import { jwtVerify } from 'jose';

export interface ApiCaller {
  role: 'anon' | 'authenticated' | 'service_role';
  userId: string | null;
}

export class ApiTokenError extends Error {}

export async function verifyApiToken(headers: Headers, jwtSecret: string): Promise<ApiCaller> {
  const token = headers.get('Authorization')?.replace(/^Bearer\s+/i, '') || headers.get('apikey');
  if (!token) throw new ApiTokenError('Missing authorization header');
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
      algorithms: ['HS256'],
    });
    const role = payload.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role')
      throw new ApiTokenError('Unknown role in token');
    return { role, userId: role === 'authenticated' ? (payload.sub ?? null) : null };
  } catch (error) {
    if (error instanceof ApiTokenError) throw error;
    throw new ApiTokenError(
      error instanceof Error && error.name === 'JWTExpired' ? 'Token has expired' : 'Invalid token',
    );
  }
}
