import {
  createFileRoute,
  notFound,
  useNavigate,
  type SearchSchemaInput,
} from '@tanstack/react-router';
import { useStorySettings } from '@/features/create';
import { useStoryPublishing } from '@/features/discover';
import { ErrorScreen } from '@/features/errors';
import {
  CLOUD_NARRATION_MAX_CHARS,
  CloudNarration,
  NarratedText,
  SlideNarrator,
} from '@/features/narration';
import { loadStoryForPage, StoryViewerPage } from '@/features/reader';
import { useFunctionsEndpoint } from '@/app/use-functions-endpoint';
import { publishedStoryHead } from '@/app/head';

export const Route = createFileRoute('/story-viewer/$id')({
  // The loader is split out with the page: the reader's data code (zod, the device store) stays
  // out of the first page's scripts, which carry every route's options.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context: { queryClient, rendering }, params: { id } }) => {
    if (rendering === 'build') return null;
    const readable = await loadStoryForPage(await queryClient(), id, rendering);
    // The server renders published stories only; any other is the app's to show (or not).
    if (!readable && rendering === 'server') throw notFound();
    return readable;
  },
  head: ({ loaderData }) => publishedStoryHead(loaderData?.story),
  validateSearch: (search: { slideshow?: boolean } & SearchSchemaInput): { slideshow?: boolean } =>
    // Any other value of a present slideshow flag reads as off.
    search.slideshow === undefined ? {} : { slideshow: search.slideshow === true },
  component: function StoryViewerRoute() {
    const { id } = Route.useParams();
    const { slideshow } = Route.useSearch();
    const navigate = useNavigate();
    const { endpoint, online } = useFunctionsEndpoint();
    const settings = useStorySettings(id);
    const publishing = useStoryPublishing(id);
    const renderError = (error: unknown, actions: { retry(): void; dismiss(): void }) => (
      <ErrorScreen
        error={error}
        onRetry={actions.retry}
        onContinue={actions.dismiss}
        onHome={() => void navigate({ to: '/' })}
      />
    );
    return (
      <StoryViewerPage
        storyId={id}
        online={online}
        publishing={publishing}
        startWithSlideshow={slideshow === true}
        showPictures={settings?.options.imagesEnabled ?? true}
        renderText={(text, segment) => (
          <>
            <NarratedText text={text} />
            <CloudNarration
              endpoint={endpoint}
              online={online}
              storyId={id}
              segmentId={segment.id}
              text={text}
              audioUrl={segment.audio_url}
              subject="this part"
              renderError={renderError}
            />
          </>
        )}
        renderStoryNarration={(story, segments) => {
          const text = segments.map((segment) => segment.segment_text).join('\n\n');
          if (text.length > CLOUD_NARRATION_MAX_CHARS) return null;
          return (
            <CloudNarration
              key={segments.map((segment) => segment.id).join()}
              endpoint={endpoint}
              online={online}
              storyId={story.id}
              segmentId={null}
              text={text}
              subject="the whole story"
              renderError={renderError}
            />
          );
        }}
        renderSlideNarrator={({ segment, onFinished }) => (
          <SlideNarrator
            storyId={id}
            segmentId={segment.id}
            text={segment.segment_text}
            audioUrl={segment.audio_url}
            onFinished={onFinished}
          />
        )}
      />
    );
  },
});
