import { useId, useState } from 'react';
import { capitalise } from '@shared/capitalise.ts';
import { countWords } from '@shared/count-words.ts';
import { sanitiseInput } from '@/lib/sanitise-input';
import { deleteSegment, updateSegment, type LocalSegment } from '@/offline';
import { button, fieldInput, fieldLabel, showErrorToast, showToast } from '@/ui';
import * as styles from './story-editor-page.css';

interface SegmentEditorProps {
  segment: LocalSegment;
  /** Its place in its branch, from 1. */
  position: number;
  /** The branch it is named with, when it is not on the branch readers open. */
  branch?: number;
  /** Writes the part again with the story engine; absent where the page cannot generate. */
  onRegenerate?: (segment: LocalSegment) => Promise<unknown>;
}

export function SegmentEditor({ segment, position, branch, onRegenerate }: SegmentEditorProps) {
  const part = branch ? `branch ${branch}, part ${position}` : `part ${position}`;
  const label = capitalise(part);
  const [text, setText] = useState(segment.segment_text);
  const [regenerating, setRegenerating] = useState(false);
  const textId = useId();
  const changed = text.trim() !== segment.segment_text.trim();
  const save = async () => {
    const clean = sanitiseInput(text);
    setText(clean);
    if (!clean) return;
    try {
      // Words the person changed are theirs: the caption no longer names the storyteller or a model.
      const edited =
        clean !== segment.segment_text ? { written_by: 'author' as const, writer_model: null } : {};
      await updateSegment(segment.id, {
        segment_text: clean,
        word_count: countWords(clean),
        ...edited,
      });
      showToast(`${label} saved`, { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    }
  };
  const regenerate = async () => {
    if (!onRegenerate) return;
    if (changed && !window.confirm(`Replace your unsaved changes to ${part} with a new version?`))
      return;
    setRegenerating(true);
    try {
      await onRegenerate(segment);
      showToast(`${label} written again`, { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setRegenerating(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${part}? Parts that continue from it stay in the story.`)) return;
    await deleteSegment(segment.id).catch(showErrorToast);
  };
  return (
    <li className={styles.segment}>
      {segment.triggering_choice_text ? (
        <p className={styles.note}>After the choice: {segment.triggering_choice_text}</p>
      ) : null}
      <label htmlFor={textId} className={fieldLabel}>
        {label}
      </label>
      <textarea
        id={textId}
        className={fieldInput}
        rows={6}
        value={text}
        readOnly={regenerating}
        aria-busy={regenerating}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={!changed || !text.trim()}
          onClick={() => void save()}
        >
          Save {part}
        </button>
        {onRegenerate ? (
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={regenerating}
            onClick={() => void regenerate()}
          >
            {regenerating ? `Writing ${part}…` : `Regenerate ${part}`}
          </button>
        ) : null}
        <button type="button" className={button({ tone: 'danger' })} onClick={() => void remove()}>
          Delete {part}
        </button>
      </div>
    </li>
  );
}
