import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';
import { useStoryWizard } from '../store/story-wizard-store';

export function CreateLanding() {
  const wizard = useStoryWizard();
  const started = wizard.age !== null || wizard.genre !== null || wizard.prompt !== '';
  return (
    <Page
      title="Create a story"
      lead="Five quick steps: who it is for, the kind of story, your idea and characters, how it begins, and how it should feel. Works offline too."
      actions={
        <>
          <Link to="/create/age" className={button({ tone: 'primary' })}>
            {started ? 'Continue where you left off' : 'Start a new story'}
          </Link>
          {started ? (
            <button type="button" className={button({ tone: 'quiet' })} onClick={wizard.reset}>
              Start over
            </button>
          ) : null}
        </>
      }
    />
  );
}
