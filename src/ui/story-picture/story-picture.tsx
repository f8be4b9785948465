import { useMemo } from 'react';
import { drawProceduralIllustration } from '@shared/illustration/index.ts';
import { isAgeId } from '@shared/story-engine/age-bands.ts';
import { isGenreSlug } from '@shared/story-engine/genres.ts';

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
  /** The generated picture's alt text; a procedural picture says what it draws. */
  alt: string;
  /** A cover beside a title: no alt text, whatever it shows. */
  decorative?: boolean;
  className: string;
  loading?: 'lazy' | 'eager';
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
  const procedural = useMemo(() => {
    if (imageUrl) return null;
    const picture = drawProceduralIllustration({
      genre: isGenreSlug(genre) ? genre : 'epic-fantasy',
      age: isAgeId(age) ? age : '7-9',
      style: pictureStyle ?? 'storybook',
      text,
      imagePrompt,
      part,
    });
    return {
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`,
      alt: picture.alt,
    };
  }, [imageUrl, genre, age, pictureStyle, text, imagePrompt, part]);
  return (
    <img
      className={className}
      src={imageUrl ?? procedural?.src ?? ''}
      alt={decorative ? '' : (procedural?.alt ?? alt)}
      width={320}
      height={200}
      loading={loading}
    />
  );
}
