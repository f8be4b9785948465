import { useId, useState, type FormEvent } from 'react';
import { sanitiseInput } from '@/lib/sanitise-input';
import { button, showToast } from '@/ui';
import { updateProfile } from '../data/update-profile';
import type { ProfileMetadata } from '../read-profile-metadata';
import { validateAvatarUrl } from '../validate-avatar-url';
import * as styles from './profile-page.css';

export const PROFILE_SAVED = 'Your profile has been saved.';

/** Name and avatar address, saved to the account (user_metadata) for every device. */
export function ProfileForm({ initial }: { initial: ProfileMetadata }) {
  const [values, setValues] = useState(initial);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), avatar: useId(), avatarError: useId(), avatarHint: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean: ProfileMetadata = {
      fullName: sanitiseInput(values.fullName),
      avatarUrl: sanitiseInput(values.avatarUrl),
    };
    const invalid = validateAvatarUrl(clean.avatarUrl);
    setAvatarError(invalid);
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      await updateProfile(clean);
      setValues(clean);
      showToast(PROFILE_SAVED, { variant: 'success' });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit profile"
    >
      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          Name
        </label>
        <input
          id={ids.name}
          name="fullName"
          className={styles.input}
          autoComplete="name"
          value={values.fullName}
          onChange={(event) => setValues({ ...values, fullName: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.avatar} className={styles.label}>
          Avatar URL
        </label>
        <input
          id={ids.avatar}
          name="avatarUrl"
          type="url"
          inputMode="url"
          className={styles.input}
          autoComplete="photo"
          value={values.avatarUrl}
          aria-invalid={avatarError ? true : undefined}
          aria-describedby={avatarError ? `${ids.avatarHint} ${ids.avatarError}` : ids.avatarHint}
          onChange={(event) => setValues({ ...values, avatarUrl: event.target.value })}
        />
        <p id={ids.avatarHint} className={styles.hint}>
          The address of a picture of you. Leave it empty for your initials.
        </p>
        {avatarError ? (
          <p id={ids.avatarError} role="alert" className={styles.error}>
            {avatarError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
        {busy ? 'Saving...' : 'Save profile'}
      </button>
    </form>
  );
}
