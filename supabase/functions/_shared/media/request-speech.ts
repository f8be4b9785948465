// Asks an OpenAI-compatible /audio/speech endpoint to narrate text and returns the MP3 bytes.
import { MediaProviderError } from './request-image.ts';

export interface SpeechProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export async function requestSpeech(
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
