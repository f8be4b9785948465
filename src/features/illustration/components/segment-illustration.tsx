import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { StoryPicture, button } from '@/ui';
import type { FunctionsEndpoint } from '@/lib/functions-endpoint';
import type { LocalSegment, LocalStory } from '@/offline';
import { drawSegment, drawingKey, useDrawingStore } from '../data/drawing-store';
import { readImageAllowanceQueryOptions } from '../data/read-image-allowance';
import * as styles from './segment-illustration.css';

export interface MediaErrorActions {
  retry(): void;
  dismiss(): void;
}

interface SegmentIllustrationProps {
  story: Pick<LocalStory, 'id' | 'genre' | 'target_age'>;
  segment: Pick<
    LocalSegment,
    'id' | 'parent_segment_id' | 'image_prompt' | 'segment_text' | 'image_url'
  >;
  /** The part's position in the branch shown. */
  position: number;
  /** The wizard's picture style. */
  style: string;
  endpoint: FunctionsEndpoint | null;
  online: boolean;
  className: string;
  /** How a failure is shown (the route passes the error screen's 'continue without feature' variant). */
  renderError(error: unknown, actions: MediaErrorActions): ReactNode;
}

/** Hook: whether this server can make pictures for this reader (a provider is configured and they are signed in). */
function useImagesAvailable(endpoint: FunctionsEndpoint | null, online: boolean): boolean {
  const signedIn = Boolean(endpoint?.accessToken);
  const { data: available = false } = useQuery({
    ...readImageAllowanceQueryOptions(endpoint ?? { supabaseUrl: '', anonKey: '' }),
    enabled: signedIn && online,
  });
  return signedIn && available && online;
}

/**
 * A segment's picture: the generated one when there is one, otherwise drawn on the device. With a
 * provider, a picture is made once per segment and can be made again; a failure never hides the story.
 */
export function SegmentIllustration({
  story,
  segment,
  position,
  style,
  endpoint,
  online,
  className,
  renderError,
}: SegmentIllustrationProps) {
  const available = useImagesAvailable(endpoint, online);
  const key = drawingKey(segment);
  const asked = useDrawingStore((state) => state.drawings[key]);
  const setDrawing = useDrawingStore((state) => state.set);
  const drawing = asked ?? { status: 'idle' };
  const draw = (regenerate: boolean) => {
    if (endpoint) drawSegment({ endpoint, story, segment, style, regenerate });
  };

  // Each segment is asked for once per visit, so a picture the reader dismissed is not asked for again.
  useEffect(() => {
    if (available && !segment.image_url && !asked && endpoint)
      drawSegment({ endpoint, story, segment, style, regenerate: false });
    // Keyed on the segment: story, style and endpoint do not change what is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available, key, segment.image_url, asked]);

  return (
    <figure className={styles.figure}>
      <StoryPicture
        imageUrl={segment.image_url}
        text={segment.segment_text}
        imagePrompt={segment.image_prompt}
        genre={story.genre}
        age={story.target_age}
        pictureStyle={style}
        part={position}
        className={className}
        loading="eager"
      />
      <div className={styles.toolbar} aria-live="polite">
        {drawing.status === 'drawing' ? (
          <p className={styles.status}>Drawing the picture…</p>
        ) : null}
        {drawing.status === 'limit' ? <p className={styles.limit}>{drawing.message}</p> : null}
        {available && drawing.status !== 'drawing' ? (
          <button type="button" className={button({ tone: 'quiet' })} onClick={() => draw(true)}>
            New picture
          </button>
        ) : null}
      </div>
      {drawing.status === 'failed'
        ? renderError(drawing.error, {
            retry: () => draw(true),
            dismiss: () => setDrawing(key, { status: 'idle' }),
          })
        : null}
    </figure>
  );
}
