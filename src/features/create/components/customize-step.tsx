import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AGE_BANDS, boundRating, type ContentRating } from '@shared/age-bands.ts';
import { limitState, storyLimitMessage } from '@shared/tier-rules.ts';
import { claimNewStory } from '../data/claim-new-story';
import { readStoryAllowance, type StoryAllowance } from '../data/read-story-allowance';
import { startStory } from '../data/start-story';
import { checkWizardChoices } from '../store/check-wizard-choices';
import { sanitiseWizardChoices } from '../store/sanitise-wizard-choices';
import { useStoryWizard } from '../store/story-wizard-store';
import { OptionCards } from './option-cards';
import { WizardFrame } from './wizard-frame';
import * as styles from './story-form.css';
import * as frame from './wizard-frame.css';

const RATING_LABELS: Record<ContentRating, string> = {
  gentle: 'Gentle',
  mild: 'Mild peril',
  adventurous: 'Adventurous',
  intense: 'Intense',
};
const STYLES = [
  'storybook',
  'watercolor',
  'cartoon',
  'comic',
  'pencil sketch',
  'realistic',
] as const;

interface CustomizeStepProps {
  userId: string | null;
  /** The signed-in reader's stories this month, when known. */
  allowance?: StoryAllowance | null;
  /** Shows the allowance (the subscription's meter with its warnings), composed by the route. */
  allowanceMeter?: ReactNode;
}

export function CustomizeStep({
  userId,
  allowance = null,
  allowanceMeter = null,
}: CustomizeStepProps) {
  const wizard = useStoryWizard();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusedWith, setRefusedWith] = useState<StoryAllowance | 'unknown' | null>(null);
  const ids = { style: useId(), images: useId(), error: useId(), limit: useId() };
  const age = wizard.age ?? '7-9';
  const rating = boundRating(age, wizard.options.rating);
  const ready =
    wizard.age !== null && wizard.genre !== null && wizard.startingPoint.trim().length > 0;
  const known = refusedWith === 'unknown' ? null : (refusedWith ?? allowance);
  const limitReached =
    refusedWith !== null ||
    (allowance !== null &&
      limitState(allowance.storiesCreated, allowance.storiesPerMonth) === 'reached');

  const start = async () => {
    setStarting(true);
    setError(null);
    const choices = sanitiseWizardChoices(wizard);
    wizard.setChoices(choices);
    if (!choices.startingPoint) {
      setStarting(false);
      return;
    }
    const unsafe = checkWizardChoices(choices);
    if (unsafe) {
      setError(unsafe);
      setStarting(false);
      return;
    }
    try {
      const id = crypto.randomUUID();
      if (userId && (await claimNewStory(id)) === 'limit_reached') {
        setRefusedWith((await readStoryAllowance().catch(() => null)) ?? 'unknown');
        setStarting(false);
        return;
      }
      await startStory(choices, userId, id);
      wizard.setWorkingState({
        gameState: 'generating',
        storyHistory: [],
        currentSegment: null,
        isStoryCompleted: false,
        prompt: choices.prompt,
      });
      await navigate({ to: '/story/$id', params: { id } });
    } catch (cause) {
      setError(
        cause instanceof Error ? cause.message : 'The story could not be saved on this device.',
      );
      setStarting(false);
    }
  };

  return (
    <WizardFrame
      step="/create/customize"
      title="Make it yours"
      canContinue={ready}
      finalAction={
        <button
          type="button"
          className={frame.primaryButton}
          disabled={!ready || starting || limitReached}
          aria-describedby={error ? ids.error : limitReached ? ids.limit : undefined}
          onClick={() => void start()}
        >
          {starting ? 'Starting…' : 'Start story'}
        </button>
      }
    >
      {!ready ? <p className={styles.hint}>Choose an age, a genre and an opening first.</p> : null}
      {allowanceMeter}
      {limitReached ? (
        <div id={ids.limit} role="alert" className={styles.limitNotice}>
          <p>
            {known
              ? storyLimitMessage(known.tier, known.storiesPerMonth)
              : 'You have used all the stories of your plan this month.'}
          </p>
          <Link to="/pricing">See plans</Link>
        </div>
      ) : null}
      <OptionCards
        legend="Story length"
        value={wizard.options.length}
        onChange={(length) => wizard.setOptions({ length })}
        options={[
          { value: 'short', title: 'Short', detail: 'Quick bedtime read' },
          { value: 'standard', title: 'Standard', detail: 'A few minutes per part' },
          { value: 'long', title: 'Long', detail: 'Longer, richer parts' },
        ]}
      />
      <OptionCards
        legend="Narration"
        value={wizard.options.person}
        onChange={(person) => wizard.setOptions({ person })}
        options={[
          { value: 'third', title: 'They', detail: 'Told about the hero' },
          { value: 'first', title: 'I', detail: 'Told by the hero' },
          { value: 'second', title: 'You', detail: 'You are the hero' },
        ]}
      />
      <OptionCards
        legend={`Content rating (up to ${RATING_LABELS[AGE_BANDS[age].ratings.at(-1) ?? 'gentle']} for ${AGE_BANDS[age].label})`}
        value={rating}
        onChange={(value) => wizard.setOptions({ rating: value })}
        options={AGE_BANDS[age].ratings.map((value) => ({ value, title: RATING_LABELS[value] }))}
      />
      <div className={styles.field}>
        <label htmlFor={ids.style} className={styles.label}>
          Picture style
        </label>
        <select
          id={ids.style}
          className={styles.select}
          value={wizard.options.style}
          onChange={(event) => wizard.setOptions({ style: event.target.value })}
        >
          {STYLES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.checkbox} htmlFor={ids.images}>
        <input
          id={ids.images}
          type="checkbox"
          checked={wizard.options.imagesEnabled}
          onChange={(event) => wizard.setOptions({ imagesEnabled: event.target.checked })}
        />
        Illustrate each part
      </label>
      {error ? (
        <p id={ids.error} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </WizardFrame>
  );
}
