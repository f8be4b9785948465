import { useRef, useState } from 'react';
import { DEFAULT_GENRE, GENRES } from '@shared/story-engine/genres.ts';
import { sanitiseInput } from '@/lib/sanitise-input';
import { markPhraseInField, useSafetyMessage } from '@/lib/use-safety-message';
import { Field, PhraseToChange } from '@/ui';
import { useStoryWizard } from '../store/story-wizard-store';
import { OptionCards } from './option-cards';
import { WizardFrame } from './wizard-frame';

const OWN = 'own';

export function StartingPointStep() {
  const genre = useStoryWizard((state) => state.genre) ?? DEFAULT_GENRE;
  const startingPoint = useStoryWizard((state) => state.startingPoint);
  const age = useStoryWizard((state) => state.age) ?? '4-6';
  const setChoices = useStoryWizard((state) => state.setChoices);
  const suggestions: readonly string[] = GENRES[genre].startingPoints;
  const [writingOwn, setWritingOwn] = useState(
    startingPoint !== '' && !suggestions.includes(startingPoint),
  );
  const own = useSafetyMessage('Your opening', writingOwn ? startingPoint : '', age);
  const ownControl = useRef<HTMLTextAreaElement>(null);
  const selected = writingOwn ? OWN : startingPoint || null;
  return (
    <WizardFrame
      step="/create/starting-point"
      title="How does it begin?"
      canContinue={startingPoint.trim().length > 0}
      onContinue={() => {
        const note = own.checkNow();
        if (note) {
          markPhraseInField(ownControl.current, note);
          return false;
        }
        const clean = sanitiseInput(startingPoint);
        setChoices({ startingPoint: clean });
        return clean.length > 0;
      }}
    >
      <OptionCards
        legend="Choose an opening"
        value={selected}
        onChange={(value) => {
          setWritingOwn(value === OWN);
          setChoices({ startingPoint: value === OWN ? '' : value });
        }}
        options={[
          ...suggestions.map((text) => ({ value: text, title: text })),
          { value: OWN, title: 'Write my own opening' },
        ]}
      />
      {writingOwn ? (
        <Field label="Your opening" error={own.message}>
          {(control) => (
            <>
              <textarea
                {...control}
                ref={ownControl}
                rows={3}
                maxLength={500}
                value={startingPoint}
                onChange={(event) => setChoices({ startingPoint: event.target.value })}
              />
              {own.phrase ? <PhraseToChange text={startingPoint} {...own.phrase} /> : null}
            </>
          )}
        </Field>
      ) : null}
    </WizardFrame>
  );
}
