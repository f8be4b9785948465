import { createFileRoute } from '@tanstack/react-router';
import { StoryEditorPage } from '@/features/stories';

export const Route = createFileRoute('/story-editor/$id')({
  component: function StoryEditorRoute() {
    const { id } = Route.useParams();
    return <StoryEditorPage storyId={id} />;
  },
});
