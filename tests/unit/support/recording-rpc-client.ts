/**
 * A stand-in Supabase client with only rpc(): it records every call (function name and arguments),
 * in order, and answers each with no data and the given error (null for success).
 */
export function recordingRpcClient(error: { message: string; code?: string } | null = null) {
  const calls: Array<{ name: string; args: unknown }> = [];
  const client = {
    rpc(name: string, args: unknown) {
      calls.push({ name, args });
      return Promise.resolve({ data: null, error });
    },
  };
  return { client: client as never, calls };
}
