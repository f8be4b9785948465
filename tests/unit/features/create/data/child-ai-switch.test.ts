// A story written in a child's profile asks the AI service (the generate-story function) only while
// that child's profile is open with the parent's AI switch on: with it off, or from another profile,
// the storyteller writes the part on the device and no request leaves it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regenerateSegment } from '@/features/create';
import { setActiveChild } from '@/lib/active-profile';
import { saveLanternStory } from '../../../support/save-lantern-story';

const MIA = {
  id: '6f1c2b9e-3d4a-4e8f-9a7b-1c2d3e4f5a6b',
  display_name: 'Mia',
  avatar: 'fox',
  reading_band: '7-9',
} as const;
const endpoint = { supabaseUrl: 'http://stack.test', anonKey: 'anon-key', accessToken: 'token' };

async function writePartAgain(childProfileId: string | null): Promise<void> {
  const { story, opening } = await saveLanternStory({
    user_id: 'parent-1',
    child_profile_id: childProfileId,
  });
  await regenerateSegment({ storyId: story.id, segmentId: opening.id, endpoint, online: true });
}

describe('the AI switch of a child’s profile', () => {
  const fetchSpy = vi.fn(async () => new Response('unavailable', { status: 503 }));
  beforeEach(() => {
    localStorage.clear();
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a child’s part on the device while their AI switch is off', async () => {
    setActiveChild('parent-1', { ...MIA, ai_allowed: false });
    await writePartAgain(MIA.id);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps a child’s part on the device when another profile is open', async () => {
    await writePartAgain(MIA.id);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the AI service for the child once the parent has switched it on', async () => {
    setActiveChild('parent-1', { ...MIA, ai_allowed: true });
    await writePartAgain(MIA.id);
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://stack.test/functions/v1/generate-story',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('asks it as before for a grown-up’s story', async () => {
    await writePartAgain(null);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
