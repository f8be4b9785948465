import { useId, useState } from 'react';
import { sanitiseInput } from '@/lib/sanitise-input';
import { deleteSegment, getDb, updateSegment, type LocalSegment } from '@/offline';
import { button, showErrorToast, showToast } from '@/ui';
import * as styles from './story-editor-page.css';

interface SegmentEditorProps {
  segment: LocalSegment;
  position: number;
  /** Writes the part again with the story engine; absent where the page cannot generate. */
  onRegenerate?: (segment: LocalSegment) => Promise<unknown>;
}

export function SegmentEditor({ segment, position, onRegenerate }: SegmentEditorProps) {
  const [text, setText] = useState(segment.segment_text);
  const [regenerating, setRegenerating] = useState(false);
  const textId = useId();
  const changed = text.trim() !== segment.segment_text.trim();
  const save = async () => {
    const clean = sanitiseInput(text);
    setText(clean);
    if (!clean) return;
    try {
      await updateSegment(getDb(), segment.id, {
        segment_text: clean,
        word_count: clean.split(/\s+/).length,
      });
      showToast(`Part ${position} saved`, { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    }
  };
  const regenerate = async () => {
    if (!onRegenerate) return;
    if (
      changed &&
      !window.confirm(`Replace your unsaved changes to part ${position} with a new version?`)
    )
      return;
    setRegenerating(true);
    try {
      await onRegenerate(segment);
      showToast(`Part ${position} written again`, { variant: 'success' });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setRegenerating(false);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete part ${position}? Parts that continue from it stay in the story.`))
      return;
    await deleteSegment(getDb(), segment.id).catch(showErrorToast);
  };
  return (
    <li className={styles.segment}>
      {segment.triggering_choice_text ? (
        <p className={styles.note}>After the choice: {segment.triggering_choice_text}</p>
      ) : null}
      <label htmlFor={textId}>Part {position}</label>
      <textarea
        id={textId}
        className={styles.control}
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
          Save part {position}
        </button>
        {onRegenerate ? (
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={regenerating}
            onClick={() => void regenerate()}
          >
            {regenerating ? `Writing part ${position}…` : `Regenerate part ${position}`}
          </button>
        ) : null}
        <button type="button" className={button({ tone: 'danger' })} onClick={() => void remove()}>
          Delete part {position}
        </button>
      </div>
    </li>
  );
}
