// The story the tests of writing a part again continue: a lantern story saved on the device with
// its opening part, which offers three choices.
import { saveSegment, saveStory, type LocalSegment, type LocalStory } from '@/offline';

type StoryFields = Parameters<typeof saveStory>[0];

export async function saveLanternStory(
  fields: Partial<StoryFields> = {},
): Promise<{ story: LocalStory; opening: LocalSegment }> {
  const story = await saveStory({
    title: 'The Lantern',
    target_age: '7-9',
    description: 'A lantern that glows by itself',
    ...fields,
  });
  const opening = await saveSegment({
    story_id: story.id,
    parent_segment_id: null,
    triggering_choice_text: null,
    sequence_number: 1,
    segment_text: 'Nora found a lantern that glowed without a flame.',
    choices: ['Follow the glow', 'Ask Grandpa', 'Hide it'],
    image_prompt: null,
    is_end: false,
  });
  return { story, opening };
}
