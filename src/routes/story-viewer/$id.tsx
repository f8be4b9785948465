import { createFileRoute } from '@tanstack/react-router';
import { NarratedText } from '@/features/narration';
import { StoryViewerPage } from '@/features/reader';
import { useFunctionsEndpoint } from '@/app/use-functions-endpoint';

export const Route = createFileRoute('/story-viewer/$id')({
  component: function StoryViewerRoute() {
    const { id } = Route.useParams();
    const { online } = useFunctionsEndpoint();
    return <StoryViewerPage storyId={id} online={online} renderText={(text) => <NarratedText text={text} />} />;
  },
});
