// Asks an OpenAI-compatible /images/generations endpoint for one illustration and returns its bytes.
import type { AgeId } from '../age-bands.ts';

export interface ImageProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export class MediaProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaProviderError';
  }
}

/** Every picture is asked for child-safe, in the story's visual style, with no lettering. */
export function buildImagePrompt(prompt: string, style: string, age: AgeId): string {
  const audience =
    age === 'adult' || age === 'teen'
      ? 'a family-friendly story'
      : `a children's story for ages ${age}`;
  return `${style} illustration for ${audience}: ${prompt}. Warm, gentle and safe for children; no text, letters or logos; no violence or scary imagery.`;
}

export async function requestImage(
  prompt: string,
  config: ImageProviderConfig,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/images/generations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      prompt,
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    }),
  });
  if (!response.ok) throw new MediaProviderError(`The image provider answered ${response.status}`);
  const json = (await response.json()) as { data?: { b64_json?: string; url?: string }[] };
  const image = json.data?.[0];
  if (image?.b64_json) {
    return {
      bytes: Uint8Array.from(atob(image.b64_json), (char) => char.charCodeAt(0)),
      contentType: 'image/png',
    };
  }
  if (image?.url) {
    const download = await fetch(image.url);
    if (!download.ok)
      throw new MediaProviderError(`The image could not be downloaded (${download.status})`);
    return {
      bytes: new Uint8Array(await download.arrayBuffer()),
      contentType: download.headers.get('Content-Type') ?? 'image/png',
    };
  }
  throw new MediaProviderError('The image provider answered without an image');
}
