import { useId, useState, type ReactNode } from 'react';
import type { AgeId } from '@shared/age-bands.ts';
import type { StoryCharacter } from '@shared/story-engine/story-request.ts';
import { checkStoryCharacter } from '../store/check-story-character';
import {
  MAX_STORY_CHARACTERS,
  useStoryWizard,
  type WizardCharacter,
} from '../store/story-wizard-store';
import * as styles from './story-form.css';
import * as frame from './wizard-frame.css';

export interface SavedCharacter {
  id: string;
  name: string;
  role: WizardCharacter['role'];
  description: string | null;
  traits: string[];
}

/** What the story wizard asks of the character form it is given (the characters feature's, composed by the route). */
export interface OnTheSpotCharacterForm {
  age: AgeId;
  label: string;
  submitLabel: string;
  disabled: boolean;
  onSubmit(character: StoryCharacter): void;
}

interface CharacterPickerProps {
  savedCharacters: readonly SavedCharacter[];
  /** Renders the character form that adds a character on the spot. */
  renderCharacterForm(form: OnTheSpotCharacterForm): ReactNode;
}

export function CharacterPicker({ savedCharacters, renderCharacterForm }: CharacterPickerProps) {
  const characters = useStoryWizard((state) => state.characters);
  // The strictest band until the reader's age is chosen.
  const age = useStoryWizard((state) => state.age) ?? '4-6';
  const addCharacter = useStoryWizard((state) => state.addCharacter);
  const removeCharacter = useStoryWizard((state) => state.removeCharacter);
  const [refusedSaved, setRefusedSaved] = useState<string | null>(null);
  const ids = { saved: useId(), refused: useId() };
  const full = characters.length >= MAX_STORY_CHARACTERS;

  const pickSaved = (saved: SavedCharacter) => {
    const character = {
      name: saved.name,
      role: saved.role,
      description: saved.description ?? '',
      traits: saved.traits,
    };
    const unsafe = checkStoryCharacter(character, age);
    setRefusedSaved(unsafe);
    if (!unsafe) addCharacter({ savedId: saved.id, ...character });
  };

  return (
    <section className={styles.section} aria-labelledby={ids.saved}>
      <h2 id={ids.saved} className={styles.label}>
        Characters ({characters.length} of {MAX_STORY_CHARACTERS})
      </h2>
      {characters.length > 0 ? (
        <ul className={styles.list} aria-label="Characters in this story">
          {characters.map((character) => (
            <li key={character.name} className={styles.chip}>
              {character.name} <span className={styles.hint}>({character.role})</span>
              <button
                type="button"
                className={styles.chipButton}
                aria-label={`Remove ${character.name}`}
                onClick={() => removeCharacter(character.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>Add up to three characters, or let the story invent its own.</p>
      )}
      {savedCharacters.length > 0 ? (
        <ul className={styles.list} aria-label="Your saved characters">
          {savedCharacters.map((saved) => {
            const chosen = characters.some((character) => character.savedId === saved.id);
            return (
              <li key={saved.id}>
                <button
                  type="button"
                  className={frame.button}
                  aria-pressed={chosen}
                  aria-describedby={refusedSaved ? ids.refused : undefined}
                  disabled={!chosen && full}
                  onClick={() => (chosen ? removeCharacter(saved.name) : pickSaved(saved))}
                >
                  {saved.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {refusedSaved ? (
        <p id={ids.refused} role="alert" className={styles.error}>
          {refusedSaved}
        </p>
      ) : null}
      {renderCharacterForm({
        age,
        label: 'Add a character',
        submitLabel: 'Add character',
        disabled: full,
        onSubmit: (character) => addCharacter({ savedId: null, ...character }),
      })}
    </section>
  );
}
