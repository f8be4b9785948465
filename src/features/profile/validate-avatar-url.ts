export const AVATAR_URL_MESSAGE = 'Enter a web address starting with https:// or http://';

/** An avatar is optional; when given it must be a web address the page can load as an image. */
export function validateAvatarUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : AVATAR_URL_MESSAGE;
  } catch {
    return AVATAR_URL_MESSAGE;
  }
}
