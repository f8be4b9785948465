import {
  saveSegment,
  updateSegment,
  updateStory,
  type LocalSegment,
  type LocalStory,
} from '@/offline';
import { readActiveChild } from '@/lib/active-profile';
import { countWords } from '@shared/count-words.ts';
import type { FindDeviceStoryWriter } from '@/lib/device-story-writer';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import { generateSegment, type GeneratedStorySegment } from './generate-segment';
import type { StoryRequestInput } from '@shared/story-engine/index.ts';
import { segmentWriter } from './segment-writer';
import type { StorySettings } from '../store/story-settings';

/** How many earlier segments of the branch the storyteller is shown for continuity. */
const HISTORY_WINDOW = 4;

/** How many times a part written again is drawn before its words may repeat the old ones. */
const REWRITE_DRAWS = 4;

export interface ContinueRequest {
  story: LocalStory;
  settings: StorySettings;
  /** The segments of the branch up to and including the one being continued from. */
  branch: readonly LocalSegment[];
  choice: string;
  finish: boolean;
  /** Write this segment again instead of adding a new one. */
  replace?: LocalSegment;
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  findDeviceWriter?: FindDeviceStoryWriter;
  onText(text: string): void;
  /** Stops the writing: nothing is stored and the story stays as it was. */
  signal?: AbortSignal;
}

/**
 * A story written in a child's profile goes to the AI service, or to this device's model, only while
 * that child's profile is open with the parent's AI switch on; otherwise the storyteller writes it
 * here, as the switch promises the parent, so nothing the child typed leaves the device but their
 * synced story (the server refuses the AI for them too).
 */
export function mayAskAiService(story: LocalStory): boolean {
  if (!story.child_profile_id) return true;
  const child = readActiveChild(story.user_id);
  return child?.id === story.child_profile_id && child.ai_allowed;
}

/** What the writer is asked: the story's settings, the branch so far and the choice taken. */
function storyInput(request: ContinueRequest, seed: number | undefined): StoryRequestInput {
  const { settings, story } = request;
  return {
    age: settings.age,
    genre: settings.genre,
    prompt: settings.prompt,
    characters: settings.characters.map(({ name, role, description, traits }) => ({
      name,
      role,
      description,
      traits,
    })),
    starting_point: settings.startingPoint,
    history: request.branch.slice(-HISTORY_WINDOW).map((entry) => entry.segment_text),
    choice: request.choice,
    path: request.branch.flatMap((entry) =>
      entry.triggering_choice_text ? [entry.triggering_choice_text] : [],
    ),
    finish: request.finish,
    options: {
      length: settings.options.length,
      person: settings.options.person,
      rating: settings.options.rating,
      style: settings.options.style,
    },
    seed,
    story_id: story.id,
    // Named even before the story has synced, so the server knows the child's AI switch applies.
    ...(story.child_profile_id ? { child_profile_id: story.child_profile_id } : {}),
  };
}

/** Generates the next segment of a branch (or rewrites one), stores it on the device and says which record holds it. */
export async function continueStory(
  request: ContinueRequest,
): Promise<GeneratedStorySegment & { segmentId: string }> {
  const { story } = request;
  // Read once: every draw of one request goes to the same writers, even if the profile changes meanwhile.
  const aiAllowed = mayAskAiService(story);
  const write = (seed: number | undefined) =>
    generateSegment(storyInput(request, seed), {
      endpoint: aiAllowed ? request.endpoint : null,
      online: request.online,
      findDeviceWriter: aiAllowed ? request.findDeviceWriter : undefined,
      onText: request.onText,
      signal: request.signal,
    });
  let segment: GeneratedStorySegment;
  if (request.replace) {
    // The storyteller tells a story's part in a few dozen ways, so about one draw in 150 gave back
    // the very words being replaced: the reader pressed Regenerate and nothing changed. Draw again.
    const replaced = request.replace.segment_text.trim();
    const first = Date.now() % 2147483647;
    segment = await write(first);
    for (let draw = 1; draw < REWRITE_DRAWS && segment.segment_text.trim() === replaced; draw++)
      segment = await write((first + draw) % 2147483647);
  } else {
    segment = await write(undefined);
  }
  // A writer that finished as the reader cancelled must not change the story after all.
  request.signal?.throwIfAborted();
  const fields = {
    segment_text: segment.segment_text,
    choices: segment.choices,
    image_prompt: segment.image_prompt,
    is_end: segment.is_end,
    ...segmentWriter(segment),
  };
  let segmentId: string;
  if (request.replace) {
    // The old picture and narration belong to the old words; the new part gets its own.
    await updateSegment(request.replace.id, {
      ...fields,
      image_url: null,
      audio_url: null,
      word_count: countWords(segment.segment_text),
    });
    segmentId = request.replace.id;
  } else {
    const parent = request.branch[request.branch.length - 1];
    const saved = await saveSegment({
      ...fields,
      story_id: story.id,
      parent_segment_id: parent?.id ?? null,
      triggering_choice_text: request.choice || null,
      sequence_number: request.branch.length + 1,
    });
    segmentId = saved.id;
  }
  if (segment.is_end && !story.is_completed) await updateStory(story.id, { is_completed: true });
  return { ...segment, segmentId };
}
