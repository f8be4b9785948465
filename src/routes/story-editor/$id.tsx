import { createFileRoute } from '@tanstack/react-router';
import { StoryEditorPage } from '@/features/stories';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';

export const Route = createFileRoute('/story-editor/$id')({
  component: function StoryEditorRoute() {
    const { id } = Route.useParams();
    const session = useSession();
    if (session.status === 'loading') return <Spinner />;
    return <StoryEditorPage storyId={id} userId={session.user?.id ?? null} />;
  },
});
