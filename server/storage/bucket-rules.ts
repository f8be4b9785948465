// What each public bucket is for: the media types it stores and its largest object. The hosted
// buckets get the same rules from supabase/migrations/20261124010000_story_media_bucket_rules.sql.
import { sniffMediaType } from './sniff-media-type.ts';

export const BUCKET_RULES = {
  'story-images': {
    mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    maxBytes: 10 * 1024 * 1024,
  },
  'story-audio': {
    mediaTypes: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/webm'],
    maxBytes: 10 * 1024 * 1024,
  },
} as const;

export type BucketName = keyof typeof BUCKET_RULES;

export const isBucketName = (name: string): name is BucketName => Object.hasOwn(BUCKET_RULES, name);

/** The bucket's media type these bytes are, or null when they are anything else. */
export function mediaTypeFor(bucket: BucketName, bytes: Uint8Array): string | null {
  const sniffed = sniffMediaType(bytes);
  return sniffed && (BUCKET_RULES[bucket].mediaTypes as readonly string[]).includes(sniffed)
    ? sniffed
    : null;
}

/**
 * Headers every stored object is served with. Even a picture is never a document: nosniff keeps the
 * browser to the type we name, the sandboxing CSP runs no script and gives it no origin should it
 * render anyway, and anything not one of the bucket's media types is downloaded, never shown.
 */
export function objectHeaders(bucket: BucketName, bytes: Uint8Array): Record<string, string> {
  const mediaType = mediaTypeFor(bucket, bytes);
  return {
    'Content-Type': mediaType ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...(mediaType ? {} : { 'Content-Disposition': 'attachment' }),
  };
}
