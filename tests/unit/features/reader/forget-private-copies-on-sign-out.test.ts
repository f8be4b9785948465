import type { User } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/offline';
import { useSessionStore } from '@/lib/session';
import { keepCopy, readKeptCopy } from '@/features/reader/data/kept-copies';
import type { ReadableStory } from '@/features/reader/data/readable-story';
import { forgetPrivateCopiesOnSignOut } from '@/features/reader/forget-private-copies-on-sign-out';

const user = (id: string) => ({ id, email: `${id}@example.test` }) as unknown as User;
const signIn = (id: string) =>
  useSessionStore.setState({ status: 'signed-in', user: user(id), accessToken: 'token' });
const signOut = () =>
  useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null });

function readable(id: string, isPublic: boolean, text: string): ReadableStory {
  return {
    story: {
      id,
      user_id: 'author',
      title: `Title of ${id}`,
      description: null,
      genre: 'adventure',
      target_age: '7-9',
      is_public: isPublic,
      is_completed: false,
      created_at: '2026-11-24T00:00:00.000Z',
      thumbnail_url: null,
    },
    segments: [
      {
        id: `${id}-1`,
        parent_segment_id: null,
        triggering_choice_text: null,
        segment_text: text,
        choices: [],
        image_prompt: null,
        image_url: null,
        audio_url: null,
        is_end: true,
        sequence_number: 1,
        created_at: '2026-11-24T00:00:00.000Z',
        deleted_at: null,
        written_by: null,
        writer_model: null,
      },
    ],
    source: 'server',
  } as ReadableStory;
}

let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  signIn('ada');
  stop = forgetPrivateCopiesOnSignOut();
});

afterEach(() => stop());

describe('stories kept for offline reading on a shared device', () => {
  it('keeps a private story readable offline for the account that read it, and no one else', () => {
    keepCopy(readable('own', false, 'Ada’s secret draft'), 'ada');
    expect(readKeptCopy('own', 'ada')?.segments[0]?.segment_text).toBe('Ada’s secret draft');
    expect(readKeptCopy('own', null)).toBeNull();
    expect(readKeptCopy('own', 'bob')).toBeNull();
  });

  it('keeps a published story readable offline by anyone', () => {
    keepCopy(readable('shared', true, 'A tale for all'), 'ada');
    expect(readKeptCopy('shared', null)?.story.title).toBe('Title of shared');
    expect(readKeptCopy('shared', 'bob')?.source).toBe('copy');
  });

  it('removes private stories from the device when their reader signs out, keeping published ones', () => {
    keepCopy(readable('own', false, 'Ada’s secret draft'), 'ada');
    keepCopy(readable('shared', true, 'A tale for all'), 'ada');
    signOut();
    const stored = localStorage.getItem(STORAGE_KEYS.readerCache) ?? '';
    expect(stored).not.toContain('secret draft');
    expect(stored).toContain('A tale for all');
    signIn('ada');
    expect(readKeptCopy('own', 'ada')).toBeNull();
    expect(readKeptCopy('shared', 'ada')).not.toBeNull();
  });

  it('removes them when another account signs in on the same page, too', () => {
    keepCopy(readable('own', false, 'Ada’s secret draft'), 'ada');
    signIn('bob');
    expect(localStorage.getItem(STORAGE_KEYS.readerCache) ?? '').not.toContain('secret draft');
  });

  it('leaves the copies alone when the session is only confirmed', () => {
    keepCopy(readable('own', false, 'Ada’s secret draft'), 'ada');
    signIn('ada');
    expect(readKeptCopy('own', 'ada')).not.toBeNull();
  });
});
