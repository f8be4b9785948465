import { createFileRoute } from '@tanstack/react-router';
import { StoryPage } from '@/features/create';
import { useFunctionsEndpoint } from '@/app/use-functions-endpoint';

export const Route = createFileRoute('/story/$id')({
  component: function StoryRoute() {
    const { id } = Route.useParams();
    const { endpoint, online } = useFunctionsEndpoint();
    return <StoryPage storyId={id} endpoint={endpoint} online={online} />;
  },
});
