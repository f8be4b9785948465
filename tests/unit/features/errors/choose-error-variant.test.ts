// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseErrorVariant } from '@/features/errors';

describe('chooseErrorVariant', () => {
  it.each([
    ['AI generation failed: model overloaded', 'ai', 'retry'],
    ['Image generation failed: The image provider answered 500', 'image', 'continue'],
    ['Narration failed: speech provider down', 'audio', 'continue'],
    ['Failed to fetch', 'connection', 'retry'],
    ['TypeError: NetworkError when attempting to fetch resource.', 'connection', 'retry'],
    ['PGRST301 database query failed', 'data', 'retry'],
    ['Authentication error: invalid JWT', 'authentication', 'home'],
    ['Cannot read properties of undefined', 'unexpected', 'retry'],
  ])('%s → %s with %s first', (message, kind, action) => {
    expect(chooseErrorVariant(new Error(message))).toMatchObject({ kind, action });
  });

  it('handles thrown strings and nothing at all', () => {
    expect(chooseErrorVariant('offline').kind).toBe('connection');
    expect(chooseErrorVariant(undefined).kind).toBe('unexpected');
  });
});
