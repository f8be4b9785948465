// A story started in a child's profile carries the profile (so it syncs with it, like every column)
// and is written for the child's band or a younger one, never an older band; the parent's own
// profile starts stories with no child and the band chosen.
import { beforeEach, describe, expect, it } from 'vitest';
import { bandForProfile, startStory } from '@/features/create/data/start-story';
import { useStoryWizard, type WizardChoices } from '@/features/create/store/story-wizard-store';
import { setActiveChild } from '@/lib/active-profile';
import { readStory } from '@/offline';

const MIA = {
  id: 'child-mia',
  display_name: 'Mia',
  avatar: 'fox',
  reading_band: '7-9',
  ai_allowed: false,
} as const;

function choices(age: WizardChoices['age']): WizardChoices {
  const { prompt, characters, startingPoint, options, genre } = useStoryWizard.getState();
  return { age, genre, prompt, characters, startingPoint, options };
}

describe('starting a story in a profile', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a younger band and replaces an older one with the child’s', () => {
    expect(bandForProfile('teen', '7-9')).toBe('7-9');
    expect(bandForProfile('10-12', '7-9')).toBe('7-9');
    expect(bandForProfile('4-6', '7-9')).toBe('4-6');
    expect(bandForProfile(null, '4-6')).toBe('4-6');
    expect(bandForProfile('adult', null)).toBe('adult');
  });

  it('tags a story started in a child’s profile with the child and their band', async () => {
    setActiveChild('parent-1', MIA);
    const id = await startStory(choices('adult'), 'parent-1');
    expect(await readStory(id)).toMatchObject({
      user_id: 'parent-1',
      child_profile_id: 'child-mia',
      target_age: '7-9',
    });
  });

  it('starts the parent’s own stories with no child, and ignores another account’s child', async () => {
    setActiveChild('parent-2', MIA);
    const id = await startStory(choices('adult'), 'parent-1');
    expect(await readStory(id)).toMatchObject({ child_profile_id: null, target_age: 'adult' });
  });
});
