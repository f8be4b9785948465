// The server's word that the AI service wrote a part (issue 25): a digest of the words and the
// model, kept for the signed-in reader, or for a visitor's story until they sign up and it syncs,
// so the database lets that part claim 'ai' and refuses the claim for words the AI service never
// wrote (migrations 20261201030000, 20261201040000).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { callSupabase } from '../call-supabase.ts';
import type { FunctionEnv } from '../function-env.ts';
import type { GeneratedSegment } from './story-segment.ts';
import { STORYTELLER_MODEL } from './storyteller/storyteller-model.ts';

/** Whose part it is: a signed-in reader's, or one of a visitor's stories (its id, from the request). */
export type AiPartOwner = { userId: string } | { visitorStoryId: string };

export async function noteAiWrittenPart(
  env: FunctionEnv,
  owner: AiPartOwner,
  segment: GeneratedSegment,
): Promise<void> {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (segment.model_used === STORYTELLER_MODEL || !serviceKey) return;
  const supabase = callSupabase(env, serviceKey);
  const digest = bytesToHex(sha256(utf8ToBytes(segment.segment_text)));
  try {
    if ('userId' in owner)
      await supabase.rpc('note_ai_written_part', {
        _user_id: owner.userId,
        _text_sha256: digest,
        _model: segment.model_used,
      });
    else
      await supabase.rpc('note_ai_written_visitor_part', {
        _story_id: owner.visitorStoryId,
        _text_sha256: digest,
        _model: segment.model_used,
      });
  } catch (error) {
    // The reader still gets the part, but once it syncs its caption will not name the AI service.
    console.error('The AI service’s part could not be noted; its caption will be lost on sync', {
      ...owner,
      model: segment.model_used,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
