import { useEffect, useMemo, useState } from 'react';
import type { drawProceduralIllustration } from '@common/illustration/index.ts';
import { isAgeId } from '@shared/age-ids.ts';
import { isGenreSlug } from '@shared/story-engine/genres.ts';
import { rememberDrawnPicture } from './remember-drawn-picture';

interface StoryPictureProps {
  /** A generated picture's URL; without one, a procedural picture is drawn on the device. */
  imageUrl: string | null;
  /** The part's text: the procedural picture shows its place, time of day, hero and thing. */
  text: string;
  /** The part's image prompt, read first for the scene. */
  imagePrompt?: string | null;
  genre: string | null;
  age: string | null;
  /** The story's picture style (watercolor, pencil sketch, comic …); flat vector without one. */
  pictureStyle?: string | null;
  /** The part's position in its branch, so neighbouring parts are laid out differently. */
  part?: number;
  /**
   * The generated picture's alt text: its image prompt unless given, or the part it shows. A
   * procedural picture says what it draws.
   */
  alt?: string;
  /** A cover beside a title: no alt text, whatever it shows. */
  decorative?: boolean;
  className: string;
  loading?: 'lazy' | 'eager';
}

type Draw = typeof drawProceduralIllustration;

/** Shown for the moment the generator loads: a blank of the picture's size, hidden from readers. */
const BLANK =
  'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"%3E%3Crect width="320" height="200" fill="%23eef3f8"/%3E%3C/svg%3E';

function altOfGenerated(imagePrompt: string | null, part: number | undefined): string {
  return (
    imagePrompt?.trim() ||
    (part ? `An illustration of part ${part}` : 'An illustration of this part of the story')
  );
}

let loadedDraw: Draw | null = null;
let loadingDraw: Promise<Draw> | null = null;

/** The generator is a chunk of its own, so a page's first paint does not wait for it. */
function loadDraw(): Promise<Draw> {
  loadingDraw ??= import('@common/illustration/index.ts').then(
    (module) => (loadedDraw = module.drawProceduralIllustration),
  );
  return loadingDraw;
}

/**
 * Loads the picture generator ahead of a page with procedural pictures. A page rendered on the
 * server draws them into its HTML (so they paint at once), and the browser loads the generator
 * before hydrating it, so its first render draws the same pictures instead of blanks.
 */
export async function preloadStoryPictures(): Promise<void> {
  await loadDraw();
}

/** Hook: the procedural picture generator, once loaded (null until then or when not needed). */
function useDraw(needed: boolean): Draw | null {
  const [draw, setDraw] = useState<Draw | null>(() => loadedDraw);
  useEffect(() => {
    if (draw || !needed) return;
    let cancelled = false;
    loadDraw().then(
      (loaded) => !cancelled && setDraw(() => loaded),
      () => {
        // Without the generator (offline before it was ever cached) the blank stays.
        loadingDraw = null;
      },
    );
    return () => {
      cancelled = true;
    };
  }, [draw, needed]);
  return draw;
}

/** A story picture that always shows something, online or offline. */
export function StoryPicture({
  imageUrl,
  text,
  imagePrompt = null,
  genre,
  age,
  pictureStyle = null,
  part,
  alt,
  decorative = false,
  className,
  loading = 'lazy',
}: StoryPictureProps) {
  const draw = useDraw(!imageUrl);
  const procedural = useMemo(() => {
    if (imageUrl || !draw) return null;
    const input = {
      genre: isGenreSlug(genre) ? genre : 'epic-fantasy',
      age: isAgeId(age) ? age : '7-9',
      style: pictureStyle ?? 'storybook',
      text,
      imagePrompt,
      part,
    };
    return rememberDrawnPicture(JSON.stringify(input), () => {
      const picture = draw(input);
      return {
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`,
        alt: picture.alt,
      };
    });
  }, [draw, imageUrl, genre, age, pictureStyle, text, imagePrompt, part]);
  const waiting = !imageUrl && !procedural;
  return (
    <img
      className={className}
      src={imageUrl ?? procedural?.src ?? BLANK}
      alt={
        decorative || waiting ? '' : (procedural?.alt ?? alt ?? altOfGenerated(imagePrompt, part))
      }
      width={320}
      height={200}
      loading={loading}
    />
  );
}
