// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

const COMPARED =
  'Mia keeps getting compared to her perfect older brother and finally tells her parents how it feels';
// The quest's stock, which an everyday story about a family or a school never needs.
const QUEST_STOCK =
  /\b(path|bridge|pier|harbour|police station|clues?|darker and colder|hand free|slip|the way on)\b/i;

function tell(prompt: string, age: AgeId, genre: GenreSlug = 'values', pick = () => 0) {
  return tellStoryAlongChoices({
    age,
    genre,
    parts: 6,
    pick,
    request: { prompt, characters: [], story_id: '00000000-0000-4000-8000-000000000129' },
  });
}

describe('a feelings story is about the feeling, not a quest', () => {
  it.each(['4-6', '7-9', '10-12', 'teen', 'adult'] as const)(
    'at %s, being compared with a brother is told at home, through to telling the parents',
    (age) => {
      const parts = tell(COMPARED, age).map((segment) => segment.segment_text);
      const story = parts.join(' ');
      expect(story).not.toMatch(QUEST_STOCK);
      expect(parts[0]).toMatch(/\bbrother\b/);
      expect(parts[0]).toMatch(/\bMia\b/);
      // The ending resolves what the idea set up: she tells her parents how it felt.
      expect(parts[5]).toMatch(/told her parents how it felt/);
    },
  );

  it.each([
    ['At sports day a friend trips just before the finish line', /finish line/, /side by side/],
    [
      "Priya's band has a gig on the same night as her best friend's birthday",
      /same night as her best friend's birthday/,
      /honest/,
    ],
    ['Sam has a fight with his little sister', /little sister/, /sorry|apologised/i],
    ['Leo is nervous about his first day at big school', /first day/, /day two|start of something/],
  ])('"%s" opens on its moment and ends on its change', (prompt, opening, ending) => {
    for (const age of ['7-9', 'teen'] as const) {
      const parts = tell(prompt, age).map((segment) => segment.segment_text);
      expect(parts[0]).toMatch(opening);
      expect(parts[5]).toMatch(ending);
      expect(parts.join(' ')).not.toMatch(QUEST_STOCK);
    }
  });

  it('offers three ways on that lead apart, each told in the part it leads to', () => {
    const first = tell(COMPARED, '10-12').slice(0, 1)[0];
    const choices = first?.choices ?? [];
    expect(choices).toHaveLength(3);
    const openings = choices.map((choice, index) => {
      const next = tell(COMPARED, '10-12', 'values', () => index)[1]?.segment_text ?? '';
      const key = choice.split(' ').pop() ?? '';
      expect(next, choice).toContain(key);
      return next.split('. ')[0];
    });
    expect(new Set(openings).size).toBe(3);
  });

  it('a feelings idea in an adventure is told the same way, at home or at school', () => {
    const story = tell('Leo is nervous about his first day at big school', '4-6', 'adventure')
      .map((segment) => segment.segment_text)
      .join(' ');
    expect(story).toMatch(/butterflies/);
    expect(story).not.toMatch(QUEST_STOCK);
  });
});
