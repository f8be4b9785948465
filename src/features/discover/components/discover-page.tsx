import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';

/** Public stories arrive with the story issue; until then this page says so and offers a way on. */
export function DiscoverPage() {
  return (
    <Page
      title="Discover stories"
      lead="Browse stories other readers have published, filter them by genre, and save favourites to read offline."
      actions={
        <Link to="/create" className={button({ tone: 'primary' })}>
          Create your own story
        </Link>
      }
    >
      <p>Searching and browsing published stories is being built. Published demo stories already live on the server and will appear here.</p>
    </Page>
  );
}
