import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';

export function StoryEditorPage({ storyId }: { storyId: string }) {
  return (
    <Page
      title="Story editor"
      lead="Rename a story, edit its parts, and publish it to Discover."
      actions={
        <Link to="/story/$id" params={{ id: storyId }} className={button({ tone: 'primary' })}>
          Open the story
        </Link>
      }
    >
      <p>Editing and publishing are being built. On the story page you can already rewrite the latest part or take another path.</p>
    </Page>
  );
}
