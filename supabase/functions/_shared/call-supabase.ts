// Minimal calls from a function to its own Supabase project (PostgREST, RPC, Storage) over fetch,
// as the caller (RLS applies) or as the service role. Framework-free so Deno and Node both run it.
// Typed by database.ts like every client: a table, column, function or argument the migrations do
// not define fails the typecheck.
import type { Database } from './database.ts';
import type { FunctionEnv } from './function-env.ts';

type Schema = Database['public'];
type TableName = keyof Schema['Tables'];
type Row<Name extends TableName> = Schema['Tables'][Name]['Row'];
type FunctionName = keyof Schema['Functions'];
type Args<Name extends FunctionName> = Schema['Functions'][Name]['Args'];
type Returns<Name extends FunctionName> = Schema['Functions'][Name]['Returns'];

export class SupabaseCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The database's hint, which names a refusal the caller answers in its own way. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'SupabaseCallError';
  }
}

export interface SupabaseCaller {
  /** The columns of the rows the PostgREST filters (`user_id=eq.…&limit=1`) match. */
  select<Name extends TableName, Column extends keyof Row<Name> & string>(
    table: Name,
    columns: readonly Column[],
    filters: string,
  ): Promise<Pick<Row<Name>, Column>[]>;
  rpc<Name extends FunctionName>(name: Name, args: Args<Name>): Promise<Returns<Name>>;
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
  // A public file's address is opened by the reader's browser, which cannot reach the address the
  // local stack gives its functions for calling it back (the page's CSP allows its own origin only).
  const publicBase = (env.SUPABASE_PUBLIC_URL ?? env.SUPABASE_URL)?.replace(/\/$/, '');
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
        hint?: string;
      };
      throw new SupabaseCallError(
        detail.message ?? detail.error ?? `Request to ${path} failed with ${response.status}`,
        response.status,
        detail.hint ?? undefined,
      );
    }
    return response;
  };

  return {
    async select<Name extends TableName, Column extends keyof Row<Name> & string>(
      table: Name,
      columns: readonly Column[],
      filters: string,
    ) {
      const query = `select=${columns.join(',')}&${filters}`;
      const response = await send(`/rest/v1/${table}?${query}`, { method: 'GET' });
      // PostgREST answers the selected columns of the table's rows, which is what the type names.
      return (await response.json()) as Pick<Row<Name>, Column>[];
    },
    async rpc<Name extends FunctionName>(name: Name, args: Args<Name>) {
      const response = await send(`/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
      });
      const text = await response.text();
      // The function's result as its SQL declares it; an empty body is a void function's.
      return (text ? JSON.parse(text) : undefined) as Returns<Name>;
    },
    async upload(bucket: string, path: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
      await send(`/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'x-upsert': 'true' },
        body,
      });
      return `${publicBase}/storage/v1/object/public/${bucket}/${path}`;
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
