// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/age-bands.ts';
import { countWords } from '@shared/count-words.ts';
import { sentencesOf } from '../../../../../../../support/reading-grade.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

const longIn = (parts: readonly string[], age: '4-6' | '7-9' | '10-12') =>
  parts.flatMap(sentencesOf).filter((s) => countWords(s) > AGE_BANDS[age].maxSentenceWords);

describe('a young reader’s sentences keep to the band’s length', () => {
  it('tells a 4-6 reader the true facts short enough to read in one breath', () => {
    for (const idea of ['Hazel wants to learn how bees make honey', 'Where does rain come from?']) {
      const facts = longIn(tellWholeStory(idea, '4-6', 'educational'), '4-6').filter((s) =>
        /\b(bee|bees|nectar|water|gas|rain|cloud)/i.test(s),
      );
      expect(facts).toEqual([]);
    }
  });

  it('tells a 7-12 reader the answer in sentences of the band, never 23 words in one', () => {
    for (const age of ['7-9', '10-12'] as const) {
      const told = tellWholeStory('Hazel wants to learn how bees make honey', age, 'educational');
      expect(longIn(told, age).filter((s) => /nectar|honey/.test(s))).toEqual([]);
    }
  });

  it('names a long want in few words where the whole would overrun a 4-6 sentence', () => {
    const dark = tellWholeStory(
      'a bunny named Clover is scared of the dark in her burrow so her grandma gives her a tiny lantern',
      '4-6',
      // At bedtime she is told trying to sleep; an adventure sets off to face the dark.
      'adventure',
    );
    expect(longIn(dark, '4-6')).toEqual([]);
    // Said whole where it fits, and "the courage" after.
    expect(dark.join(' ')).toMatch(/the courage to face the dark/);
    expect(dark.join(' ')).toMatch(/could find the courage\./);
    const key = tellWholeStory(
      'a tiny knight called Pip and her pony have to bring the golden key back to the castle before the king wakes up',
      '4-6',
      'adventure',
    );
    expect(key.join(' ')).toMatch(/bring the golden key back\b/);
    expect(longIn(key, '4-6').filter((s) => /golden key/.test(s)).length).toBeLessThanOrEqual(1);
  });

  it('tells a first day at school in sentences a 4-6 reader can read', () => {
    const told = tellWholeStory(
      'Kai is nervous about his first day at a new school',
      '4-6',
      'values',
    );
    expect(longIn(told, '4-6')).toEqual([]);
    expect(told[0]).toMatch(/Kai stood at the gate of the new school\./);
  });

  it('offers a 7-9 reader the clever way on in a sentence of the band, and not in every part', () => {
    const told = tellWholeStory(
      'Finn is nervous about his first day at a new school',
      '7-9',
      'values',
    );
    expect(longIn(told, '7-9')).toEqual([]);
    const offered = told.filter((part) => /could also/.test(part));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
  });

  it('thanks the helpers at the end by the names the story already gave them', () => {
    const told = tellStoryAlongChoices({
      age: '4-6',
      genre: 'epic-fantasy',
      parts: 6,
      pick: (part) => (26 + part) % 3,
      request: {
        prompt: 'Milo the puppy has lost his favourite red ball in the park',
        story_id: '00000000-0000-4000-8000-00000000001a',
      },
    }).map((segment) => segment.segment_text);
    expect(told[1]).toMatch(/helped the little boy who fell/);
    expect(told[5]).toMatch(/(He|Milo) thanked the boy and the park keeper\./);
    expect(longIn(told, '4-6')).toEqual([]);
  });

  it('ends a 4-6 bedtime picture in a sentence a young reader can read', () => {
    const told = tellWholeStory(
      'night night story for Zuri and her stuffed giraffe Longneck counting the stars out the window',
      '4-6',
      'bedtime',
    );
    expect(told[5]).toMatch(/(She|Zuri) counted the stars out the window one last time\./);
    expect(longIn(told, '4-6')).toEqual([]);
  });

  it('drops “before bed” from a 4-6 bedtime picture that would overrun with it', () => {
    const told = tellWholeStory(
      'a sleepy story about Amani and her baby brother counting the stars from their window before bed',
      '4-6',
      'bedtime',
    );
    expect(told.join(' ')).toMatch(/But (Amani|she) kept counting the stars from their window\./);
    expect(longIn(told, '4-6')).toEqual([]);
  });

  it('tells a 4-6 culprit’s sorry and what comes back in two sentences', () => {
    const endings = [
      "Who is taking the carrots from Aroha's garden?",
      'the garden gnomes keep moving around the flower bed at night and pip wants to know why',
      'somebody keeps eating the strawberries in Nanas garden and Mateo wants to find out who',
      'who took the cookies from the cookie jar? Leo wants to know',
    ].map((prompt) => {
      const told = tellWholeStory(prompt, '4-6', 'mystery');
      expect(longIn([told[5] as string], '4-6')).toEqual([]);
      return told[5] as string;
    });
    expect(endings.join(' ')).toMatch(/ said sorry\. [A-Z]/);
    expect(endings.join(' ')).not.toMatch(/said sorry and/);
  });

  it('tells a 4-6 bedtime picture too long for one sentence in two, where first', () => {
    const told = tellWholeStory(
      'sleepy one about the moon saying goodnight to all the animals on the farm',
      '4-6',
      'bedtime',
    );
    expect(told[0]).toMatch(
      / was on the farm\. (She|He|It) was saying goodnight to all the animals\./,
    );
    expect(told[5]).toMatch(
      /said goodnight to all the animals on the farm\. Then it was time to sleep\./,
    );
    expect(longIn(told, '4-6')).toEqual([]);
  });

  it('ends a 4-6 sleepless night on what the sister does, without the words that overrun', () => {
    const told = tellWholeStory(
      'jojo cant sleep becuase of the storm so his sister Anaya gets in the blanket fort with him',
      '4-6',
      'bedtime',
    );
    expect(told[5]).toMatch(/Anaya got in the blanket fort with him\. The night was warm/);
    expect(longIn(told, '4-6')).toEqual([]);
  });

  it('names a 7-9 reader’s long want in few words only where the whole would overrun', () => {
    const told = tellWholeStory(
      'write something funny about a knight called Sir Wobbly who is scared of his own horse',
      '7-9',
      'silly',
    ).join(' ');
    expect(told).toMatch(/find the courage to face his own horse\./);
    expect(told).toMatch(/he could see the way to the courage\./);
    expect(longIn([told], '7-9').filter((s) => /courage/.test(s))).toEqual([]);
  });
});
