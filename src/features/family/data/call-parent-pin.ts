import type { GrownUpProof } from '@shared/family/grown-up-proof.ts';
import { functionUrl } from '@/lib/functions-endpoint';
import { grownUpProofHeaders, keepGrownUpProof } from '@/lib/grown-up-proof';
import { getSupabaseClient, getSupabaseConnection } from '@/lib/supabase-client';

export type ParentPinRequest =
  | { action: 'set'; pin: string; current_pin?: string }
  | { action: 'verify'; pin: string }
  | { action: 'reset'; pin: string; password: string }
  /** Without the PIN, the grown-up proof approves (a change the parent made offline). */
  | { action: 'approve'; pin?: string; story_id: string; story_version: string }
  | { action: 'remove-child'; pin: string; child_profile_id: string; keep_stories: boolean };

/** parent-pin could not be reached: the device's own check is all there is. */
export class ParentPinUnreachable extends Error {
  constructor() {
    super('The parent PIN is checked online. Try again when you are connected.');
    this.name = 'ParentPinUnreachable';
  }
}

/** parent-pin said no: its words, and its code (grown_up_proof_required when the proof ran out). */
export class ParentPinRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ParentPinRefusal';
  }
}

/**
 * Calls parent-pin as the signed-in parent; a refusal throws its message (a wrong PIN says the tries
 * left). The grown-up proof a right PIN answers is kept on the device.
 */
export async function callParentPin(request: ParentPinRequest): Promise<void> {
  const [client, connection] = await Promise.all([getSupabaseClient(), getSupabaseConnection()]);
  const session = (await client.auth.getSession()).data.session;
  if (!session) throw new Error('Sign in as the parent');
  const endpoint = { supabaseUrl: connection.supabaseUrl, anonKey: connection.supabaseAnonKey };
  let response: Response;
  try {
    response = await fetch(functionUrl(endpoint, 'parent-pin'), {
      method: 'POST',
      headers: {
        apikey: connection.supabaseAnonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
        ...grownUpProofHeaders(),
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ParentPinUnreachable();
  }
  const body = (await response.json().catch(() => ({}))) as {
    error?: string;
    code?: string;
  } & Partial<GrownUpProof>;
  if (response.ok) {
    if (body.grown_up_proof) keepGrownUpProof(session.user.id, body.grown_up_proof);
    return;
  }
  throw new ParentPinRefusal(
    body.error ?? `The parent PIN could not be checked (${response.status})`,
    body.code,
  );
}
