import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { StoryPage } from '@/features/create';
import { useStoryPublishing } from '@/features/discover';
import { ErrorScreen } from '@/features/errors';
import { findDeviceStoryWriter, StoryWriterSwitch } from '@/features/on-device-model';
import { SegmentIllustration } from '@/features/illustration';
import { StoryEnding, StoryNotOnDevice } from '@/features/reader';
import { useFunctionsEndpoint } from '@/app/use-functions-endpoint';

export const Route = createFileRoute('/story/$id')({
  component: function StoryRoute() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    const { endpoint, online } = useFunctionsEndpoint();
    const publishing = useStoryPublishing(id);
    return (
      <StoryPage
        storyId={id}
        endpoint={endpoint}
        online={online}
        findDeviceWriter={findDeviceStoryWriter}
        renderWriterSwitch={(storyId) => <StoryWriterSwitch storyId={storyId} />}
        renderNotOnDevice={(notOnDevice) => (
          <StoryNotOnDevice storyId={id} online={online} notOnDevice={notOnDevice} />
        )}
        renderEnding={(story) => (
          <StoryEnding story={story} publishing={publishing} online={online} onDevice />
        )}
        renderPicture={({ story, segment, position, style, className }) => (
          <SegmentIllustration
            story={story}
            segment={segment}
            position={position}
            style={style}
            endpoint={endpoint}
            online={online}
            className={className}
            renderError={(error, actions) => (
              <ErrorScreen
                error={error}
                onRetry={actions.retry}
                onContinue={actions.dismiss}
                onHome={() => void navigate({ to: '/' })}
              />
            )}
          />
        )}
      />
    );
  },
});
