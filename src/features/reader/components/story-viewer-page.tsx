import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';

export function StoryViewerPage({ storyId }: { storyId: string }) {
  return (
    <Page
      title="Story viewer"
      lead="The reader and slideshow for a finished story."
      actions={
        <Link to="/story/$id" params={{ id: storyId }} className={button({ tone: 'primary' })}>
          Open the story
        </Link>
      }
    >
      <p>The full-screen slideshow with narration is being built; the story page already shows the whole branch with its pictures.</p>
    </Page>
  );
}
