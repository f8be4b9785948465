import { useId, useState, type FormEvent } from 'react';
import { sanitiseFormValues } from '@/lib/sanitise-input';
import { button } from '@/ui';
import { CHARACTER_ROLES, type CharacterDraft, type CharacterRole } from '../data/character-data';
import { readTraits } from '@shared/character-traits.ts';
import * as styles from './characters-page.css';

interface CharacterFormProps {
  initial?: CharacterDraft;
  submitLabel: string;
  onSubmit(draft: CharacterDraft): Promise<void>;
  onCancel?: () => void;
}

const EMPTY: CharacterDraft = { name: '', role: 'protagonist', description: '', traits: [] };

export function CharacterForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  onCancel,
}: CharacterFormProps) {
  const [name, setName] = useState(initial.name);
  const [role, setRole] = useState<CharacterRole>(initial.role);
  const [description, setDescription] = useState(initial.description);
  const [traits, setTraits] = useState(initial.traits.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    name: useId(),
    role: useId(),
    description: useId(),
    traits: useId(),
    error: useId(),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitiseFormValues({ name, description, traits });
    const traitReading = readTraits(clean.traits);
    if (!clean.name) return setError('Give the character a name.');
    if (clean.name.length > 50) return setError('Names can be at most 50 characters.');
    if (clean.description.length > 500)
      return setError('Descriptions can be at most 500 characters.');
    if (!traitReading.ok) return setError(traitReading.message);
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        name: clean.name,
        role,
        description: clean.description,
        traits: traitReading.traits,
      });
      if (!initial.name) {
        setName('');
        setDescription('');
        setTraits('');
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-describedby={error ? ids.error : undefined}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={ids.name}>Name</label>
        <input
          id={ids.name}
          className={styles.control}
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.role}>Role</label>
        <select
          id={ids.role}
          className={styles.control}
          value={role}
          onChange={(event) => setRole(event.target.value as CharacterRole)}
        >
          {CHARACTER_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          className={styles.control}
          rows={3}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.traits}>Traits (up to 5, comma separated)</label>
        <input
          id={ids.traits}
          className={styles.control}
          value={traits}
          onChange={(event) => setTraits(event.target.value)}
        />
      </div>
      {error ? (
        <p id={ids.error} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={button({ tone: 'quiet' })} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
