import { sanitiseFormValues } from '@/lib/sanitise-input';
import type { WizardChoices } from './story-wizard-store';

/**
 * The wizard's submit (docs/product.md §5): every typed text sanitised before the story is saved. The store
 * persists in local storage, so this runs on the choices as they are at Start, not only per step.
 * A character whose name is nothing but markup is dropped rather than saved nameless.
 */
export function sanitiseWizardChoices(choices: WizardChoices): WizardChoices {
  const text = sanitiseFormValues({ prompt: choices.prompt, startingPoint: choices.startingPoint });
  const characters = choices.characters
    .map((character) => {
      const clean = sanitiseFormValues({
        name: character.name,
        description: character.description,
        traits: character.traits,
      });
      return { ...character, ...clean, traits: clean.traits.filter(Boolean) };
    })
    .filter((character) => character.name !== '');
  return { age: choices.age, genre: choices.genre, options: choices.options, characters, ...text };
}
