// What a function handler receives from its host: Deno.env on Supabase's edge runtime,
// the local stack's configuration in server/functions/create-functions-app.ts.
export type FunctionEnv = Record<string, string | undefined>;
