import { createPortal } from 'react-dom';
import { useAfterHydration } from '@/ui';
import type { ReaderSegment, ReaderStory } from '../data/readable-story';
import { SegmentBody } from './segment-body';
import * as styles from './printable-story.css';

interface PrintableStoryProps {
  story: ReaderStory;
  authorName: string | null;
  /** The branch being read, from the opening. */
  segments: readonly ReaderSegment[];
  /** Which branch this is, when the story has more than one. */
  branch: { number: number; count: number; ends: boolean } | null;
  showPictures: boolean;
}

/** What printing (or saving as PDF) gives: the story alone, one part a page, and which branch it is. */
export function PrintableStory({
  story,
  authorName,
  segments,
  branch,
  showPictures,
}: PrintableStoryProps) {
  const last = segments.at(-1);
  // Printing is the browser's: a page rendered on the server, and its hydration, go without it.
  const hydrated = useAfterHydration();
  if (!hydrated) return null;
  return createPortal(
    <article className={styles.printable}>
      <h1 className={styles.title}>{story.title || 'Untitled story'}</h1>
      {authorName ? <p className={styles.meta}>by {authorName}</p> : null}
      {branch ? (
        <p className={styles.meta}>
          Branch {branch.number} of {branch.count}
          {branch.ends ? '' : ' (not finished)'}
        </p>
      ) : null}
      {segments.map((segment, index) => (
        <section
          key={segment.id}
          className={index === 0 ? styles.part : `${styles.part} ${styles.nextPart}`}
        >
          <h2 className={styles.partHeading}>Part {index + 1}</h2>
          {segment.triggering_choice_text ? (
            <p className={styles.choice}>Choice: {segment.triggering_choice_text}</p>
          ) : null}
          <SegmentBody
            story={story}
            segment={segment}
            position={index + 1}
            showPictures={showPictures}
            pictureClassName={styles.picture}
            textClassName={styles.text}
          />
        </section>
      ))}
      {last?.is_end ? <p className={styles.end}>The end.</p> : null}
    </article>,
    document.body,
  );
}
