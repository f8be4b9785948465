import { useId } from 'react';
import { MAX_PROMPT_LENGTH } from '@shared/story-engine/story-request.ts';
import { sanitiseInput } from '@/lib/sanitise-input';
import { useStoryWizard } from '../store/story-wizard-store';
import { CharacterPicker, type SavedCharacter } from './character-picker';
import { WizardFrame } from './wizard-frame';
import * as styles from './story-form.css';

interface PromptStepProps {
  savedCharacters: readonly SavedCharacter[];
}

export function PromptStep({ savedCharacters }: PromptStepProps) {
  const prompt = useStoryWizard((state) => state.prompt);
  const setChoices = useStoryWizard((state) => state.setChoices);
  const promptId = useId();
  const countId = useId();
  return (
    <WizardFrame
      step="/create/prompt"
      title="What is your story about?"
      canContinue={prompt.length <= MAX_PROMPT_LENGTH}
      onContinue={() => {
        setChoices({ prompt: sanitiseInput(prompt) });
        return true;
      }}
    >
      <div className={styles.field}>
        <label htmlFor={promptId} className={styles.label}>
          Story idea (optional)
        </label>
        <textarea
          id={promptId}
          className={styles.textarea}
          rows={4}
          maxLength={MAX_PROMPT_LENGTH}
          aria-describedby={countId}
          placeholder="A shy dragon who wants to join the school choir…"
          value={prompt}
          onChange={(event) => setChoices({ prompt: event.target.value })}
        />
        <span id={countId} className={styles.hint}>
          {prompt.length} of {MAX_PROMPT_LENGTH} characters
        </span>
      </div>
      <CharacterPicker savedCharacters={savedCharacters} />
    </WizardFrame>
  );
}
