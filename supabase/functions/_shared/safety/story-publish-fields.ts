// The words of a story about to be published, as the input gate reads them: its title, its
// description and every live part (text, the choice that leads to it, its choices, its picture's
// description), parts named by their place in reading order as the story editor numbers them.
import { listInReadingOrder, type TreeSegment } from '../story-tree.ts';
import type { TypedField } from './check-fields.ts';

export interface PublishedPart extends TreeSegment {
  segment_text: string;
  choices: string[];
  triggering_choice_text: string | null;
  image_prompt: string | null;
}

export interface PublishedStoryWords {
  title: string;
  description: string | null;
  parts: PublishedPart[];
}

function partFields(part: PublishedPart, name: string, key: string): TypedField[] {
  return [
    {
      field: `${key}.triggering_choice_text`,
      label: `The choice that leads to ${name}`,
      text: part.triggering_choice_text ?? '',
    },
    { field: `${key}.segment_text`, label: name, text: part.segment_text },
    ...part.choices.map((choice, index) => ({
      field: `${key}.choices.${index}`,
      label: `A choice in ${name}`,
      text: choice,
    })),
    {
      field: `${key}.image_prompt`,
      label: `The picture description of ${name}`,
      text: part.image_prompt ?? '',
    },
  ];
}

export function storyPublishFields(story: PublishedStoryWords): TypedField[] {
  const ordered = listInReadingOrder(story.parts);
  // A part outside the tree (its parent gone) is still readable by anyone, so it is checked too.
  const placed = new Set(ordered.map((part) => part.id));
  const unplaced = story.parts.filter((part) => !placed.has(part.id));
  return [
    { field: 'title', label: 'The title', text: story.title },
    { field: 'description', label: 'The description', text: story.description ?? '' },
    ...ordered.flatMap((part, index) => partFields(part, `Part ${index + 1}`, `parts.${part.id}`)),
    ...unplaced.flatMap((part) => partFields(part, 'A part', `parts.${part.id}`)),
  ];
}
