import { validationFailed } from './auth-error.ts';

/**
 * Every access token carries the user's metadata, and Node refuses request headers over 16 KB:
 * metadata past this size would lock its owner out of every API call, so it is refused when set.
 */
export const MAX_USER_METADATA_BYTES = 8 * 1024;

/** The metadata as given, or a 400 naming the field when its JSON is larger than the limit. */
export function limitUserMetadata(
  metadata: Record<string, unknown>,
  field: string,
): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_USER_METADATA_BYTES)
    throw validationFailed(`${field} is too large (at most ${MAX_USER_METADATA_BYTES / 1024} KB)`);
  return metadata;
}
