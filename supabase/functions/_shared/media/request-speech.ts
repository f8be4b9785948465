// Asks an OpenAI-compatible /audio/speech endpoint to narrate text and returns the MP3 bytes;
// text longer than one request takes is narrated piece by piece and the MP3 streams joined.
import { MediaProviderError } from './request-image.ts';
import { splitSpeechText } from './split-speech-text.ts';

export interface SpeechProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

async function requestSpeechPiece(
  text: string,
  voice: string,
  config: SpeechProviderConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/audio/speech`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, input: text, voice, response_format: 'mp3' }),
  });
  if (!response.ok) throw new MediaProviderError(`The speech provider answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** MP3 is a sequence of frames, so the pieces' audio played one after another is their concatenation. */
export async function requestSpeech(
  text: string,
  voice: string,
  config: SpeechProviderConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (const piece of splitSpeechText(text))
    parts.push(await requestSpeechPiece(piece, voice, config));
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
