// Discover in a child's profile (issue #26) asks discover_stories for the child's band and the
// younger ones, a comma-separated list in its age filter: a visitor's call lists exactly those
// bands' stories, one band still lists one, and an older band's story is never among them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUpTestUser, visitorClient } from './support/test-users.ts';

const marker = `lanternfish${Date.now().toString(36)}`;
const bands = ['4-6', '7-9', '10-12'] as const;

async function listedBands(age: string): Promise<string[]> {
  const { data, error } = await visitorClient().rpc('discover_stories', {
    search: marker,
    age,
  });
  expect(error).toBeNull();
  const page = data as { stories: { target_age: string }[] };
  return page.stories.map((story) => story.target_age).sort();
}

describe('discover_stories by bands', () => {
  beforeAll(async () => {
    const author = await signUpTestUser('discover-bands');
    const { error } = await serviceClient()
      .from('stories')
      .insert(
        bands.map((band) => ({
          id: randomUUID(),
          user_id: author.user.id,
          title: `The ${marker} for ${band}`,
          target_age: band,
          is_public: true,
          published_at: new Date().toISOString(),
        })),
      );
    expect(error).toBeNull();
  });

  it('lists a child’s band and the younger ones, never an older band', async () => {
    expect(await listedBands('4-6,7-9')).toEqual(['4-6', '7-9']);
    expect(await listedBands('4-6')).toEqual(['4-6']);
    expect(await listedBands('7-9')).toEqual(['7-9']);
    expect(await listedBands('4-6,7-9,10-12')).toEqual(['10-12', '4-6', '7-9']);
  });
});
