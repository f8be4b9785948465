import { useMemo } from 'react';
import type { LocalSegment } from '@/offline/offline-records';
import { drawProceduralIllustration } from '@shared/illustration/draw-procedural-illustration.ts';
import { isAgeId } from '@shared/story-engine/age-bands.ts';
import { isGenreSlug } from '@shared/story-engine/genres.ts';

interface StoryIllustrationProps {
  segment: Pick<LocalSegment, 'image_url' | 'image_prompt' | 'segment_text'>;
  genre: string;
  age: string;
  className: string;
}

/** The segment's generated picture when it has one, otherwise the procedural one drawn on the device. */
export function StoryIllustration({ segment, genre, age, className }: StoryIllustrationProps) {
  const alt = segment.image_prompt ?? 'An illustration of this part of the story';
  const procedural = useMemo(() => {
    const { svg } = drawProceduralIllustration({
      genre: isGenreSlug(genre) ? genre : 'epic-fantasy',
      age: isAgeId(age) ? age : '7-9',
      text: segment.image_prompt ?? segment.segment_text,
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [genre, age, segment.image_prompt, segment.segment_text]);
  return <img className={className} src={segment.image_url ?? procedural} alt={alt} width={320} height={200} />;
}
