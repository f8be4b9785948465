import { useMemo } from 'react';
import { drawProceduralIllustration } from '@shared/illustration/draw-procedural-illustration.ts';
import { isAgeId } from '@shared/story-engine/age-bands.ts';
import { isGenreSlug } from '@shared/story-engine/genres.ts';

interface StoryPictureProps {
  /** A generated picture's URL; without one, a procedural picture is drawn on the device. */
  imageUrl: string | null;
  /** The scene words the procedural picture is drawn from. */
  sceneText: string;
  genre: string | null;
  age: string | null;
  /** Empty for decorative covers; the image prompt for a segment's picture. */
  alt: string;
  className: string;
  loading?: 'lazy' | 'eager';
}

/** A story picture that always shows something, online or offline. */
export function StoryPicture({
  imageUrl,
  sceneText,
  genre,
  age,
  alt,
  className,
  loading = 'lazy',
}: StoryPictureProps) {
  const procedural = useMemo(() => {
    if (imageUrl) return null;
    const { svg } = drawProceduralIllustration({
      genre: isGenreSlug(genre) ? genre : 'epic-fantasy',
      age: isAgeId(age) ? age : '7-9',
      text: sceneText,
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [imageUrl, genre, age, sceneText]);
  return (
    <img
      className={className}
      src={imageUrl ?? procedural ?? ''}
      alt={alt}
      width={320}
      height={200}
      loading={loading}
    />
  );
}
