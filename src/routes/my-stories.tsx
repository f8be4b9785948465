import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { MyStoriesPage } from '@/features/stories';

export const Route = createFileRoute('/my-stories')({
  component: function MyStoriesRoute() {
    const session = useSession();
    return <MyStoriesPage userId={session.user?.id ?? null} />;
  },
});
