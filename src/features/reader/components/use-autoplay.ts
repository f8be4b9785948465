import { useEffect, useState } from 'react';
import { countWords } from '@shared/count-words.ts';

/** How long an autoplaying slide stays: time to read it at a child's pace, within bounds. */
export function readingTimeMs(text: string): number {
  return Math.min(12_000, Math.max(5_000, countWords(text) * 200));
}

/**
 * Turns to the next slide after each slide's reading time while playing, and stops at the last one.
 * Returns the seconds left on this slide, so the page can say when it will turn.
 */
export function useAutoplay({
  playing,
  slideKey,
  durationMs,
  onNext,
}: {
  playing: boolean;
  slideKey: string;
  durationMs: number;
  onNext(): void;
}): number {
  const [left, setLeft] = useState<{ slideKey: string; seconds: number } | null>(null);
  useEffect(() => {
    if (!playing) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = durationMs - (Date.now() - started);
      if (remaining <= 0) {
        clearInterval(tick);
        onNext();
      } else setLeft({ slideKey, seconds: Math.ceil(remaining / 1000) });
    }, 250);
    return () => clearInterval(tick);
    // A new slide or a change of play state restarts the count; onNext is read fresh each time it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, slideKey, durationMs]);
  return left?.slideKey === slideKey ? left.seconds : Math.ceil(durationMs / 1000);
}
