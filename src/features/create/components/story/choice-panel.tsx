import { useId, useRef, useState, type FormEvent } from 'react';
import type { AgeId } from '@shared/age-bands.ts';
import { sanitiseInput } from '@/lib/sanitise-input';
import { markPhraseInField, useSafetyMessage } from '@/lib/use-safety-message';
import { PhraseToChange } from '@/ui';
import * as styles from './choice-panel.css';

interface ChoicePanelProps {
  choices: readonly string[];
  /** The story's reader, for whom the own choice is judged as it is typed. */
  age: AgeId;
  busy: boolean;
  onChoose(choice: string): void;
  onFinish(): void;
  onRewrite(): void;
}

const MAX_CUSTOM_CHOICE = 300;

export function ChoicePanel({
  choices,
  age,
  busy,
  onChoose,
  onFinish,
  onRewrite,
}: ChoicePanelProps) {
  const [custom, setCustom] = useState('');
  const customId = useId();
  const messageId = useId();
  const customControl = useRef<HTMLInputElement>(null);
  const unsafe = useSafetyMessage('Your own choice', custom, age);
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    // Refused here, the words stay in the field to be changed, and nothing is asked or written.
    const note = unsafe.checkNow();
    if (note) {
      markPhraseInField(customControl.current, note);
      return;
    }
    const choice = sanitiseInput(custom);
    setCustom(choice);
    if (!choice) return;
    setCustom('');
    onChoose(choice);
  };
  return (
    <fieldset className={styles.panel} disabled={busy}>
      <legend className={styles.legend}>What happens next?</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            onClick={() => onChoose(choice)}
          >
            {choice}
          </button>
        ))}
      </div>
      <form className={styles.custom} onSubmit={submitCustom}>
        <label htmlFor={customId}>Or write your own choice</label>
        <input
          id={customId}
          ref={customControl}
          className={styles.input}
          aria-invalid={unsafe.message ? true : undefined}
          aria-describedby={unsafe.message ? messageId : undefined}
          maxLength={MAX_CUSTOM_CHOICE}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
        />
        <button type="submit" className={styles.action} disabled={!custom.trim()}>
          Go
        </button>
        {unsafe.phrase ? (
          <div className={styles.message}>
            <PhraseToChange text={custom} {...unsafe.phrase} />
          </div>
        ) : null}
        <div aria-live="polite" className={styles.message}>
          {unsafe.message ? (
            <p id={messageId} className={styles.messageText}>
              {unsafe.message}
            </p>
          ) : null}
        </div>
      </form>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={onRewrite}>
          Write this part again
        </button>
        <button type="button" className={styles.action} onClick={onFinish}>
          Finish the story
        </button>
      </div>
    </fieldset>
  );
}
