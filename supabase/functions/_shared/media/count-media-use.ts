// Counts one picture or narration made against the caller's usage. The medium has already been
// made and stored, so a count that fails is logged rather than taking the result from the caller.
import type { SupabaseCaller } from '../call-supabase.ts';

export async function countMediaUse(
  supabase: SupabaseCaller,
  userId: string,
  medium: 'image' | 'voice',
): Promise<void> {
  await supabase
    .rpc('increment_usage', {
      user_uuid: userId,
      stories_inc: 0,
      images_inc: medium === 'image' ? 1 : 0,
      voice_inc: medium === 'voice' ? 1 : 0,
    })
    .catch((error: unknown) => {
      console.warn(`${medium === 'image' ? 'Image' : 'Voice'} usage could not be counted`, error);
    });
}
