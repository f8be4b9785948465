import { AGE_BANDS, AGE_IDS, type AgeId } from '@shared/age-bands.ts';
import { useSession } from '@/lib/session';
import { useActiveChild } from '@/lib/active-profile';
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

/** The reader's band; in a child's profile only the child's own band is offered. */
export function AgeStep() {
  const chosen = useStoryWizard((state) => state.age);
  const setChoices = useStoryWizard((state) => state.setChoices);
  const child = useActiveChild(useSession().user?.id);
  const bands: readonly AgeId[] = child ? [child.reading_band] : AGE_IDS;
  const age = chosen && bands.includes(chosen) ? chosen : null;
  return (
    <WizardFrame step="/create/age" title="Who is the story for?" canContinue={age !== null}>
      <OptionCards
        legend="Reader's age"
        value={age}
        onChange={(value) => setChoices({ age: value })}
        options={bands.map((id) => ({
          value: id,
          title: AGE_BANDS[id].label,
          detail: AGE_DETAIL[id],
        }))}
      />
    </WizardFrame>
  );
}
