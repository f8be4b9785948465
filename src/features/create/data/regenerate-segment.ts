import { readStory, readStorySegments, type LocalSegment } from '@/offline';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import type { GeneratedStorySegment } from './generate-segment';
import { isAgeId } from '@shared/age-bands.ts';
import { DEFAULT_STORY_OPTIONS } from '@shared/story-engine/default-story-options.ts';
import { DEFAULT_GENRE, isGenreSlug } from '@shared/story-engine/genres.ts';
import { readStorySettings, type StorySettings } from '../store/story-settings';
import { continueStory } from './continue-story';

export interface RegenerateRequest {
  storyId: string;
  segmentId: string;
  endpoint: FunctionsEndpoint | null;
  online: boolean;
}

/** The parts before a segment on its branch, from the opening. */
function ancestorsOf(segment: LocalSegment, segments: readonly LocalSegment[]): LocalSegment[] {
  const byId = new Map(segments.map((entry) => [entry.id, entry]));
  const branch: LocalSegment[] = [];
  for (
    let parent = segment.parent_segment_id ? byId.get(segment.parent_segment_id) : undefined;
    parent;
  ) {
    branch.unshift(parent);
    parent = parent.parent_segment_id ? byId.get(parent.parent_segment_id) : undefined;
  }
  return branch;
}

/**
 * Writes one part of a story again from the same place in its branch (an ending stays an ending),
 * keeping where it sits so later parts still follow it. Works for stories set up on another device
 * too: the story's own age, genre and idea stand in for the wizard's settings.
 */
export async function regenerateSegment(
  request: RegenerateRequest,
): Promise<GeneratedStorySegment> {
  const [story, segments] = await Promise.all([
    readStory(request.storyId),
    readStorySegments(request.storyId),
  ]);
  const target = segments.find((segment) => segment.id === request.segmentId);
  if (!story || !target) throw new Error('This part is no longer on this device.');
  const settings: StorySettings = readStorySettings(story) ?? {
    age: isAgeId(story.target_age) ? story.target_age : '7-9',
    genre: isGenreSlug(story.genre) ? story.genre : DEFAULT_GENRE,
    prompt: story.description ?? '',
    characters: [],
    startingPoint: '',
    options: { ...DEFAULT_STORY_OPTIONS },
  };
  return continueStory({
    story,
    settings,
    branch: ancestorsOf(target, segments),
    choice: target.triggering_choice_text ?? '',
    finish: target.is_end,
    replace: target,
    endpoint: request.endpoint,
    online: request.online,
    onText: () => undefined,
  });
}
