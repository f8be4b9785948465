import { GENRES, GENRE_SLUGS } from '@shared/story-engine/genres.ts';
import { useStoryWizard } from '../store/story-wizard-store';
import { OptionCards } from './option-cards';
import { WizardFrame } from './wizard-frame';

export function GenreStep() {
  const genre = useStoryWizard((state) => state.genre);
  const setChoices = useStoryWizard((state) => state.setChoices);
  return (
    <WizardFrame step="/create/genre" title="What kind of story?" canContinue={genre !== null}>
      <OptionCards
        legend="Genre"
        value={genre}
        onChange={(value) => setChoices({ genre: value, startingPoint: '' })}
        options={GENRE_SLUGS.map((slug) => ({
          value: slug,
          title: GENRES[slug].label,
          detail: GENRES[slug].guidance,
        }))}
      />
    </WizardFrame>
  );
}
