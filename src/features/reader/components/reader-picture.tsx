import { StoryPicture } from '@/ui';
import type { ReaderSegment, ReaderStory } from '../data/readable-story';

interface ReaderPictureProps {
  story: ReaderStory;
  segment: ReaderSegment;
  /** The part's number, for the alt text when it has no image prompt. */
  position: number;
  className: string;
  loading?: 'lazy' | 'eager';
}

/** A part's picture wherever the reader shows it: the page, the slideshow and print. */
export function ReaderPicture({
  story,
  segment,
  position,
  className,
  loading,
}: ReaderPictureProps) {
  return (
    <StoryPicture
      imageUrl={segment.image_url}
      text={segment.segment_text}
      imagePrompt={segment.image_prompt}
      genre={story.genre}
      age={story.target_age}
      pictureStyle={story.picture_style}
      part={position}
      alt={segment.image_prompt?.trim() || `An illustration of part ${position}`}
      className={className}
      loading={loading}
    />
  );
}
