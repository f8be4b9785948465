import { AGE_BANDS, AGE_IDS } from '@shared/age-bands.ts';
import { useStoryWizard } from '../store/story-wizard-store';
import { OptionCards } from './option-cards';
import { WizardFrame } from './wizard-frame';

const AGE_DETAIL = {
  '4-6': 'Short, gentle read-aloud stories',
  '7-9': 'Early readers: fun words, mild adventure',
  '10-12': 'Richer stories with real stakes',
  teen: 'Vivid, thoughtful, bigger choices',
  adult: 'Literary, any theme told with care',
} as const;

export function AgeStep() {
  const age = useStoryWizard((state) => state.age);
  const setChoices = useStoryWizard((state) => state.setChoices);
  return (
    <WizardFrame step="/create/age" title="Who is the story for?" canContinue={age !== null}>
      <OptionCards
        legend="Reader's age"
        value={age}
        onChange={(value) => setChoices({ age: value })}
        options={AGE_IDS.map((id) => ({
          value: id,
          title: AGE_BANDS[id].label,
          detail: AGE_DETAIL[id],
        }))}
      />
    </WizardFrame>
  );
}
