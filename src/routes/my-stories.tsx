import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { MyStoriesPage } from '@/features/stories';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/my-stories')({
  head: pageHead('My Stories', 'Stories saved on this device.', { indexable: false }),
  component: function MyStoriesRoute() {
    const session = useSession();
    return <MyStoriesPage userId={session.user?.id ?? null} />;
  },
});
