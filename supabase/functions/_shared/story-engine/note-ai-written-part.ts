// The server's word that the AI service wrote a part (issue 25): a digest of the words and the
// model, kept for the signed-in reader, so the database lets that part claim 'ai' when it syncs and
// refuses the claim for words the AI service never wrote (migration 20261201030000).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { callSupabase } from '../call-supabase.ts';
import type { FunctionEnv } from '../function-env.ts';
import type { GeneratedSegment } from './story-segment.ts';
import { STORYTELLER_MODEL } from './storyteller/storyteller-model.ts';

export async function noteAiWrittenPart(
  env: FunctionEnv,
  userId: string,
  segment: GeneratedSegment,
): Promise<void> {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (segment.model_used === STORYTELLER_MODEL || !serviceKey) return;
  try {
    await callSupabase(env, serviceKey).rpc('note_ai_written_part', {
      _user_id: userId,
      _text_sha256: bytesToHex(sha256(utf8ToBytes(segment.segment_text))),
      _model: segment.model_used,
    });
  } catch {
    // The reader still gets the part: unnoted, its caption says nothing rather than naming the model.
  }
}
