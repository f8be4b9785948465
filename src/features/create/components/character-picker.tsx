import { useId, useState, type FormEvent } from 'react';
import { CHARACTER_ROLES } from '@shared/character-roles.ts';
import { readTraits } from '@shared/character-traits.ts';
import { sanitiseFormValues } from '@/lib/sanitise-input';
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

interface CharacterPickerProps {
  savedCharacters: readonly SavedCharacter[];
}

export function CharacterPicker({ savedCharacters }: CharacterPickerProps) {
  const characters = useStoryWizard((state) => state.characters);
  const addCharacter = useStoryWizard((state) => state.addCharacter);
  const removeCharacter = useStoryWizard((state) => state.removeCharacter);
  const [name, setName] = useState('');
  const [role, setRole] = useState<WizardCharacter['role']>('protagonist');
  const [traits, setTraits] = useState('');
  const [traitsError, setTraitsError] = useState<string | null>(null);
  const ids = {
    name: useId(),
    role: useId(),
    traits: useId(),
    traitsError: useId(),
    saved: useId(),
  };
  const full = characters.length >= MAX_STORY_CHARACTERS;

  const addOnTheSpot = (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitiseFormValues({ name, traits });
    if (!clean.name || full) {
      setName(clean.name);
      return;
    }
    const traitReading = readTraits(clean.traits);
    if (!traitReading.ok) {
      setTraitsError(traitReading.message);
      return;
    }
    setTraitsError(null);
    addCharacter({
      savedId: null,
      name: clean.name.slice(0, 50),
      role,
      description: '',
      traits: traitReading.traits,
    });
    setName('');
    setTraits('');
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
                  disabled={!chosen && full}
                  onClick={() =>
                    chosen
                      ? removeCharacter(saved.name)
                      : addCharacter({
                          savedId: saved.id,
                          name: saved.name,
                          role: saved.role,
                          description: saved.description ?? '',
                          traits: saved.traits,
                        })
                  }
                >
                  {saved.name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form className={styles.row} onSubmit={addOnTheSpot} aria-label="Add a character">
        <div className={styles.field}>
          <label htmlFor={ids.name} className={styles.label}>
            Name
          </label>
          <input
            id={ids.name}
            className={styles.input}
            maxLength={50}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={full}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.role} className={styles.label}>
            Role
          </label>
          <select
            id={ids.role}
            className={styles.select}
            value={role}
            onChange={(event) => setRole(event.target.value as WizardCharacter['role'])}
            disabled={full}
          >
            {CHARACTER_ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.traits} className={styles.label}>
            Traits (comma separated)
          </label>
          <input
            id={ids.traits}
            className={styles.input}
            value={traits}
            onChange={(event) => setTraits(event.target.value)}
            disabled={full}
            aria-invalid={traitsError ? true : undefined}
            aria-describedby={traitsError ? ids.traitsError : undefined}
          />
          {traitsError ? (
            <p id={ids.traitsError} role="alert" className={styles.error}>
              {traitsError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={frame.button} disabled={full || !name.trim()}>
          Add character
        </button>
      </form>
    </section>
  );
}
