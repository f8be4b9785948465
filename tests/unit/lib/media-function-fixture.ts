// What the media-function tests share: a signed-in reader's endpoint, a JSON answer, and the reason
// a MediaRequestError gives.
import { expect } from 'vitest';
import { MediaRequestError } from '@/lib/call-media-function';

export const endpoint = {
  supabaseUrl: 'https://project.example/',
  anonKey: 'anon-key',
  accessToken: 'user-token',
};

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MediaRequestError);
  return (error as MediaRequestError).reason;
}
