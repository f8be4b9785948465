// Minimal calls from a function to its own Supabase project (PostgREST, RPC, Storage) over fetch,
// as the caller (RLS applies) or as the service role. Framework-free so Deno and Node both run it.
import type { FunctionEnv } from './function-env.ts';

export class SupabaseCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SupabaseCallError';
  }
}

export interface SupabaseCaller {
  select<T>(table: string, query: string): Promise<T[]>;
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  upload(
    bucket: string,
    path: string,
    body: Uint8Array<ArrayBuffer>,
    contentType: string,
  ): Promise<string>;
  /** Names of the objects directly under a folder of a bucket (Storage's list call). */
  list(bucket: string, prefix: string): Promise<string[]>;
}

export function callSupabase(env: FunctionEnv, token: string): SupabaseCaller {
  const base = env.SUPABASE_URL?.replace(/\/$/, '');
  const apiKey = env.SUPABASE_ANON_KEY ?? '';
  if (!base) throw new SupabaseCallError('SUPABASE_URL is not configured for functions', 500);
  const headers = { apikey: apiKey, Authorization: `Bearer ${token}` };

  const send = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
    if (!response.ok) {
      const detail = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
      };
      throw new SupabaseCallError(
        detail.message ?? detail.error ?? `Request to ${path} failed with ${response.status}`,
        response.status,
      );
    }
    return response;
  };

  return {
    async select<T>(table: string, query: string) {
      return (await (await send(`/rest/v1/${table}?${query}`, { method: 'GET' })).json()) as T[];
    },
    async rpc<T>(name: string, args: Record<string, unknown>) {
      const response = await send(`/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      });
      const text = await response.text();
      return (text ? JSON.parse(text) : null) as T;
    },
    async upload(bucket: string, path: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
      await send(`/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'x-upsert': 'true' },
        body,
      });
      return `${base}/storage/v1/object/public/${bucket}/${path}`;
    },
    async list(bucket: string, prefix: string) {
      const response = await send(`/storage/v1/object/list/${bucket}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix, limit: 1000, offset: 0 }),
      });
      const entries = (await response.json()) as { name: string; id: string | null }[];
      return entries.filter((entry) => entry.id !== null).map((entry) => entry.name);
    },
  };
}
