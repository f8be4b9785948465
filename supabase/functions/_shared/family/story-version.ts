// The version of a story a parent reads before approving it (issue #26): a hash of what the reader
// shows (the title, the description, each live part's words, choices and picture), worked out the
// same way by the device that showed it and by the server before it publishes. An approval carries
// it, so a child who changes the story after the parent read it publishes nothing.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const STORY_CHANGED = 'story_changed';

export interface VersionedStory {
  title: string | null;
  description: string | null;
}

export interface VersionedPart {
  id: string;
  parent_segment_id: string | null;
  segment_text: string;
  choices: readonly string[] | null;
  triggering_choice_text: string | null;
  image_url?: string | null;
  deleted_at?: string | null;
}

export function storyVersion(story: VersionedStory, parts: readonly VersionedPart[]): string {
  const words = parts
    .filter((part) => !part.deleted_at)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((part) => [
      part.id,
      part.parent_segment_id ?? '',
      part.segment_text,
      part.choices ?? [],
      part.triggering_choice_text ?? '',
      part.image_url ?? '',
    ]);
  const read = JSON.stringify([story.title ?? '', story.description ?? '', words]);
  return bytesToHex(sha256(utf8ToBytes(read)));
}

export function storyChangedMessage(title: string | null): string {
  return `${title || 'This story'} changed after you read it. Read it again, then approve it.`;
}
