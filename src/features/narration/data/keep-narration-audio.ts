import { STORAGE_KEYS, readSegment, updateSegment } from '@/offline';
import { hashText } from '@shared/seeded-random.ts';

/**
 * Where a narration is filed: a part by its segment id, a whole story by its story id, each with
 * the words narrated, so a rewritten part or a different branch is never played with old audio.
 */
export function narrationKey(storyId: string, segmentId: string | null, text: string): string {
  return `${segmentId ?? `story:${storyId}`}:${hashText(text).toString(36)}`;
}

function readAll(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.narrationAudio) ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

export function readNarrationAudio(key: string): string | null {
  return readAll()[key] ?? null;
}

/**
 * Remembers a cloud narration's address on the device (the service worker keeps its bytes), so it
 * plays offline later; a part written on this device also keeps it on the segment, which syncs.
 */
export async function keepNarrationAudio(
  key: string,
  audioUrl: string,
  segmentId: string | null,
): Promise<void> {
  try {
    localStorage.setItem(
      STORAGE_KEYS.narrationAudio,
      JSON.stringify({ ...readAll(), [key]: audioUrl }),
    );
  } catch {
    // A full local store only means the narration is made again next time.
  }
  if (!segmentId) return;
  if (await readSegment(segmentId)) await updateSegment(segmentId, { audio_url: audioUrl });
}
