import { useState, type FormEvent } from 'react';
import { sanitiseInput } from '@/lib/sanitise-input';
import { Field, FormSubmit, showToast } from '@/ui';
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
      <Field label="Name">
        {(control) => (
          <input
            {...control}
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => setValues({ ...values, fullName: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Avatar URL"
        hint="The address of a picture of you. Leave it empty for your initials."
        error={avatarError}
        errorRole="alert"
      >
        {(control) => (
          <input
            {...control}
            name="avatarUrl"
            type="url"
            inputMode="url"
            autoComplete="photo"
            value={values.avatarUrl}
            onChange={(event) => setValues({ ...values, avatarUrl: event.target.value })}
          />
        )}
      </Field>
      <FormSubmit label="Save profile" busyLabel="Saving..." busy={busy} failure={failure} />
    </form>
  );
}
