import { useId, useState, type FormEvent } from 'react';
import { sanitiseInput } from '@/lib/sanitise-input';
import * as styles from './choice-panel.css';

interface ChoicePanelProps {
  choices: readonly string[];
  busy: boolean;
  onChoose(choice: string): void;
  onFinish(): void;
  onRewrite(): void;
}

const MAX_CUSTOM_CHOICE = 300;

export function ChoicePanel({ choices, busy, onChoose, onFinish, onRewrite }: ChoicePanelProps) {
  const [custom, setCustom] = useState('');
  const customId = useId();
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
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
          className={styles.input}
          maxLength={MAX_CUSTOM_CHOICE}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
        />
        <button type="submit" className={styles.action} disabled={!custom.trim()}>
          Go
        </button>
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
