// The typed fields of a story request, in the order a reader fills them in.
import type { StoryRequest } from '../story-engine/story-request.ts';
import type { TypedField } from './check-fields.ts';

type TypedRequest = Pick<StoryRequest, 'prompt' | 'starting_point' | 'characters' | 'choice'>;

export function storyRequestFields(request: TypedRequest): TypedField[] {
  return [
    { field: 'prompt', label: 'The story idea', text: request.prompt },
    { field: 'starting_point', label: 'The starting point', text: request.starting_point },
    ...request.characters.flatMap((character, index) => [
      { field: `characters.${index}.name`, label: 'The character name', text: character.name },
      {
        field: `characters.${index}.description`,
        label: 'The character description',
        text: character.description,
      },
      ...character.traits.map((trait, traitIndex) => ({
        field: `characters.${index}.traits.${traitIndex}`,
        label: 'A character trait',
        text: trait,
      })),
    ]),
    { field: 'choice', label: 'Your own choice', text: request.choice },
  ];
}
