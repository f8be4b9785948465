import { createFileRoute } from '@tanstack/react-router';
import { useFunctionsEndpoint } from '@/app/use-functions-endpoint';
import { regenerateSegment } from '@/features/create';
import { useStoryPublishing } from '@/features/discover';
import { StoryEditorPage } from '@/features/stories';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/story-editor/$id')({
  head: pageHead('Story editor', 'Edit a StoryCanvas story.', { indexable: false }),
  component: function StoryEditorRoute() {
    const { id } = Route.useParams();
    const session = useSession();
    const { endpoint, online } = useFunctionsEndpoint();
    const publishing = useStoryPublishing(id);
    if (session.status === 'loading') return <Spinner />;
    return (
      <StoryEditorPage
        storyId={id}
        userId={session.user?.id ?? null}
        publishing={publishing}
        onRegenerate={(segment) =>
          regenerateSegment({ storyId: id, segmentId: segment.id, endpoint, online })
        }
      />
    );
  },
});
