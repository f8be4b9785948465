import { useId, useState, type FormEvent } from 'react';
import { sanitiseInput } from '@/lib/sanitise-input';
import { button } from '@/ui';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  labelFeedbackValue,
  type FeedbackEntry,
} from '../feedback-entry';
import type { FeedbackTriage } from '../data/update-feedback';
import * as styles from './feedback-editor.css';

interface FeedbackEditorProps {
  entry: FeedbackEntry;
  onSave: (triage: FeedbackTriage) => Promise<void>;
}

/** The triage form of one feedback row: status, priority and the admin's notes. */
export function FeedbackEditor({ entry, onSave }: FeedbackEditorProps) {
  const id = useId();
  const [triage, setTriage] = useState<FeedbackTriage>({
    status: entry.status,
    priority: entry.priority,
    adminNotes: entry.admin_notes ?? '',
  });
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = { ...triage, adminNotes: sanitiseInput(triage.adminNotes) };
    setTriage(clean);
    setSaving(true);
    void onSave(clean).finally(() => setSaving(false));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Update feedback">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`} className={styles.label}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={styles.control}
            value={triage.status}
            onChange={(event) =>
              setTriage({ ...triage, status: event.target.value as FeedbackTriage['status'] })
            }
          >
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labelFeedbackValue(status)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-priority`} className={styles.label}>
            Priority
          </label>
          <select
            id={`${id}-priority`}
            className={styles.control}
            value={triage.priority}
            onChange={(event) =>
              setTriage({ ...triage, priority: event.target.value as FeedbackTriage['priority'] })
            }
          >
            {FEEDBACK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-notes`} className={styles.label}>
          Admin notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={styles.notes}
          maxLength={5000}
          value={triage.adminNotes}
          onChange={(event) => setTriage({ ...triage, adminNotes: event.target.value })}
        />
      </div>
      <div>
        <button type="submit" className={button()} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
