import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';

export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      lead="There is no page at this address. It may have moved, or the link may be mistyped."
      actions={
        <>
          <Link to="/" className={button({ tone: 'primary' })}>
            Go to Home
          </Link>
          <Link to="/discover" className={button({ tone: 'secondary' })}>
            Discover stories
          </Link>
        </>
      }
    />
  );
}
