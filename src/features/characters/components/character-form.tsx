import { useId, useRef, useState, type FormEvent } from 'react';
import {
  MAX_CHARACTER_DESCRIPTION_LENGTH,
  MAX_CHARACTER_NAME_LENGTH,
} from '@shared/character-fields.ts';
import type { AgeId } from '@shared/age-bands.ts';
import { useSafetyMessage } from '@/lib/use-safety-message';
import { Field, button } from '@/ui';
import { CHARACTER_ROLES, type CharacterDraft, type CharacterRole } from '../data/character-data';
import {
  CHARACTER_FIELD_LABELS,
  readCharacterDraft,
  type CharacterField,
} from '../data/read-character-draft';
import * as styles from './character-form.css';

export interface CharacterFormProps {
  /** The youngest reader the character may meet: the input gate judges every field for them. */
  age: AgeId;
  submitLabel: string;
  onSubmit(draft: CharacterDraft): Promise<void> | void;
  initial?: CharacterDraft;
  onCancel?: () => void;
  /** Names the form for assistive technology, e.g. "Add a character". */
  label?: string;
  /** Holds every control, e.g. while the story already has all its characters. */
  disabled?: boolean;
}

const EMPTY: CharacterDraft = { name: '', role: 'protagonist', description: '', traits: [] };
const FIELD_ORDER: readonly CharacterField[] = ['name', 'description', 'traits'];

/**
 * The one character editor: the characters page saves with it, the story wizard adds a character on
 * the spot with it. Each field says at once (as typing pauses) when it has words kept from the reader.
 */
export function CharacterForm({
  age,
  submitLabel,
  onSubmit,
  initial = EMPTY,
  onCancel,
  label,
  disabled = false,
}: CharacterFormProps) {
  const [typed, setTyped] = useState({
    name: initial.name,
    role: initial.role,
    description: initial.description,
    traits: initial.traits.join(', '),
  });
  const [refused, setRefused] = useState<Partial<Record<CharacterField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const controls = {
    name: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    traits: useRef<HTMLInputElement>(null),
  };
  const live = {
    name: useSafetyMessage(CHARACTER_FIELD_LABELS.name, typed.name, age),
    description: useSafetyMessage(CHARACTER_FIELD_LABELS.description, typed.description, age),
    traits: useSafetyMessage(CHARACTER_FIELD_LABELS.traits, typed.traits, age),
  };
  const errorOf = (field: CharacterField) => refused[field] ?? live[field].message;
  const type = (field: CharacterField, value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readCharacterDraft(typed, age);
    if (!reading.ok) {
      setRefused(reading.errors);
      const first = FIELD_ORDER.find((field) => reading.errors[field]);
      if (first) controls[first].current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(reading.draft);
      if (!initial.name) setTyped({ name: '', role: typed.role, description: '', traits: '' });
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field label="Name" error={errorOf('name')} errorRole={refused.name ? 'alert' : undefined}>
        {(control) => (
          <input
            {...control}
            ref={controls.name}
            maxLength={MAX_CHARACTER_NAME_LENGTH}
            value={typed.name}
            disabled={disabled}
            onChange={(event) => type('name', event.target.value)}
          />
        )}
      </Field>
      <div className={styles.field}>
        <label htmlFor={roleId} className={styles.label}>
          Role
        </label>
        <select
          id={roleId}
          className={styles.control}
          value={typed.role}
          disabled={disabled}
          onChange={(event) =>
            setTyped((current) => ({ ...current, role: event.target.value as CharacterRole }))
          }
        >
          {CHARACTER_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Description"
        error={errorOf('description')}
        errorRole={refused.description ? 'alert' : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            ref={controls.description}
            rows={3}
            maxLength={MAX_CHARACTER_DESCRIPTION_LENGTH}
            value={typed.description}
            disabled={disabled}
            onChange={(event) => type('description', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Traits (up to 5, comma separated)"
        error={errorOf('traits')}
        errorRole={refused.traits ? 'alert' : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={controls.traits}
            value={typed.traits}
            disabled={disabled}
            onChange={(event) => type('traits', event.target.value)}
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy || disabled}>
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
