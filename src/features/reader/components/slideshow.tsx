import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { button, useLayoutStore } from '@/ui';
import type { ReaderSegment, ReaderStory } from '../data/readable-story';
import { readingTimeMs, useAutoplay } from './use-autoplay';
import { SegmentBody } from './segment-body';
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

/** Keys typed into a control of their own (a button's Space, a player's arrows) are left to it. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('button, a, input, select, textarea, audio, video') !== null
  );
}

/**
 * The story one part at a time, full screen, with big controls always in view: Space or → turns the
 * page, ← goes back, Escape closes. Play turns the pages by themselves (with a visible Pause);
 * narrated, it reads part after part and turns the page when a part has been read.
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
  const [playRequested, setPlaying] = useState(false);
  const setSlideshowOpen = useLayoutStore((state) => state.setSlideshowOpen);
  const dialog = useRef<HTMLDivElement>(null);
  const segment = segments[index];
  const last = segments.length - 1;
  const playing = playRequested && index < last;
  const next = useCallback(() => setIndex((current) => Math.min(last, current + 1)), [last]);
  const previous = useCallback(() => setIndex((current) => Math.max(0, current - 1)), []);

  useEffect(() => {
    setSlideshowOpen(true);
    dialog.current?.focus();
    return () => setSlideshowOpen(false);
  }, [setSlideshowOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (ownsKeys(event.target)) return;
      else if (event.key === 'ArrowRight' || event.key === ' ') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') previous();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, onClose]);

  const secondsLeft = useAutoplay({
    playing,
    slideKey: segment?.id ?? '',
    durationMs: readingTimeMs(segment?.segment_text ?? ''),
    onNext: next,
  });

  if (!segment) return null;
  const partRead = () => {
    if (index < last) setIndex(index + 1);
    else setNarrating(false);
  };
  return (
    <div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`${story.title} slideshow`}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <button type="button" className={button({ tone: 'quiet' })} onClick={onClose}>
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
        <span className={styles.count}>
          Part {index + 1} of {segments.length}
        </span>
      </div>
      {/* Focusable so a keyboard can scroll a long part; Space and the arrows still turn the page. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.slide} role="region" aria-label={`Part ${index + 1}`} tabIndex={0}>
        <div className={styles.slideInner} aria-live={playing || narrating ? 'off' : 'polite'}>
          <SegmentBody
            story={story}
            segment={segment}
            position={index + 1}
            showPictures={showPictures}
            pictureClassName={styles.picture}
            textClassName={styles.text}
          />
          {segment.is_end ? <p className={styles.ending}>The end.</p> : null}
          {narrating && renderNarrator ? (
            <div key={segment.id}>{renderNarrator({ segment, onFinished: partRead })}</div>
          ) : null}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={`${button({ tone: 'secondary' })} ${styles.bigControl}`}
          disabled={index === 0}
          onClick={previous}
        >
          <span aria-hidden="true">←</span> Previous
        </button>
        {playing ? (
          <button
            type="button"
            className={`${button({ tone: 'primary' })} ${styles.bigControl}`}
            onClick={() => setPlaying(false)}
          >
            <span aria-hidden="true">❚❚</span> Pause
          </button>
        ) : (
          <button
            type="button"
            className={`${button({ tone: 'secondary' })} ${styles.bigControl}`}
            disabled={index === last}
            onClick={() => setPlaying(true)}
          >
            <span aria-hidden="true">▶</span> Play
          </button>
        )}
        <button
          type="button"
          className={`${button({ tone: 'primary' })} ${styles.bigControl}`}
          disabled={index === last}
          onClick={next}
        >
          Next <span aria-hidden="true">→</span>
        </button>
        <div className={styles.extras}>
          {playing ? (
            <span className={styles.autoplayNote} role="status">
              Next page in {secondsLeft} s
            </span>
          ) : null}
          {renderNarrator ? (
            <button
              type="button"
              className={button({ tone: 'quiet' })}
              onClick={() => setNarrating(!narrating)}
            >
              {narrating ? 'Stop reading aloud' : 'Read the story aloud'}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
