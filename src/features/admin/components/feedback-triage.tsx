import { useId, useMemo, useState } from 'react';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  labelFeedbackValue,
  type FeedbackEntry,
} from '../feedback-entry';
import type { FeedbackTriage as Triage } from '../data/update-feedback';
import { FeedbackEditor } from './feedback-editor';
import * as styles from './feedback-triage.css';

interface FeedbackTriageProps {
  entries: FeedbackEntry[];
  reduced: boolean;
  onSave: (entry: FeedbackEntry, triage: Triage) => Promise<void>;
}

const ALL = 'all';

function matches(entry: FeedbackEntry, search: string): boolean {
  if (search === '') return true;
  return [entry.message, entry.subject, entry.email, entry.admin_notes].some((text) =>
    text?.toLowerCase().includes(search),
  );
}

/** All feedback, newest first, narrowed by status, type, priority and a search, each row editable. */
export function FeedbackTriage({ entries, reduced, onSave }: FeedbackTriageProps) {
  const id = useId();
  const [status, setStatus] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [priority, setPriority] = useState(ALL);
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return entries.filter(
      (entry) =>
        (status === ALL || entry.status === status) &&
        (type === ALL || entry.feedback_type === type) &&
        (priority === ALL || entry.priority === priority) &&
        matches(entry, needle),
    );
  }, [entries, status, type, priority, search]);

  const filter = (
    name: string,
    value: string,
    set: (next: string) => void,
    options: readonly string[],
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {name}
      </label>
      <select
        id={`${id}-${name}`}
        className={styles.control}
        value={value}
        onChange={(event) => set(event.target.value)}
      >
        <option value={ALL}>All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelFeedbackValue(option)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div>
      <div className={styles.filters} role="search">
        {filter('Status', status, setStatus, FEEDBACK_STATUSES)}
        {filter('Type', type, setType, FEEDBACK_TYPES)}
        {filter('Priority', priority, setPriority, FEEDBACK_PRIORITIES)}
        <div className={styles.field}>
          <label htmlFor={`${id}-search`} className={styles.label}>
            Search feedback
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.control}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {reduced ? (
        <p className={styles.notice}>Only the basic fields of each feedback could be read.</p>
      ) : null}
      <p className={styles.notice} aria-live="polite">
        {shown.length} of {entries.length} shown
      </p>
      <ul className={styles.list} aria-label="Feedback">
        {shown.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.meta}>
              <span>Type: {labelFeedbackValue(entry.feedback_type)}</span>
              <span>Status: {labelFeedbackValue(entry.status)}</span>
              <span>Priority: {entry.priority}</span>
              <span>{new Date(entry.created_at).toLocaleString()}</span>
              {entry.email ? <span>{entry.email}</span> : null}
              {entry.resolved_at ? (
                <span>Resolved {new Date(entry.resolved_at).toLocaleString()}</span>
              ) : null}
            </p>
            {entry.subject ? <strong>{entry.subject}</strong> : null}
            <p className={styles.message}>{entry.message}</p>
            <details className={styles.details}>
              <summary className={styles.summary}>Details and triage</summary>
              {entry.page_url ? <p className={styles.meta}>Page: {entry.page_url}</p> : null}
              <FeedbackEditor entry={entry} onSave={(triage) => onSave(entry, triage)} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
