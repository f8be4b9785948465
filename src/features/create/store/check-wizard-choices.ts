import { checkFields, storyRequestFields } from '@shared/safety/index.ts';
import type { WizardChoices } from './story-wizard-store';

/**
 * The input gate at Start: the idea, the opening and the on-the-spot characters judged for the
 * story's reader before the story is saved. Returns the kind message naming the field, or null.
 */
export function checkWizardChoices(choices: WizardChoices): string | null {
  const fields = storyRequestFields({
    prompt: choices.prompt,
    starting_point: choices.startingPoint,
    characters: choices.characters.map(({ name, role, description, traits }) => ({
      name,
      role,
      description,
      traits,
    })),
    choice: '',
  });
  const verdict = checkFields(fields, choices.age ?? '7-9');
  return verdict.ok ? null : verdict.message;
}
