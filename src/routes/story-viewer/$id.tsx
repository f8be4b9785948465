import { createFileRoute } from '@tanstack/react-router';
import { StoryViewerPage } from '@/features/reader';

export const Route = createFileRoute('/story-viewer/$id')({
  component: function StoryViewerRoute() {
    const { id } = Route.useParams();
    return <StoryViewerPage storyId={id} />;
  },
});
