import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StoryPicture, button, useLayoutStore } from '@/ui';
import type { ReaderSegment, ReaderStory } from '../data/load-readable-story';
import { stripClosingWords } from '@shared/story-branches.ts';
import * as styles from './slideshow.css';

/** Reads a slide aloud; calls onFinished once the part has been read to its end (not when stopped). */
export type SlideNarratorRender = (slide: {
  segment: ReaderSegment;
  onFinished(): void;
}) => ReactNode;

interface SlideshowProps {
  story: ReaderStory;
  segments: readonly ReaderSegment[];
  onClose(): void;
  renderNarrator?: SlideNarratorRender;
  showPictures?: boolean;
}

/**
 * The story one part at a time, full screen: arrow keys or buttons turn the page. Narrated, it reads
 * part after part and turns the page when a part has been read, until the last one.
 */
export function Slideshow({
  story,
  segments,
  onClose,
  renderNarrator,
  showPictures = true,
}: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const [narrating, setNarrating] = useState(false);
  const setSlideshowOpen = useLayoutStore((state) => state.setSlideshowOpen);
  const closeButton = useRef<HTMLButtonElement>(null);
  const segment = segments[index];
  const last = segments.length - 1;

  useEffect(() => {
    setSlideshowOpen(true);
    closeButton.current?.focus();
    return () => setSlideshowOpen(false);
  }, [setSlideshowOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
      else if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last, onClose]);

  if (!segment) return null;
  const partRead = () => {
    if (index < last) setIndex(index + 1);
    else setNarrating(false);
  };
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`${story.title} slideshow`}
    >
      <div className={styles.bar}>
        <button
          ref={closeButton}
          type="button"
          className={button({ tone: 'quiet' })}
          onClick={onClose}
        >
          Close slideshow
        </button>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Story progress"
          aria-valuemin={1}
          aria-valuemax={segments.length}
          aria-valuenow={index + 1}
          aria-valuetext={`Part ${index + 1} of ${segments.length}`}
        >
          <div
            className={styles.progressFill}
            style={{ width: `${((index + 1) / segments.length) * 100}%` }}
          />
        </div>
        <span>
          Part {index + 1} of {segments.length}
        </span>
      </div>
      <div className={styles.slide} aria-live="polite">
        {showPictures ? (
          <StoryPicture
            imageUrl={segment.image_url}
            sceneText={segment.image_prompt ?? segment.segment_text}
            genre={story.genre}
            age={story.target_age}
            alt={segment.image_prompt?.trim() || `An illustration of part ${index + 1}`}
            className={styles.picture}
            loading="eager"
          />
        ) : null}
        <p className={styles.text}>
          {segment.is_end ? stripClosingWords(segment.segment_text) : segment.segment_text}
        </p>
        {segment.is_end ? <p className={styles.text}>The end.</p> : null}
        {narrating && renderNarrator ? (
          <div key={segment.id}>{renderNarrator({ segment, onFinished: partRead })}</div>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous part
        </button>
        {renderNarrator ? (
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => setNarrating(!narrating)}
          >
            {narrating ? 'Stop reading aloud' : 'Read the story aloud'}
          </button>
        ) : null}
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={index === last}
          onClick={() => setIndex(index + 1)}
        >
          Next part
        </button>
      </div>
    </div>
  );
}
