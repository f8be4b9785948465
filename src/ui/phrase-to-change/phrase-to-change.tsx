import * as styles from './phrase-to-change.css';

interface PhraseToChangeProps {
  /** The field's text as typed. */
  text: string;
  /** Where the words to change sit in it, end exclusive. */
  start: number;
  end: number;
}

/** Characters of context kept either side of the marked phrase. */
const CONTEXT = 40;

/**
 * The typed text under its field with the words to change marked. Hidden from screen readers, whose
 * message says the words are marked and whose field selects them on Next, so they are not read twice.
 */
export function PhraseToChange({ text, start, end }: PhraseToChangeProps) {
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, end + CONTEXT);
  return (
    <p aria-hidden="true" className={styles.typedText}>
      {from > 0 ? '…' : ''}
      {text.slice(from, start)}
      <mark className={styles.marked}>{text.slice(start, end)}</mark>
      {text.slice(end, to)}
      {to < text.length ? '…' : ''}
    </p>
  );
}
