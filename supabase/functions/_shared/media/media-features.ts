// Whether this server can make pictures and cloud narration: each needs the provider's address and
// its own model. Written once for the functions (which refuse with 503 without them) and for the
// gateway's /api/config, which tells the browser so it never asks a function that cannot answer.
// And whether an AI service writes story parts at all: without one, the browser lets this device's
// model write, when the reader chose it, rather than ask the server for its storyteller's part.
export interface MediaFeatures {
  images: boolean;
  narration: boolean;
  stories: boolean;
}

/** The three settings that decide it, from a function's env or the server's validated config. */
export interface MediaSettings {
  AI_BASE_URL?: string;
  AI_IMAGE_MODEL?: string;
  AI_TTS_MODEL?: string;
}

export function canMakeImages<E extends MediaSettings>(
  env: E,
): env is E & { AI_BASE_URL: string; AI_IMAGE_MODEL: string } {
  return Boolean(env.AI_BASE_URL && env.AI_IMAGE_MODEL);
}

export function canNarrate<E extends MediaSettings>(
  env: E,
): env is E & { AI_BASE_URL: string; AI_TTS_MODEL: string } {
  return Boolean(env.AI_BASE_URL && env.AI_TTS_MODEL);
}

export function readMediaFeatures(env: MediaSettings): MediaFeatures {
  return {
    images: canMakeImages(env),
    narration: canNarrate(env),
    stories: Boolean(env.AI_BASE_URL),
  };
}
