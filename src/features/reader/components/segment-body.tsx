import { stripClosingWords } from '@/lib/story-branches';
import type { ReaderSegment, ReaderStory } from '../data/readable-story';
import { ReaderPicture } from './reader-picture';

interface SegmentBodyProps {
  story: ReaderStory;
  segment: ReaderSegment;
  /** The part's number in the branch, from 1. */
  position: number;
  /** False when the story was made with pictures skipped. */
  showPictures: boolean;
  pictureClassName: string;
  textClassName: string;
}

/**
 * A part as print and the slideshow show it: its picture, loaded at once, and its text without
 * the closing "The end.", which those screens say once themselves.
 */
export function SegmentBody({
  story,
  segment,
  position,
  showPictures,
  pictureClassName,
  textClassName,
}: SegmentBodyProps) {
  return (
    <>
      {showPictures ? (
        <ReaderPicture
          story={story}
          segment={segment}
          position={position}
          className={pictureClassName}
          loading="eager"
        />
      ) : null}
      <p className={textClassName}>
        {segment.is_end ? stripClosingWords(segment.segment_text) : segment.segment_text}
      </p>
    </>
  );
}
