import type { ReactNode } from 'react';
import type { LocalSegment } from '@/offline';
import type { BranchStep } from '@shared/story-tree.ts';
import { StoryPicture } from '@/ui';
import { stripClosingWords } from '@/lib/story-branches';
import { writerCaption } from '@/lib/writer-caption';
import { NewBranchOffer } from './new-branch-offer';
import * as styles from './segment-view.css';

interface SegmentViewProps {
  step: BranchStep<LocalSegment>;
  position: number;
  illustrate: boolean;
  genre: string;
  age: string;
  /** The story's picture style, for the procedural picture. */
  pictureStyle?: string;
  onSwitchBranch(segmentId: string): void;
  /** Choices of this segment not yet followed; taking one (once confirmed) starts a new branch here. */
  otherChoices?: readonly string[];
  onBranch?(choice: string): void;
  busy?: boolean;
  /** Draws the picture (with generation) given the picture's class; the procedural picture otherwise. */
  renderPicture?: (className: string) => ReactNode;
}

export function SegmentView({
  step,
  position,
  illustrate,
  genre,
  age,
  pictureStyle,
  onSwitchBranch,
  otherChoices = [],
  onBranch,
  busy = false,
  renderPicture,
}: SegmentViewProps) {
  const { segment, siblings, branchIndex } = step;
  const previous = siblings[branchIndex - 1];
  const next = siblings[branchIndex + 1];
  const caption = writerCaption(segment);
  return (
    <article className={styles.segment} aria-label={`Part ${position}`}>
      {segment.triggering_choice_text ? (
        <p className={styles.taken}>You chose: {segment.triggering_choice_text}</p>
      ) : null}
      {siblings.length > 1 ? (
        <div className={styles.branches} role="group" aria-label={`Branches at part ${position}`}>
          <button
            type="button"
            className={styles.branchButton}
            disabled={!previous}
            onClick={() => previous && onSwitchBranch(previous.id)}
          >
            Previous branch
          </button>
          <span aria-live="polite">
            Branch {branchIndex + 1} of {siblings.length}
          </span>
          <button
            type="button"
            className={styles.branchButton}
            disabled={!next}
            onClick={() => next && onSwitchBranch(next.id)}
          >
            Next branch
          </button>
        </div>
      ) : null}
      {illustrate && renderPicture ? renderPicture(styles.picture) : null}
      {illustrate && !renderPicture ? (
        <StoryPicture
          imageUrl={segment.image_url}
          text={segment.segment_text}
          imagePrompt={segment.image_prompt}
          genre={genre}
          age={age}
          pictureStyle={pictureStyle}
          part={position}
          className={styles.picture}
          loading="eager"
        />
      ) : null}
      <p className={styles.text}>
        {segment.is_end ? stripClosingWords(segment.segment_text) : segment.segment_text}
      </p>
      {caption ? <small className={styles.caption}>{caption}</small> : null}
      {onBranch ? (
        <NewBranchOffer position={position} choices={otherChoices} busy={busy} onStart={onBranch} />
      ) : null}
    </article>
  );
}
