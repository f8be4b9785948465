// The reader's switch for this device's model on one story: kept on the device per story, leaving
// the other stories as they were, and read as "on" when storage holds nothing usable.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  keepStoryWriterOff,
  readStoryWriterOff,
} from '@/features/on-device-model/data/writer-choice';

describe('switching this device’s model off for one story', () => {
  beforeEach(() => localStorage.clear());

  it('is kept for that story only, and can be switched on again', () => {
    keepStoryWriterOff('story-a', true);
    keepStoryWriterOff('story-b', true);
    expect(readStoryWriterOff('story-a')).toBe(true);
    expect(readStoryWriterOff('story-c')).toBe(false);
    keepStoryWriterOff('story-a', false);
    expect(readStoryWriterOff('story-a')).toBe(false);
    expect(readStoryWriterOff('story-b')).toBe(true);
  });

  it('reads as on when the kept list is not a list', () => {
    localStorage.setItem('storycanvas:on-device-writer-off', '{"story-a": true}');
    expect(readStoryWriterOff('story-a')).toBe(false);
    localStorage.setItem('storycanvas:on-device-writer-off', 'not json');
    expect(readStoryWriterOff('story-a')).toBe(false);
  });
});
