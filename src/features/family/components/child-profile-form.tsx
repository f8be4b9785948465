import { useState, type FormEvent, type ReactNode } from 'react';
import { FormSubmit, buttonRow, button, formStack } from '@/ui';
import { childProfileDraftSchema, type ChildProfileDraft } from '../data/child-profile-draft';
import { ChildProfileFields } from './child-profile-fields';

interface ChildProfileFormProps {
  initial: ChildProfileDraft;
  submitLabel: string;
  /** Fields of the form's own (the new parent PIN with the first child), after the child's. */
  extra?: ReactNode;
  /** Saves the child; a thrown error's message is shown above the button. */
  onSubmit(draft: ChildProfileDraft): Promise<void>;
  onCancel?(): void;
}

/** Adding or changing a child: the name is checked here, the plan's limit by the database. */
export function ChildProfileForm({
  initial,
  submitLabel,
  extra,
  onSubmit,
  onCancel,
}: ChildProfileFormProps) {
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = childProfileDraftSchema.safeParse(draft);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStack} onSubmit={(event) => void submit(event)} noValidate>
      <ChildProfileFields draft={draft} nameError={nameError} onChange={setDraft} />
      {extra}
      <div className={buttonRow}>
        <FormSubmit label={submitLabel} busyLabel="Saving…" busy={busy} failure={failure} />
        {onCancel ? (
          <button type="button" className={button({ tone: 'quiet' })} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
