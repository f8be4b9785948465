import { useRef, type ReactNode } from 'react';
import { MAX_PROMPT_LENGTH } from '@shared/story-engine/story-request.ts';
import { sanitiseInput } from '@/lib/sanitise-input';
import { markPhraseInField, useSafetyMessage } from '@/lib/use-safety-message';
import { Field, PhraseToChange } from '@/ui';
import { useStoryWizard } from '../store/story-wizard-store';
import {
  CharacterPicker,
  type OnTheSpotCharacterForm,
  type SavedCharacter,
} from './character-picker';
import { WizardFrame } from './wizard-frame';

interface PromptStepProps {
  savedCharacters: readonly SavedCharacter[];
  /** The characters feature's form, composed by the route, for adding a character on the spot. */
  renderCharacterForm(form: OnTheSpotCharacterForm): ReactNode;
}

export function PromptStep({ savedCharacters, renderCharacterForm }: PromptStepProps) {
  const prompt = useStoryWizard((state) => state.prompt);
  const age = useStoryWizard((state) => state.age) ?? '4-6';
  const setChoices = useStoryWizard((state) => state.setChoices);
  const idea = useSafetyMessage('The story idea', prompt, age);
  const ideaControl = useRef<HTMLTextAreaElement>(null);
  return (
    <WizardFrame
      step="/create/prompt"
      title="What is your story about?"
      canContinue={prompt.length <= MAX_PROMPT_LENGTH}
      onContinue={() => {
        const note = idea.checkNow();
        if (note) {
          markPhraseInField(ideaControl.current, note);
          return false;
        }
        setChoices({ prompt: sanitiseInput(prompt) });
        return true;
      }}
    >
      <Field
        label="Story idea (optional)"
        hint={`${prompt.length} of ${MAX_PROMPT_LENGTH} characters`}
        error={idea.message}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              ref={ideaControl}
              rows={4}
              maxLength={MAX_PROMPT_LENGTH}
              placeholder="A shy dragon who wants to join the school choir…"
              value={prompt}
              onChange={(event) => setChoices({ prompt: event.target.value })}
            />
            {idea.phrase ? <PhraseToChange text={prompt} {...idea.phrase} /> : null}
          </>
        )}
      </Field>
      <CharacterPicker
        savedCharacters={savedCharacters}
        renderCharacterForm={renderCharacterForm}
      />
    </WizardFrame>
  );
}
