import { useId } from 'react';
import { AGE_BANDS } from '@shared/age-bands.ts';
import {
  CHILD_AVATAR_EMOJI,
  CHILD_AVATARS,
  CHILD_NAME_MAX_LENGTH,
  CHILD_READING_BANDS,
  type ChildAvatar,
  type ChildReadingBand,
} from '@shared/family/child-profile-rules.ts';
import { Field, fieldLabel, plainFieldset } from '@/ui';
import type { ChildProfileDraft } from '../data/child-profile-draft';
import * as styles from './child-profile-fields.css';

interface ChildProfileFieldsProps {
  draft: ChildProfileDraft;
  nameError: string | null;
  onChange(draft: ChildProfileDraft): void;
}

/** A child's name, avatar and reading band: all /family asks (no email, no birth date). */
export function ChildProfileFields({ draft, nameError, onChange }: ChildProfileFieldsProps) {
  const avatarGroup = useId();
  return (
    <>
      <Field
        label="First name or nickname"
        hint={`Up to ${CHILD_NAME_MAX_LENGTH} characters. No surname needed.`}
        error={nameError}
      >
        {(control) => (
          <input
            {...control}
            value={draft.display_name}
            maxLength={CHILD_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, display_name: event.target.value })}
          />
        )}
      </Field>
      <fieldset className={plainFieldset}>
        <legend className={fieldLabel}>Avatar</legend>
        <div className={styles.avatars}>
          {CHILD_AVATARS.map((avatar: ChildAvatar) => (
            <label key={avatar} className={styles.avatar}>
              <input
                type="radio"
                name={avatarGroup}
                value={avatar}
                checked={draft.avatar === avatar}
                onChange={() => onChange({ ...draft, avatar })}
              />
              <span aria-hidden="true">{CHILD_AVATAR_EMOJI[avatar]}</span> {avatar}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Reading band" hint="The story wizard offers this band and younger.">
        {(control) => (
          <select
            {...control}
            value={draft.reading_band}
            onChange={(event) =>
              onChange({ ...draft, reading_band: event.target.value as ChildReadingBand })
            }
          >
            {CHILD_READING_BANDS.map((band) => (
              <option key={band} value={band}>
                {AGE_BANDS[band].label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
