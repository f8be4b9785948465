// The typed fields of a story request, in the order a reader fills them in.
import type { TypedField } from './check-fields.ts';

/**
 * What a reader typed into a story request (story-engine's StoryRequest has these fields): the
 * safety policy reads them without depending on how a request is validated.
 */
export interface TypedRequest {
  prompt: string;
  starting_point: string;
  characters: readonly { name: string; description: string; traits: readonly string[] }[];
  choice: string;
}

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
