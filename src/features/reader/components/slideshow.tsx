import { useEffect, useRef, useState } from 'react';
import { StoryPicture, button, useLayoutStore } from '@/ui';
import type { ReaderSegment, ReaderStory } from '../data/load-readable-story';
import * as styles from './slideshow.css';

interface SlideshowProps {
  story: ReaderStory;
  segments: readonly ReaderSegment[];
  onClose(): void;
}

/** The story one part at a time, full screen: arrow keys or buttons turn the page; it never turns by itself. */
export function Slideshow({ story, segments, onClose }: SlideshowProps) {
  const [index, setIndex] = useState(0);
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
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={`${story.title} slideshow`}>
      <div className={styles.bar}>
        <button ref={closeButton} type="button" className={button({ tone: 'quiet' })} onClick={onClose}>
          Close slideshow
        </button>
        <div className={styles.progress} role="progressbar" aria-label="Story progress" aria-valuemin={1} aria-valuemax={segments.length} aria-valuenow={index + 1} aria-valuetext={`Part ${index + 1} of ${segments.length}`}>
          <div className={styles.progressFill} style={{ width: `${((index + 1) / segments.length) * 100}%` }} />
        </div>
        <span>
          Part {index + 1} of {segments.length}
        </span>
      </div>
      <div className={styles.slide} aria-live="polite">
        <StoryPicture imageUrl={segment.image_url} sceneText={segment.image_prompt ?? segment.segment_text} genre={story.genre} age={story.target_age} alt={segment.image_prompt ?? ''} className={styles.picture} loading="eager" />
        <p className={styles.text}>{segment.segment_text}</p>
        {segment.is_end ? <p className={styles.text}>The end.</p> : null}
      </div>
      <div className={styles.controls}>
        <button type="button" className={button({ tone: 'secondary' })} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous part
        </button>
        <button type="button" className={button({ tone: 'primary' })} disabled={index === last} onClick={() => setIndex(index + 1)}>
          Next part
        </button>
      </div>
    </div>
  );
}
