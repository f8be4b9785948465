// When this device's kept model writes a part: where no AI service is reachable whether or not the
// reader chose it, online too once chosen, and never for a story it was switched off for. The
// reader's switch for one story is kept on the device per story, leaving the other stories as they
// were, and read as "on" when storage holds nothing usable.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deviceModelWrites,
  keepStoryWriterOff,
  keepWriterChoice,
  readStoryWriterOff,
} from '@/features/on-device-model/data/writer-choice';

describe('whether this device’s model writes a part', () => {
  beforeEach(() => localStorage.clear());

  it('writes where no AI service is reachable though the reader never chose it, and leaves a reachable AI service to write', () => {
    expect(deviceModelWrites('story-a', false)).toBe(true);
    expect(deviceModelWrites(undefined, false)).toBe(true);
    expect(deviceModelWrites('story-a', true)).toBe(false);
  });

  it('writes online too once the reader chose it in Settings, until they unchoose it', () => {
    keepWriterChoice(true);
    expect(deviceModelWrites('story-a', true)).toBe(true);
    keepWriterChoice(false);
    expect(deviceModelWrites('story-a', true)).toBe(false);
  });

  it('never writes a story the reader switched it off for, chosen or not, online or offline', () => {
    keepWriterChoice(true);
    keepStoryWriterOff('story-a', true);
    expect(deviceModelWrites('story-a', false)).toBe(false);
    expect(deviceModelWrites('story-a', true)).toBe(false);
    expect(deviceModelWrites('story-b', false)).toBe(true);
  });
});

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
